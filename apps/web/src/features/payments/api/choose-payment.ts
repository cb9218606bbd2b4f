import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { allMyOrdersKey, bookingKey } from '../../../lib/account-keys.js';

export interface PaymentChoice {
  method: PaymentMethod;
  /** Card: Stripe Checkout's page, where the buyer pays. */
  checkoutUrl?: string;
}

export async function choosePayment({
  bookingId,
  method,
}: {
  bookingId: string;
  method: PaymentMethod;
}): Promise<PaymentChoice> {
  return (
    await apiRequest<PaymentChoice>(`/api/bookings/${encodeURIComponent(bookingId)}/payment`, {
      method: 'POST',
      body: { method },
    })
  ).data;
}

/** The booking (its page, the buyer's orders) shows the method chosen; read again either way. */
export function useChoosePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePayment,
    onSettled: (_choice, _error, { bookingId }) => {
      void queryClient.invalidateQueries({ queryKey: bookingKey(bookingId), exact: true });
      void queryClient.invalidateQueries({ queryKey: allMyOrdersKey });
    },
  });
}
