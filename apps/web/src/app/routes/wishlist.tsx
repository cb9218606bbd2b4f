import { lazy, Suspense, useState } from 'react';
import type { Listing } from '@second-shelf/shared';
import { RequireRole } from '../../components/guards.js';
import { RowsPlaceholder } from '../../components/placeholders.js';
import { useUser } from '../../lib/auth.js';
import { BookCard } from '../../features/catalog/components/book-card.js';

// The list loads with the screen's own code rather than beside it: every chunk a screen imports
// statically is named in the first page's JavaScript (its preload list), which has no byte to spare.
const Favourites = lazy(() =>
  import('../../features/wishlist/components/favourites.js').then((module) => ({
    default: module.Favourites,
  })),
);

// As on the category page, the booking form loads with the first "Book Now".
const BookingModal = lazy(() =>
  import('../../features/bookings/components/booking-modal.js').then((module) => ({
    default: module.BookingModal,
  })),
);

/**
 * My Wishlist: the buyer's saved books (wishlist), drawn on a phone as the catalogue's cards
 * (catalog), whose Book Now opens the booking form (bookings).
 */
export function Component() {
  const { data: user } = useUser();
  const [selected, setSelected] = useState<Listing | null>(null);
  return (
    <>
      <title>My Wishlist · Second Shelf</title>
      <RequireRole role="buyer">
        <Suspense fallback={<RowsPlaceholder what="your wishlist" />}>
          <Favourites
            onBook={setSelected}
            bookCard={(book, heart) => (
              <BookCard book={book} viewer={user ?? null} onBook={setSelected} saveButton={heart} />
            )}
          />
        </Suspense>
      </RequireRole>
      {selected && user && (
        <Suspense>
          <BookingModal book={selected} user={user} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </>
  );
}
