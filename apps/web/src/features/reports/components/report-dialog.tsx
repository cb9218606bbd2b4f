import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@second-shelf/shared';
import { Modal } from '../../../components/modal.js';
import { TextAreaField } from '../../../components/text-area-field.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useCreateReport } from '../api/create-report.js';

/** What is reported: a book (its listing), a person or a conversation, and how the dialog names it. */
export type ReportTarget = { name: string } & (
  | { kind: 'book'; productId: string }
  | { kind: 'person'; userId: string }
  | { kind: 'conversation'; conversationId: string }
);

const DESCRIPTIONS: Record<ReportTarget['kind'], string> = {
  book: 'Tell the admins what is wrong with this listing. The seller does not see who reported it.',
  person: 'Tell the admins what is wrong. This person does not see who reported them.',
  conversation:
    'Tell the admins what is wrong. They read the last messages of this conversation; the other person does not see who reported it.',
};

/**
 * The Report form: a reason (radio buttons, one required), an optional note, Submit. A report the
 * person made before is refused by the server with a message of its own, shown as it is.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const create = useCreateReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) {
      setError('Choose a reason');
      return;
    }
    const text = note.trim() || undefined;
    try {
      const { name: _name, ...item } = target;
      await create.mutateAsync({ ...item, reason, note: text });
      toast.success('Thank you: an admin will look at your report');
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure));
      // Reported before (409), or gone meanwhile (404): nothing to try again.
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 404)) onClose();
    }
  };

  return (
    <Modal
      title={`Report ${target.name}`}
      description={DESCRIPTIONS[target.kind]}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      actions={{
        cancelLabel: 'Cancel',
        confirmLabel: 'Submit',
        pendingLabel: 'Sending…',
        pending: create.isPending,
      }}
    >
      <fieldset
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={error ? `${legendId}-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend id={legendId} className="mb-1 text-sm font-semibold text-stone-700">
          Reason
        </legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-stone-800">
            <input
              type="radio"
              name={`${legendId}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setError(null);
              }}
              className="size-4 accent-brand"
            />
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
        {error && (
          <p id={`${legendId}-error`} role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Note (optional)"
        maxLength={REPORT_NOTE_MAX_LENGTH}
        counterFrom={0}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </Modal>
  );
}
