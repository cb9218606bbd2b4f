import { useState, type FormEvent } from 'react';
import { CANCEL_REASON_MAX_LENGTH, type BookingAction, type BookingDetail } from '@second-shelf/shared';
import { Modal } from '../../../components/modal.js';
import { TextAreaField } from '../../../components/text-area-field.js';
import { errorMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useChangeBooking } from '../api/change-booking.js';

/** The buttons' names are the (and the tests'): Accept, Decline, Mark as sold, Cancel booking. */
const LABELS: Record<BookingAction, string> = {
  accept: 'Accept',
  decline: 'Decline',
  complete: 'Mark as sold',
  cancel: 'Cancel booking',
};

const DONE: Record<BookingAction, string> = {
  accept: 'Booking accepted: agree on the meetup in the messages',
  decline: 'Booking declined: the book is on sale again',
  complete: 'Marked as sold: the book has left the catalogue',
  cancel: 'Booking cancelled: the book is on sale again',
};

const STYLES: Record<BookingAction, string> = {
  accept: 'btn-primary',
  complete: 'btn-primary',
  decline: 'btn-danger-outline',
  cancel: 'btn-danger-outline',
};

/**
 * What the viewer may do now, as the server lists it (buttons, for the page's row of actions). Cancelling asks first, in a small dialog, and
 * asks why once the booking was accepted (the other side has planned the meetup). When the other
 * side acted first (409), the server's message says what happened and the page is read again.
 */
export function BookingPageActions({ booking }: { booking: BookingDetail }) {
  const change = useChangeBooking();
  const [isCancelling, setIsCancelling] = useState(false);

  const perform = async (action: BookingAction, reason?: string) => {
    try {
      await change.mutateAsync({ id: booking._id, action, reason });
      toast.success(DONE[action]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      {booking.actions.map((action) => (
        <button
          key={action}
          type="button"
          className={STYLES[action]}
          disabled={change.isPending}
          onClick={() => (action === 'cancel' ? setIsCancelling(true) : void perform(action))}
        >
          {LABELS[action]}
        </button>
      ))}
      {isCancelling && (
        <CancelBookingDialog
          isReasonRequired={booking.state === 'accepted'}
          otherSide={booking.viewerRole === 'buyer' ? 'seller' : 'buyer'}
          pending={change.isPending}
          onCancel={() => setIsCancelling(false)}
          onConfirm={async (reason) => {
            await perform('cancel', reason);
            setIsCancelling(false);
          }}
        />
      )}
    </>
  );
}

function CancelBookingDialog({
  isReasonRequired,
  otherSide,
  pending,
  onCancel,
  onConfirm,
}: {
  isReasonRequired: boolean;
  otherSide: 'buyer' | 'seller';
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (isReasonRequired && !trimmed) {
      setError(`Please tell the ${otherSide} why you are cancelling`);
      return;
    }
    void onConfirm(trimmed || undefined);
  };

  return (
    <Modal
      title="Cancel this booking?"
      description={
        isReasonRequired
          ? `The ${otherSide} is expecting to meet you: tell them why. The book goes back on sale.`
          : 'The book goes back on sale for other buyers.'
      }
      onClose={onCancel}
      onSubmit={submit}
      actions={{ cancelLabel: 'Keep it', confirmLabel: 'Cancel booking', pending, tone: 'danger' }}
    >
      <TextAreaField
        label={`Reason${isReasonRequired ? '' : ' (optional)'}`}
        data-autofocus
        maxLength={CANCEL_REASON_MAX_LENGTH}
        required={isReasonRequired}
        error={error}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
    </Modal>
  );
}
