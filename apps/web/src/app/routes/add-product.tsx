import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { ListingForm } from '../../features/products/components/listing-form.js';

export function Component() {
  const { data: user } = useUser();
  return (
    <>
      <title>Add an item · Second Shelf</title>
      <RequireRole role="seller">{user && <ListingForm seller={user} />}</RequireRole>
    </>
  );
}
