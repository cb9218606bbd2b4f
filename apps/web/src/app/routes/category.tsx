import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import type { Listing } from '@second-shelf/shared';
import { RequireAuth } from '../../components/guards.js';
import { LazyBookingModal } from '../../features/bookings/components/lazy-booking-modal.js';
import { heartsFor } from '../../features/wishlist/components/hearts.js';
import { useUser } from '../../lib/auth.js';
import { CategoryBooks } from '../../features/catalog/components/category-books.js';

/**
 * The books of one category (catalog), and "Book Now" opens the booking form (bookings).
 * The cards know who is looking (their own books, and sellers, who cannot book, get no button);
 * a buyer's have a heart (wishlist).
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: user } = useUser();
  const [selected, setSelected] = useState<Listing | null>(null);
  return (
    <RequireAuth>
      <CategoryBooks
        key={id}
        categoryId={id}
        viewer={user ?? null}
        onBook={setSelected}
        saveButtonOf={heartsFor(user)}
      />
      {selected && user && (
        <Suspense>
          <LazyBookingModal book={selected} user={user} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </RequireAuth>
  );
}
