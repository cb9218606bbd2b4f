import { lazy, Suspense, useState } from 'react';
import type { Product } from '@second-shelf/shared';
import { RequireAuth } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { SearchResults } from '../../features/catalog/components/search-results.js';

// As on the category page, the booking form loads with the first "Book Now".
const BookingModal = lazy(() =>
  import('../../features/bookings/components/booking-modal.js').then((module) => ({
    default: module.BookingModal,
  })),
);

/** /search?q=…: the books on sale matching the nav's search, with filters and an order. */
export function Component() {
  const { data: user } = useUser();
  const [selected, setSelected] = useState<Product | null>(null);
  return (
    <RequireAuth>
      <SearchResults viewer={user ?? null} onBook={setSelected} />
      {selected && user && (
        <Suspense>
          <BookingModal book={selected} user={user} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </RequireAuth>
  );
}
