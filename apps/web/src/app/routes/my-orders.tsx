import { useState } from 'react';
import type { Order, PaymentMethod } from '@second-shelf/shared';
import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { usePublicConfig } from '../../lib/config.js';
import { MyOrders } from '../../features/bookings/components/my-orders.js';
import { PayDialog } from '../../features/payments/components/pay-dialog.js';

/** My Orders: the buyer's bookings (bookings), whose Pay opens the payment dialog (payments). */
export function Component() {
  const { data: user } = useUser();
  const config = usePublicConfig();
  const [paying, setPaying] = useState<Order | null>(null);
  // Cash at the meetup is always offered; a card only where the server takes them.
  const methods: PaymentMethod[] = config.data?.cardPayments ? ['cash', 'card'] : ['cash'];
  return (
    <>
      <title>My Orders · Second Shelf</title>
      <RequireRole role="buyer">{user && <MyOrders email={user.email} onPay={setPaying} />}</RequireRole>
      {paying && (
        <PayDialog
          bookingId={paying._id}
          methods={methods}
          price={paying.productPrice}
          onClose={() => setPaying(null)}
        />
      )}
    </>
  );
}
