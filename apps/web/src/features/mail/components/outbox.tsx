import type { OutboxMessage } from '@second-shelf/shared';
import { ListState } from '../../../components/list-states.js';
import { PageHeading } from '../../../components/page-heading.js';
import { formatDateTime } from '../../../lib/format.js';
import { flattenPages } from '../../../lib/paged-list.js';
import { useOutbox } from '../api/get-outbox.js';

const STATE_LABELS: Record<OutboxMessage['state'], { label: string; className: string }> = {
  kept: { label: 'Kept here (no SMTP server)', className: 'bg-stone-100 text-stone-800' },
  queued: { label: 'Waiting to be sent', className: 'bg-amber-100 text-amber-900' },
  sent: { label: 'Sent', className: 'bg-green-100 text-green-900' },
  failed: { label: 'Refused by the mail server', className: 'bg-red-100 text-red-900' },
};

function MessageCard({ message }: { message: OutboxMessage }) {
  const state = STATE_LABELS[message.state];
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <article aria-label={message.subject}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-semibold break-words text-stone-900">{message.subject}</h2>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state.className}`}>
            {state.label}
          </span>
        </div>
        <p className="mt-1 text-sm text-stone-700">
          To <span className="font-medium break-all">{message.to}</span> ·{' '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {message.sentAt && (
            <>
              {' '}
              · sent <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
            </>
          )}
        </p>
        {message.lastError && (
          <p className="mt-1 text-sm text-red-800">
            Last try ({message.attempts}): {message.lastError}
          </p>
        )}
        <details className="mt-3">
          <summary className="cursor-pointer py-3 text-sm font-semibold text-brand-dark">
            Read the message
          </summary>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-stone-50 p-3 font-sans text-sm whitespace-pre-wrap text-stone-800">
            {message.text}
          </pre>
        </details>
      </article>
    </li>
  );
}

/**
 * The outbox: every email the server wrote, newest first, with where it is at. Without an SMTP
 * server every email stays here, so that an admin can read what people would get.
 */
export function Outbox() {
  const outbox = useOutbox();
  const { items, total } = flattenPages(outbox.data?.pages);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <PageHeading title="Outbox" count={outbox.isPending ? undefined : String(total)} />
      <p className="mb-6 text-stone-700">
        Every email Second Shelf writes: account links, and the notifications people asked for by email. When
        the server has no SMTP server (SMTP_URL), they stay here.
      </p>
      <ListState
        isPending={outbox.isPending}
        error={outbox.error}
        onRetry={() => void outbox.refetch()}
        isEmpty={items.length === 0}
        hasMore={outbox.hasNextPage}
        loadingMore={outbox.isFetchingNextPage}
        onMore={() => void outbox.fetchNextPage()}
        empty="No email has been written yet."
      >
        <ul className="flex flex-col gap-3" aria-label="Emails">
          {items.map((message) => (
            <MessageCard key={message._id} message={message} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}
