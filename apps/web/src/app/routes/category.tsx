import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import type { Product } from '@second-shelf/shared';
import { AfterHydration } from '../../components/after-hydration.js';
import { RequireAuth } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { CategoryBooks } from '../../features/catalog/components/category-books.js';

// The booking form (react-hook-form, the zod schemas and the modal: about 40 KB gzipped) loads with
// the first "Book Now" rather than with the page, whose books and covers it would otherwise delay.
const BookingModal = lazy(() =>
  import('../../features/bookings/components/booking-modal.js').then((module) => ({
    default: module.BookingModal,
  })),
);

// A buyer's hearts come once the page is drawn: they wait for the saved ids anyway, and a chunk this
// screen imported statically would be named in the first page's JavaScript (its preload list).
const WishlistButton = lazy(() =>
  import('../../features/wishlist/components/wishlist-button.js').then((module) => ({
    default: module.WishlistButton,
  })),
);

/**
 * Spec 2: the books of one category (catalog), and "Book Now" opens the booking form (bookings).
 * The cards know who is looking (their own books, and sellers, who cannot book, get no button);
 * a buyer's have a heart (wishlist).
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: user } = useUser();
  const [selected, setSelected] = useState<Product | null>(null);
  return (
    <RequireAuth>
      <CategoryBooks
        key={id}
        categoryId={id}
        viewer={user ?? null}
        onBook={setSelected}
        saveButtonOf={
          user?.role === 'buyer'
            ? (book) => (
                <AfterHydration>
                  <Suspense>
                    <WishlistButton book={book} viewer={user} />
                  </Suspense>
                </AfterHydration>
              )
            : undefined
        }
      />
      {selected && user && (
        <Suspense>
          <BookingModal book={selected} user={user} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </RequireAuth>
  );
}
