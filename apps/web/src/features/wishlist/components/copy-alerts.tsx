import type { CopyAlert } from '@second-shelf/shared';
import { errorMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useCopyAlerts } from '../api/get-copy-alerts.js';
import { useDeleteCopyAlert } from '../api/delete-copy-alert.js';

/** What an alert waits for, as the person asked it. */
function alertText(alert: CopyAlert): string {
  const book = alert.author ? `${alert.bookName} by ${alert.author}` : alert.bookName;
  return alert.isbn ? `${book}, ISBN ${alert.isbn}` : book;
}

/**
 * The buyer's "Tell me when another copy is listed" alerts that no saved book above shows
 * (`shown`), with a way to stop each: an alert outlives the copy it was asked from (sold, removed,
 * or taken off the list), which is when another copy matters most. Nothing when there are none.
 */
export function CopyAlerts({ shown }: { shown: ReadonlySet<string> }) {
  const alerts = useCopyAlerts();
  const stop = useDeleteCopyAlert();
  const others = alerts.data?.filter((alert) => !shown.has(alert._id)) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="copy-alerts-heading" className="mt-10">
      <h2 id="copy-alerts-heading" className="font-serif text-xl font-bold text-stone-900">
        Your other alerts
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        You will be told in the bell when another copy of these is listed, by its ISBN, or by its title and
        author.
      </p>
      <ul className="mt-4 flex flex-col gap-2">
        {others.map((alert) => (
          <li
            key={alert._id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white px-4 py-3"
          >
            <span className="min-w-0 break-words text-stone-900">{alertText(alert)}</span>
            <button
              type="button"
              className="btn-secondary btn-xs"
              aria-label={`Stop alert for ${alert.bookName}`}
              disabled={stop.isPending && stop.variables === alert._id}
              onClick={() => stop.mutate(alert._id, { onError: (error) => toast.error(errorMessage(error)) })}
            >
              Stop alert
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
