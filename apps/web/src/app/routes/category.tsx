import { useParams } from 'react-router';
import { useUser } from '../../lib/auth.js';
import { CategoryBooks } from '../../features/catalog/components/category-books.js';
import { useBookActions } from '../book-actions.js';

/**
 * The books of one category (catalog), for visitors too, and "Book Now" opens the booking form
 * (bookings) or, for a visitor, asks them to sign in first. The cards know who is looking (their
 * own books get no button: every account books, never its own); everyone gets hearts (wishlist).
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: user } = useUser();
  const { onBook, saveButtonOf, modal } = useBookActions();
  return (
    <>
      <CategoryBooks
        key={id}
        categoryId={id}
        viewer={user ?? null}
        onBook={onBook}
        saveButtonOf={saveButtonOf}
      />
      {modal}
    </>
  );
}
