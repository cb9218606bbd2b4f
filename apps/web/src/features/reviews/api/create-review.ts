import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput, Review } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { booksOnSaleKey, profileKey } from '../../../lib/query-keys.js';
import { bookingKey } from '../../../lib/account-keys.js';

export interface ReviewSubmission extends CreateReviewInput {
  bookingId: string;
  /** Whose profile (and, for a seller, whose book cards) now show another rating. */
  revieweeId: string | null;
}

export async function createReview({ bookingId, rating, comment }: ReviewSubmission): Promise<Review> {
  return (
    await apiRequest<Review>(`/api/bookings/${encodeURIComponent(bookingId)}/review`, {
      method: 'POST',
      body: comment ? { rating, comment } : { rating },
    })
  ).data;
}

/**
 * A review changes the booking (no more review to write; the review shown), the reviewee's profile
 * and average, and a seller's average on the book cards: read again when next shown.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // The booking is awaited: until it is read again, the form (and its button) stays as it was sent.
    onSettled: (_review, _error, { bookingId, revieweeId }) => {
      if (revieweeId) void queryClient.invalidateQueries({ queryKey: profileKey(revieweeId) });
      void queryClient.invalidateQueries({ queryKey: booksOnSaleKey });
      return queryClient.invalidateQueries({ queryKey: bookingKey(bookingId), exact: true });
    },
  });
}
