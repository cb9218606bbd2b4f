import type { BookingState, PaymentState } from '@second-shelf/shared';

const STATE_STYLES: Record<BookingState, string> = {
  requested: 'bg-sky-100 text-sky-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-stone-200 text-stone-900',
  declined: 'bg-red-100 text-red-900',
  cancelled: 'bg-red-100 text-red-900',
  expired: 'bg-amber-100 text-amber-900',
};

/** A booking's state, as a coloured word. */
export function BookingStateBadge({ state }: { state: BookingState }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold capitalize ${STATE_STYLES[state]}`}
    >
      {state}
    </span>
  );
}

/**
 * How the buyer pays, once there is something to say, as `viewer` reads it: null before a method is
 * chosen.
 */
export function paymentText({ method, status }: PaymentState, viewer: 'buyer' | 'seller'): string | null {
  if (status === 'paid') return method === 'card' ? 'Paid by card' : 'Paid in cash';
  if (status === 'pending') return 'Card payment under way';
  if (status === 'refunding') return 'Card payment being refunded';
  if (status === 'refunded') return 'Card payment refunded';
  if (method === 'cash') return viewer === 'buyer' ? 'Paying: cash at the meetup' : 'Cash at the meetup';
  if (method === 'card') return 'Card chosen, not paid yet';
  return null;
}
