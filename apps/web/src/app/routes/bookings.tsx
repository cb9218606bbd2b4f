import { RequireRole } from '../../components/guards.js';
import { IncomingBookings } from '../../features/bookings/components/incoming-bookings.js';

/** The seller's incoming bookings: answer them, mark the sale, or cancel with a reason. */
export function Component() {
  return (
    <>
      <title>Bookings · Second Shelf</title>
      <RequireRole role="seller">
        <IncomingBookings />
      </RequireRole>
    </>
  );
}
