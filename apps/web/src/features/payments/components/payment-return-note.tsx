import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bookingKey } from '../../../lib/account-keys.js';

/** Stripe's webhook usually lands within seconds of the buyer's return: look a few times, then leave it to the live stream. */
const CHECK_EVERY_MS = 2_000;
const CHECKS = 10;

/**
 * Back from Stripe Checkout (`?payment=success|cancelled` on the booking's page). Only the verified
 * webhook makes a booking paid, and it may arrive after the buyer: until the booking says so, the
 * note says the payment is awaited, and the booking is read again a bounded number of times (the
 * page's live stream also brings the change when it happens).
 */
export function PaymentReturnNote({
  bookingId,
  outcome,
  isPaid,
}: {
  bookingId: string;
  outcome: 'success' | 'cancelled';
  isPaid: boolean;
}) {
  const queryClient = useQueryClient();
  const isAwaited = outcome === 'success' && !isPaid;

  useEffect(() => {
    if (!isAwaited) return;
    let checks = 0;
    const timer = setInterval(() => {
      checks += 1;
      void queryClient.invalidateQueries({ queryKey: bookingKey(bookingId), exact: true });
      if (checks >= CHECKS) clearInterval(timer);
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [queryClient, bookingId, isAwaited]);

  if (isPaid) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 font-semibold text-emerald-900">
        Payment received
      </p>
    );
  }
  if (outcome === 'cancelled') {
    return (
      <p role="status" className="rounded-lg bg-stone-100 px-4 py-3 text-stone-800">
        The card payment was cancelled: nothing was charged. You can choose how to pay again.
      </p>
    );
  }
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
      Waiting for the payment to be confirmed
    </p>
  );
}
