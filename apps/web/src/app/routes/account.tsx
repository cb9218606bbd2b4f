import { RequireAuth } from '../../components/guards.js';
import { AccountPage } from '../../features/account/components/account-page.js';
import { BlockedPeople } from '../../features/messages/components/blocked-people.js';
import { useUser } from '../../lib/auth.js';

/** /account: the signed-in person's own. */
export function Component() {
  const { data: user } = useUser();
  return (
    <>
      <title>Account · Second Shelf</title>
      <RequireAuth>{user && <AccountPage user={user} blocked={<BlockedPeople />} />}</RequireAuth>
    </>
  );
}
