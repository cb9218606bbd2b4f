import { useState, type FormEvent } from 'react';
import { CANCEL_REASON_MAX_LENGTH } from '@second-shelf/shared';
import { Modal } from '../../../components/modal.js';
import { TextAreaField } from '../../../components/text-area-field.js';

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
      onSubmit={submit}
      actions={{ cancelLabel: 'Keep it', confirmLabel, pendingLabel: 'Working…', pending, tone: 'danger' }}
    >
      <TextAreaField
        label={isReasonRequired ? 'Reason' : 'Reason (optional)'}
        hint="The other side sees it."
        data-autofocus
        maxLength={CANCEL_REASON_MAX_LENGTH}
        error={error}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </Modal>
  );
}
