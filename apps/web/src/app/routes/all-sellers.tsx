import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { UsersList } from '../../features/users/components/users-list.js';

export function Component() {
  const { data: user } = useUser();
  return (
    <>
      <title>All Sellers · Second Shelf</title>
      <RequireRole role="admin">
        {user && <UsersList role="seller" title="All Sellers" currentUserId={user.id} />}
      </RequireRole>
    </>
  );
}
