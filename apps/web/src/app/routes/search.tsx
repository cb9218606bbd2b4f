import { Suspense, useState } from 'react';
import type { Listing } from '@second-shelf/shared';
import { RequireAuth } from '../../components/guards.js';
import { LazyBookingModal } from '../../features/bookings/components/lazy-booking-modal.js';
import { heartsFor } from '../../features/wishlist/components/hearts.js';
import { useUser } from '../../lib/auth.js';
import { SearchResults } from '../../features/catalog/components/search-results.js';

/** /search?q=…: the books on sale matching the nav's search, with filters and an order. */
export function Component() {
  const { data: user } = useUser();
  const [selected, setSelected] = useState<Listing | null>(null);
  return (
    <RequireAuth>
      <SearchResults viewer={user ?? null} onBook={setSelected} saveButtonOf={heartsFor(user)} />
      {selected && user && (
        <Suspense>
          <LazyBookingModal book={selected} user={user} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </RequireAuth>
  );
}
