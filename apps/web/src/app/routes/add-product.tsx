import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { AddProductForm } from '../../features/products/components/add-product-form.js';

export function Component() {
  const { data: user } = useUser();
  return (
    <>
      <title>Add an item · Second Shelf</title>
      <RequireRole role="seller">{user && <AddProductForm seller={user} />}</RequireRole>
    </>
  );
}
