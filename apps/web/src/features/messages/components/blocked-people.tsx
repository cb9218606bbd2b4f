import { formatDateTime } from '../../../lib/format.js';
import { toast } from '../../../lib/toast.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useBlocked, useSetBlocked } from '../api/blocks.js';

/** The people the signed-in person blocked, each with Unblock (on the account page). */
export function BlockedPeople() {
  const blocked = useBlocked();
  const setBlocked = useSetBlocked();
  if (blocked.isPending)
    return (
      <p role="status" className="text-sm text-stone-700">
        Loading…
      </p>
    );
  if (blocked.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(blocked.error)}
      </p>
    );
  if (blocked.data.length === 0)
    return (
      <p className="text-sm text-stone-700">
        Nobody. Block someone from a conversation or their profile: they can no longer message you, book your
        books or see your contact details.
      </p>
    );
  return (
    <ul aria-label="Blocked people" className="flex flex-col divide-y divide-stone-200">
      {blocked.data.map((person) => (
        <li key={person._id} className="flex items-center justify-between gap-3 py-2">
          <span>
            <span className="font-semibold text-stone-900">{person.name}</span>{' '}
            <span className="text-sm text-stone-600">
              since <time dateTime={person.blockedAt}>{formatDateTime(person.blockedAt)}</time>
            </span>
          </span>
          <button
            type="button"
            className="btn-secondary btn-sm"
            disabled={setBlocked.isPending}
            aria-label={`Unblock ${person.name}`}
            onClick={() =>
              setBlocked.mutate(
                { userId: person._id, blocked: false },
                {
                  onSuccess: () => toast.success(`${person.name} is unblocked`),
                  onError: (error) => toast.error(errorMessage(error)),
                },
              )
            }
          >
            Unblock
          </button>
        </li>
      ))}
    </ul>
  );
}
