import { useId, useState, type FormEvent } from 'react';
import { CANCEL_REASON_MAX_LENGTH } from '@second-shelf/shared';
import { Field, inputClass } from '../../../components/form.js';
import { Modal } from '../../../components/modal.js';

interface CancelBookingDialogProps {
  bookName: string;
  /** Once a booking is accepted, the other side is owed a reason. */
  isReasonRequired: boolean;
  /** The confirming button's name: "Cancel booking", or the spec's "Remove Item". */
  confirmLabel: string;
  pending: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}

/** Asks before cancelling a booking, and why (required once it was accepted). */
export function CancelBookingDialog({
  bookName,
  isReasonRequired,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: CancelBookingDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (isReasonRequired && !text) {
      setError('A reason is required once a booking is accepted');
      return;
    }
    onConfirm(text || undefined);
  };

  return (
    <Modal
      title="Cancel this booking?"
      description={`"${bookName}" will be offered to other buyers again.`}
      onClose={onCancel}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          id={`${id}-reason`}
          label={isReasonRequired ? 'Reason' : 'Reason (optional)'}
          error={error}
          hint="The other side sees it."
        >
          {(control) => (
            <textarea
              {...control}
              data-autofocus
              rows={3}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Keep it
          </button>
          <button type="submit" className="btn-danger" disabled={pending}>
            {pending ? 'Working…' : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
