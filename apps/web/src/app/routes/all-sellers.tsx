import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { UsersList } from '../../features/admin/components/users-list.js';

export function Component() {
  const { data: user } = useUser();
  return (
    <RequireRole role="admin">
      {user && <UsersList role="seller" title="All Sellers" currentUserId={user.id} />}
    </RequireRole>
  );
}
