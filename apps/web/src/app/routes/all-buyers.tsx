import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { UsersList } from '../../features/users/components/users-list.js';

export function Component() {
  const { data: user } = useUser();
  return (
    <>
      <title>All Buyers · Second Shelf</title>
      <RequireRole role="admin">
        {user && <UsersList role="buyer" title="All Buyers" currentUserId={user.id} />}
      </RequireRole>
    </>
  );
}
