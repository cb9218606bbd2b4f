import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { MyProducts } from '../../features/products/components/my-products.js';

export function Component() {
  const { data: user } = useUser();
  return (
    <>
      <title>My Products · Second Shelf</title>
      <RequireRole role="seller">{user && <MyProducts email={user.email} />}</RequireRole>
    </>
  );
}
