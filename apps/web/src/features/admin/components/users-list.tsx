import { toast } from '../../../lib/toast.js';
import { Link } from 'react-router';
import type { AccountType, UserListItem } from '@second-shelf/shared';
import { ConfirmDialog, useConfirmedAction } from '../../../components/confirm-dialog.js';
import { PageHeading } from '../../../components/page-heading.js';
import { ListState } from '../../../components/list-states.js';
import { flattenPages } from '../../../lib/paged-list.js';
import { useDeleteUser } from '../api/delete-user.js';
import { useUsers } from '../api/get-users.js';

const AVATAR = '/images/avatar.svg';
const verifyLater = () => toast('Seller verification is coming soon.', { icon: '✅' });

/** All Buyers and All Sellers: the same screen, each listing only its own role on every size. */
export function UsersList({
  role,
  title,
  currentUserId,
}: {
  role: AccountType;
  title: string;
  currentUserId: string;
}) {
  const users = useUsers(role);
  const remove = useDeleteUser();
  const deletion = useConfirmedAction(async (user: UserListItem) => {
    const result = await remove.mutateAsync(user._id);
    // Spec 4: the same message is used for buyers and sellers.
    if (result.deletedCount > 0) toast.success('Buyers deleted successfully');
  });
  const { items, total } = flattenPages(users.data?.pages);

  const actions = (user: UserListItem) => (
    <>
      {role === 'seller' && (
        <button type="button" className="btn-secondary btn-sm" onClick={verifyLater}>
          VERIFY
        </button>
      )}
      {user._id === currentUserId ? (
        <span className="text-sm text-stone-600">This is you</span>
      ) : (
        <button
          type="button"
          className="btn-danger btn-sm"
          onClick={() => deletion.ask(user)}
          aria-label={`Delete ${user.name}`}
        >
          DELETE
        </button>
      )}
    </>
  );

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title={title} count={String(total)} />
      <ListState
        isPending={users.isPending}
        isError={users.isError}
        isEmpty={items.length === 0}
        hasMore={users.hasNextPage}
        loadingMore={users.isFetchingNextPage}
        onMore={() => void users.fetchNextPage()}
        empty={`No ${role}s yet.`}
      >
        <table className="hidden w-full overflow-hidden rounded-xl bg-white shadow-sm md:table">
          <thead className="bg-stone-100 text-left text-xs tracking-wider text-stone-700 uppercase">
            <tr>
              <th className="p-4">Image</th>
              <th className="p-4">Name</th>
              <th className="p-4">Email</th>
              <th className="p-4">More Option</th>
              <th className="p-4">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {items.map((user) => (
              <tr key={user._id}>
                <td className="p-4">
                  <img src={AVATAR} alt="" width={40} height={40} className="size-10 rounded-full" />
                </td>
                <td className="p-4 font-semibold text-stone-900">
                  {user.name}
                  {user.isAdmin && (
                    <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs">admin</span>
                  )}
                </td>
                <td className="p-4 text-stone-700">{user.email}</td>
                <td className="p-4">
                  <Link to="/" className="font-semibold text-brand-dark underline">
                    View details
                  </Link>
                </td>
                <td className="p-4">
                  <div className="flex gap-2">{actions(user)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="flex flex-col gap-4 md:hidden">
          {items.map((user) => (
            <li key={user._id} className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm">
              <img src={AVATAR} alt="" width={48} height={48} className="size-12 rounded-full" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="font-semibold text-stone-900">{user.name}</p>
                <p className="truncate text-sm text-stone-700">{user.email}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <Link to="/" className="text-sm font-semibold text-brand-dark underline">
                    View details
                  </Link>
                  {actions(user)}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      {deletion.target && (
        <ConfirmDialog
          title={`Delete ${deletion.target.name}?`}
          message={`${deletion.target.email} will be signed out at once and their ${role === 'seller' ? 'listings' : 'bookings'} removed. This cannot be undone.`}
          confirmLabel="DELETE"
          pending={deletion.pending}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </section>
  );
}
