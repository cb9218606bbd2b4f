import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { MyOrders } from '../../features/bookings/components/my-orders.js';

export function Component() {
  const { data: user } = useUser();
  return (
    <>
      <title>My Orders · Second Shelf</title>
      <RequireRole role="buyer">{user && <MyOrders email={user.email} />}</RequireRole>
    </>
  );
}
