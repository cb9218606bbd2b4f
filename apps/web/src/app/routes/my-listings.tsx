import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { MyListings } from '../../features/listings/components/my-listings.js';

export function Component() {
  const { data: user } = useUser();
  return (
    <>
      <title>My Products · Second Shelf</title>
      <RequireRole role="seller">{user && <MyListings email={user.email} />}</RequireRole>
    </>
  );
}
