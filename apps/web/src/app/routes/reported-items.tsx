import { useQueryClient } from '@tanstack/react-query';
import type { ReportedItem } from '@second-shelf/shared';
import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { reportedItemsKey } from '../../features/reports/api/get-reported-items.js';
import { ReportedItems } from '../../features/reports/components/reported-items.js';
import { useDeleteUser } from '../../features/users/api/delete-user.js';

/** The queue, with the admin lists' own account deletion: the person's reports close with it. */
function ReportedItemsScreen({ currentUserId }: { currentUserId: string }) {
  const queryClient = useQueryClient();
  const remove = useDeleteUser();
  const deleteAccount = async (account: ReportedItem['account']) => {
    await remove.mutateAsync(account._id);
    await queryClient.invalidateQueries({ queryKey: reportedItemsKey });
  };
  return <ReportedItems currentUserId={currentUserId} deleteAccount={deleteAccount} />;
}

/** /reporteditems: admins only. */
export function Component() {
  const { data: user } = useUser();
  return (
    <>
      <title>Reported Items · Second Shelf</title>
      <RequireRole role="admin">{user && <ReportedItemsScreen currentUserId={user.id} />}</RequireRole>
    </>
  );
}
