import { ConfirmDialog, useConfirmedAction } from '../../../components/confirm-dialog.js';
import { errorMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useBlocked, useSetBlocked } from '../api/blocks.js';

/**
 * Block (or Unblock) a person, after asking: on their profile, in a conversation with them and on a
 * booking's page. Whether they are blocked already is read from the list of the viewer's blocked
 * people.
 */
export function BlockButton({ person }: { person: { id: string; name: string } }) {
  const blocked = useBlocked();
  const setBlocked = useSetBlocked();
  const isBlocked = blocked.data?.some((entry) => entry._id === person.id) ?? false;
  const blocking = useConfirmedAction(async (target: { id: string; name: string }) => {
    await setBlocked.mutateAsync({ userId: target.id, blocked: true });
    toast.success(`${target.name} is blocked`);
  });
  if (blocked.isPending) return null;
  return (
    <>
      {isBlocked ? (
        <button
          type="button"
          className="btn-secondary btn-sm"
          disabled={setBlocked.isPending}
          onClick={() =>
            setBlocked.mutate(
              { userId: person.id, blocked: false },
              {
                onSuccess: () => toast.success(`${person.name} is unblocked`),
                onError: (error) => toast.error(errorMessage(error)),
              },
            )
          }
        >
          Unblock
        </button>
      ) : (
        <button type="button" className="btn-secondary btn-sm" onClick={() => blocking.ask(person)}>
          Block
        </button>
      )}
      {blocking.target && (
        <ConfirmDialog
          title={`Block ${blocking.target.name}?`}
          message="They can no longer message you, book your books or see your contact details, and you cannot book theirs. You can unblock them here or on your account page."
          confirmLabel="Block"
          pending={blocking.pending}
          onConfirm={blocking.confirm}
          onCancel={blocking.cancel}
        />
      )}
    </>
  );
}
