import { lazy, Suspense, useState } from 'react';
import type { Product } from '@second-shelf/shared';
import { AfterHydration } from '../../components/after-hydration.js';
import { RequireAuth } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { SearchResults } from '../../features/catalog/components/search-results.js';

// As on the category page, the booking form loads with the first "Book Now".
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

/** /search?q=…: the books on sale matching the nav's search, with filters and an order. */
export function Component() {
  const { data: user } = useUser();
  const [selected, setSelected] = useState<Product | null>(null);
  return (
    <RequireAuth>
      <SearchResults
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
