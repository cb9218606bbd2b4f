import { Link } from 'react-router';
import type { AccountType, UserListItem } from '@second-shelf/shared';
import { ConfirmDialog, useConfirmedAction } from '../../../components/confirm-dialog.js';
import { ListState } from '../../../components/list-states.js';
import { PageHeading } from '../../../components/page-heading.js';
import { ResponsiveList, type ListColumn } from '../../../components/responsive-list.js';
import { VerifiedTick } from '../../../components/verified-tick.js';
import { flattenPages } from '../../../lib/paged-list.js';
import { toast } from '../../../lib/toast.js';
import { useDeleteUser } from '../api/delete-user.js';
import { useUsers } from '../api/get-users.js';
import { useSetSellerVerified } from '../api/verify-seller.js';

const AVATAR = '/images/avatar.svg';

/**
 * All Buyers and All Sellers: the same screen, on every size. Every account buys, so All Buyers is
 * everyone (those who also sell marked so); All Sellers is those who sell.
 */
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
    if (result.deletedCount > 0) toast.success(`${user.name}'s account is deleted`);
  });
  const setVerified = useSetSellerVerified();
  const verification = useConfirmedAction(async (user: UserListItem) => {
    const verified = !user.verified;
    await setVerified.mutateAsync({ id: user._id, verified });
    toast.success(verified ? `${user.name} is now a verified seller` : `${user.name} is no longer verified`);
  });
  const { items, total } = flattenPages(users.data?.pages);

  const columns: ListColumn<UserListItem>[] = [
    {
      header: 'Image',
      kind: 'media',
      cell: () => (
        <img src={AVATAR} alt="" width={48} height={48} className="size-12 rounded-full @2xl:size-10" />
      ),
    },
    {
      header: 'Name',
      cell: (user) => (
        <p className="font-semibold text-stone-900">
          {user.name}
          {user.verified && <VerifiedTick className="ml-1 size-4" />}
          {user.isAdmin && <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs">admin</span>}
          {role === 'buyer' && user.sells && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs">sells</span>
          )}
        </p>
      ),
    },
    { header: 'Email', cell: (user) => <p className="text-sm text-stone-700">{user.email}</p> },
    {
      header: 'More options',
      kind: 'action',
      cell: (user) => (
        <Link
          to={`/users/${encodeURIComponent(user._id)}`}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline"
        >
          View details
        </Link>
      ),
    },
    {
      header: 'Actions',
      isHeaderHidden: true,
      kind: 'action',
      cell: (user) => (
        <div className="flex flex-wrap items-center gap-2">
          {role === 'seller' &&
            (user.verified ? (
              <button
                type="button"
                className="btn-secondary btn-sm"
                onClick={() => verification.ask(user)}
                aria-label={`Remove verification of ${user.name}`}
              >
                Remove verification
              </button>
            ) : (
              <button type="button" className="btn-primary btn-sm" onClick={() => verification.ask(user)}>
                VERIFY
              </button>
            ))}
          {user._id === currentUserId ? (
            <span className="text-sm text-stone-600">This is you</span>
          ) : (
            <button
              type="button"
              className="btn-danger-outline btn-sm"
              onClick={() => deletion.ask(user)}
              aria-label={`Delete ${user.name}`}
            >
              DELETE
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title={title} count={users.isPending ? undefined : String(total)} />
      <ListState
        isPending={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        isEmpty={items.length === 0}
        hasMore={users.hasNextPage}
        loadingMore={users.isFetchingNextPage}
        onMore={() => void users.fetchNextPage()}
        empty={`No ${role}s yet.`}
      >
        <ResponsiveList
          label={title}
          columns={columns}
          rows={items}
          rowKey={(user) => user._id}
          media="avatar"
        />
      </ListState>
      {verification.target &&
        (verification.target.verified ? (
          <ConfirmDialog
            title={`Remove ${verification.target.name}'s verification?`}
            message="The blue tick will no longer show beside their name on their books and profile."
            confirmLabel="Remove verification"
            pending={verification.pending}
            onConfirm={verification.confirm}
            onCancel={verification.cancel}
          />
        ) : (
          <ConfirmDialog
            title={`Verify ${verification.target.name}?`}
            message={`A blue tick will show beside their name on their books and profile, telling buyers that an admin has checked ${verification.target.email}.`}
            confirmLabel="VERIFY"
            cancelLabel="Cancel"
            tone="primary"
            pending={verification.pending}
            onConfirm={verification.confirm}
            onCancel={verification.cancel}
          />
        ))}
      {deletion.target && (
        <ConfirmDialog
          title={`Delete ${deletion.target.name}?`}
          message={`${deletion.target.email} will be signed out at once and their ${deletion.target.sells ? 'listings and bookings' : 'bookings'} removed. This cannot be undone.`}
          confirmLabel="DELETE"
          pending={deletion.pending}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </section>
  );
}
