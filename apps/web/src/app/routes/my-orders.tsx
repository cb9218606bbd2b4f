import { useState } from 'react';
import type { Order } from '@second-shelf/shared';
import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { usePublicConfig } from '../../lib/config.js';
import { MyOrders } from '../../features/bookings/components/my-orders.js';
import { PayDialog } from '../../features/payments/components/pay-dialog.js';

/**
 * My Orders: the buyer's bookings (bookings), whose Choose payment opens the payment dialog
 * (payments) where the server takes cards; where it does not, cash at the meetup is the only way
 * and there is nothing to choose.
 */
export function Component() {
  const { data: user } = useUser();
  const config = usePublicConfig();
  const [paying, setPaying] = useState<Order | null>(null);
  const cardPayments = config.data?.cardPayments ?? false;
  return (
    <>
      <title>My Orders · Second Shelf</title>
      <RequireRole role="buyer">
        {user && <MyOrders email={user.email} onPay={cardPayments ? setPaying : undefined} />}
      </RequireRole>
      {paying && (
        <PayDialog
          bookingId={paying._id}
          methods={['cash', 'card']}
          price={paying.productPrice}
          onClose={() => setPaying(null)}
        />
      )}
    </>
  );
}
