import { Link } from 'react-router';
import { REPORT_REASON_LABELS, type ReportedItem } from '@second-shelf/shared';
import { ConfirmDialog, useConfirmedAction } from '../../../components/confirm-dialog.js';
import { CoverImage } from '../../../components/cover-image.js';
import { ListState } from '../../../components/list-states.js';
import { PageHeading } from '../../../components/page-heading.js';
import { ResponsiveList, type ListColumn } from '../../../components/responsive-list.js';
import { formatDateTime } from '../../../lib/format.js';
import { flattenPages } from '../../../lib/paged-list.js';
import { toast } from '../../../lib/toast.js';
import { useDismissReports } from '../api/dismiss-reports.js';
import { useReportedItems } from '../api/get-reported-items.js';
import { useRemoveReportedListing } from '../api/remove-reported-listing.js';

const AVATAR = '/images/avatar.svg';

const itemPath = (item: ReportedItem) =>
  item.kind === 'book' ? `/book/${encodeURIComponent(item._id)}` : `/users/${encodeURIComponent(item._id)}`;

const timesLabel = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

/**
 * Reported Items, the admins' queue: each book or person with open reports, the first reported at
 * the top, with its reasons and how many gave each, the latest notes, and Remove listing (books),
 * Dismiss and deleting the account, each asked first. Deleting an account is the admin lists' own
 * rule (`deleteAccount`, which the screen brings), so that this feature needs no other.
 */
export function ReportedItems({
  currentUserId,
  deleteAccount,
}: {
  currentUserId: string;
  deleteAccount: (account: ReportedItem['account']) => Promise<void>;
}) {
  const queue = useReportedItems();
  const remove = useRemoveReportedListing();
  const dismiss = useDismissReports();
  const removal = useConfirmedAction(async (item: ReportedItem) => {
    await remove.mutateAsync(item._id);
    toast.success(`"${item.name}" is removed, and its seller told`);
  });
  const dismissal = useConfirmedAction(async (item: ReportedItem) => {
    await dismiss.mutateAsync(item);
    toast.success(`The reports of ${item.kind === 'book' ? `"${item.name}"` : item.name} are dismissed`);
  });
  const deletion = useConfirmedAction(async (item: ReportedItem) => {
    await deleteAccount(item.account);
    toast.success(`${item.account.name}'s account is deleted`);
  });
  const { items, total } = flattenPages(queue.data?.pages);

  const columns: ListColumn<ReportedItem>[] = [
    {
      header: 'Image',
      kind: 'media',
      cell: (item) =>
        item.kind === 'book' && item.imageUrl ? (
          <CoverImage
            src={item.imageUrl}
            alt=""
            sizes="64px"
            loading="lazy"
            width={64}
            height={96}
            className="h-24 w-16 rounded object-cover @2xl:h-18 @2xl:w-12"
          />
        ) : (
          <img src={AVATAR} alt="" width={48} height={48} className="size-12 rounded-full @2xl:size-10" />
        ),
    },
    {
      header: 'Item',
      cell: (item) => (
        <div>
          <p className="text-xs font-bold tracking-wide text-stone-600 uppercase">
            {item.kind === 'book' ? 'Book' : 'Person'}
          </p>
          <Link to={itemPath(item)} className="font-semibold text-stone-900 underline hover:text-brand-dark">
            {item.name}
          </Link>
          {item.kind === 'book' && (
            <p className="text-sm text-stone-700">
              Seller:{' '}
              <Link to={`/users/${encodeURIComponent(item.account._id)}`} className="underline">
                {item.account.name}
              </Link>
            </p>
          )}
          <p className="text-xs text-stone-600">
            First reported <time dateTime={item.firstReportedAt}>{formatDateTime(item.firstReportedAt)}</time>
          </p>
        </div>
      ),
    },
    {
      header: 'Reasons',
      cell: (item) => (
        <div className="flex flex-col gap-2">
          <ul className="flex flex-wrap gap-1.5" aria-label="Reasons">
            {item.reasons.map(({ reason, count }) => (
              <li key={reason} className="rounded-full bg-red-50 px-2 py-0.5 text-sm text-red-900">
                {REPORT_REASON_LABELS[reason]} × {count}
              </li>
            ))}
          </ul>
          {item.notes.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm text-stone-700" aria-label="Notes">
              {item.notes.map((note) => (
                <li key={`${note.createdAt}-${note.note}`} className="border-l-2 border-stone-300 pl-2">
                  <span className="whitespace-pre-line break-words">“{note.note}”</span>{' '}
                  <span className="text-xs text-stone-600">({REPORT_REASON_LABELS[note.reason]})</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ),
    },
    {
      header: 'Count',
      kind: 'figure',
      cell: (item) => <p className="font-semibold text-stone-900">{timesLabel(item.count)}</p>,
    },
    {
      header: 'Actions',
      isHeaderHidden: true,
      kind: 'action',
      cell: (item) => (
        <div className="flex flex-wrap items-center gap-2">
          {item.kind === 'book' && (
            <button
              type="button"
              className="btn-danger btn-sm"
              onClick={() => removal.ask(item)}
              aria-label={`Remove listing ${item.name}`}
            >
              Remove listing
            </button>
          )}
          <button
            type="button"
            className="btn-secondary btn-sm"
            onClick={() => dismissal.ask(item)}
            aria-label={`Dismiss reports of ${item.name}`}
          >
            Dismiss
          </button>
          {item.account._id !== currentUserId && (
            <button
              type="button"
              className="btn-danger-outline btn-sm"
              onClick={() => deletion.ask(item)}
              aria-label={`Delete account ${item.account.name}`}
            >
              Delete account
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Reported Items" count={String(total)} />
      <ListState
        isPending={queue.isPending}
        isError={queue.isError}
        isEmpty={items.length === 0}
        hasMore={queue.hasNextPage}
        loadingMore={queue.isFetchingNextPage}
        onMore={() => void queue.fetchNextPage()}
        empty="Nothing is reported. What buyers and sellers report shows here."
      >
        <ResponsiveList
          label="Reported Items"
          columns={columns}
          rows={items}
          rowKey={(item) => `${item.kind}:${item._id}`}
        />
      </ListState>
      {removal.target && (
        <ConfirmDialog
          title={`Remove "${removal.target.name}"?`}
          message={`The listing leaves the catalogue at once; ${removal.target.account.name} is told, and an open booking of it is cancelled. This cannot be undone.`}
          confirmLabel="Remove listing"
          pending={removal.pending}
          onConfirm={removal.confirm}
          onCancel={removal.cancel}
        />
      )}
      {dismissal.target && (
        <ConfirmDialog
          title={`Dismiss the reports of ${dismissal.target.name}?`}
          message={`${timesLabel(dismissal.target.count)} will be closed, and the ${dismissal.target.kind === 'book' ? 'listing stays on sale' : 'account stays as it is'}.`}
          confirmLabel="Dismiss"
          cancelLabel="Cancel"
          tone="primary"
          pending={dismissal.pending}
          onConfirm={dismissal.confirm}
          onCancel={dismissal.cancel}
        />
      )}
      {deletion.target && (
        <ConfirmDialog
          title={`Delete ${deletion.target.account.name}?`}
          message={`${deletion.target.account.email} will be signed out at once and their listings and bookings removed. This cannot be undone.`}
          confirmLabel="DELETE"
          pending={deletion.pending}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </section>
  );
}
