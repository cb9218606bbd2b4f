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
  item.kind === 'book'
    ? `/book/${encodeURIComponent(item._id)}`
    : `/users/${encodeURIComponent(item.account._id)}`;

const KIND_LABELS: Record<ReportedItem['kind'], string> = {
  book: 'Book',
  person: 'Person',
  conversation: 'Conversation',
};

/** How the queue's buttons and dialogs name an item. */
const itemName = (item: ReportedItem) =>
  item.kind === 'conversation' ? `the conversation about "${item.name}"` : item.name;

/** What stays after Dismiss. */
const STAYS: Record<ReportedItem['kind'], string> = {
  book: 'listing stays on sale',
  person: 'account stays as it is',
  conversation: 'conversation stays as it is',
};

const timesLabel = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

/**
 * Reported Items, the admins' queue: each book, person or conversation with open reports, the first
 * reported at the top, with its reasons and how many gave each, the latest notes, a conversation's
 * last messages (the reported person's shaded), and Remove listing (books),
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
    toast.success(`The reports of ${item.kind === 'book' ? `"${item.name}"` : itemName(item)} are dismissed`);
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
        item.kind !== 'person' && item.imageUrl ? (
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
          <p className="text-xs font-bold tracking-wide text-stone-600 uppercase">{KIND_LABELS[item.kind]}</p>
          {item.kind === 'conversation' ? (
            <p className="font-semibold text-stone-900">About “{item.name}”</p>
          ) : (
            <Link
              to={itemPath(item)}
              className="inline-flex min-h-11 items-center font-semibold text-stone-900 underline hover:text-brand-dark"
            >
              {item.name}
            </Link>
          )}
          {item.kind !== 'person' && (
            <p className="text-sm text-stone-700">
              {item.kind === 'book' ? 'Seller' : 'Reported'}:{' '}
              <Link
                to={`/users/${encodeURIComponent(item.account._id)}`}
                className="inline-flex min-h-11 items-center underline"
              >
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
          {item.messages.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer font-semibold text-stone-800">
                Last {item.messages.length === 1 ? 'message' : `${item.messages.length} messages`}
              </summary>
              <ol className="mt-2 flex flex-col gap-1.5" aria-label="Last messages">
                {item.messages.map((message) => (
                  <li
                    key={`${message.createdAt}-${message.senderName}-${message.body.slice(0, 20)}`}
                    className={`rounded px-2 py-1 ${message.senderId === item.account._id ? 'bg-red-50' : 'bg-stone-100'}`}
                  >
                    <span className="font-semibold">{message.senderName}</span>{' '}
                    <time dateTime={message.createdAt} className="text-xs text-stone-600">
                      {formatDateTime(message.createdAt)}
                    </time>
                    <p className="whitespace-pre-line break-words">{message.body}</p>
                  </li>
                ))}
              </ol>
            </details>
          )}
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
              className="btn-danger-outline btn-sm"
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
            aria-label={`Dismiss reports of ${itemName(item)}`}
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
      <PageHeading title="Reported Items" count={queue.isPending ? undefined : String(total)} />
      <ListState
        isPending={queue.isPending}
        error={queue.error}
        onRetry={() => void queue.refetch()}
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
          title={`Dismiss the reports of ${itemName(dismissal.target)}?`}
          message={`${timesLabel(dismissal.target.count)} will be closed, and the ${STAYS[dismissal.target.kind]}.`}
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
