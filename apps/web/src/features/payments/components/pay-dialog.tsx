import { useId, useState } from 'react';
import type { PaymentMethod } from '@second-shelf/shared';
import { CardIcon, toastIcon } from '../../../components/message-icons.js';
import { Modal } from '../../../components/modal.js';
import { errorMessage } from '../../../lib/api-client.js';
import { formatPrice } from '../../../lib/format.js';
import { toast } from '../../../lib/toast.js';
import { useChoosePayment } from '../api/choose-payment.js';

interface PayProps {
  bookingId: string;
  /** What the server offers now (the booking's `payWith`): cash always, card when Stripe is set up. */
  methods: readonly PaymentMethod[];
  /** The book's price, said in the dialog. */
  price?: number;
}

/**
 * How the buyer pays: **Cash at the meetup** (always) or **Card** (when offered). Cash is recorded
 * and the seller's Mark as sold confirms it was received; card goes to Stripe Checkout, which
 * sends the buyer back to the booking's page (`?payment=success` or `cancelled`).
 */
export function PayDialog({ bookingId, methods, price, onClose }: PayProps & { onClose: () => void }) {
  const choose = useChoosePayment();
  const [isLeaving, setIsLeaving] = useState(false);
  const cashHint = useId();
  const cardHint = useId();

  const pay = async (method: PaymentMethod) => {
    try {
      const choice = await choose.mutateAsync({ bookingId, method });
      if (method === 'card') {
        if (!choice.checkoutUrl) throw new Error('The card payment could not be started. Please try again.');
        setIsLeaving(true);
        window.location.assign(choice.checkoutUrl);
        return;
      }
      toast('Cash at the meetup: pay the seller when you meet, after checking the book.', {
        icon: toastIcon(CardIcon),
      });
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      onClose();
    }
  };

  const busy = choose.isPending || isLeaving;
  return (
    <Modal
      title="How would you like to pay?"
      description={
        price === undefined ? undefined : `The book costs ${formatPrice(price)}, paid to the seller.`
      }
      onClose={onClose}
    >
      <ul className="flex flex-col gap-3">
        <li className="flex flex-col gap-2 rounded-lg border border-stone-200 p-4">
          <button
            type="button"
            className="btn-primary self-start"
            aria-describedby={cashHint}
            disabled={busy}
            onClick={() => void pay('cash')}
          >
            Cash at the meetup
          </button>
          <p id={cashHint} className="text-sm text-stone-700">
            Pay the seller in cash when you meet, once you have checked the book.
          </p>
        </li>
        {methods.includes('card') && (
          <li className="flex flex-col gap-2 rounded-lg border border-stone-200 p-4">
            <button
              type="button"
              className="btn-secondary self-start"
              aria-describedby={cardHint}
              disabled={busy}
              onClick={() => void pay('card')}
            >
              Card
            </button>
            <p id={cardHint} className="text-sm text-stone-700">
              Pay now on Stripe's secure page. If the deal falls through, the money is refunded.
            </p>
          </li>
        )}
      </ul>
      {isLeaving && (
        <p role="status" className="mt-4 text-sm text-stone-700">
          Opening the card payment…
        </p>
      )}
    </Modal>
  );
}

/**
 * **Choose payment** (or, once chosen, `label` "change" named `name` "Change payment") and its
 * dialog, for a booking whose buyer may choose a card: `<PayButton bookingId={…} methods={…} />`.
 */
export function PayButton({
  className = 'btn-primary',
  label = 'Choose payment',
  name,
  ...props
}: PayProps & { className?: string; label?: string; name?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-label={name} onClick={() => setIsOpen(true)}>
        {label}
      </button>
      {isOpen && <PayDialog {...props} onClose={() => setIsOpen(false)} />}
    </>
  );
}
