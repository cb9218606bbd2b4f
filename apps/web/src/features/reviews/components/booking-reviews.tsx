import { useId } from 'react';
import type { Review } from '@second-shelf/shared';
import { ReviewForm } from './review-form.js';
import { ReviewsList } from './reviews-list.js';

/** A completed booking's reviews: the viewer's form while they may still write one, then both sides' reviews. */
export function BookingReviews({
  bookingId,
  canReview,
  reviews,
  reviewee,
}: {
  bookingId: string;
  canReview: boolean;
  reviews: readonly Review[];
  /** The other side of the deal, whom the viewer reviews. */
  reviewee: { id: string | null; name: string };
}) {
  const headingId = useId();
  if (!canReview && reviews.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-serif text-xl font-bold text-stone-900">
        Reviews
      </h2>
      {canReview && <ReviewForm bookingId={bookingId} reviewee={reviewee} />}
      {reviews.length > 0 && <ReviewsList reviews={reviews} />}
    </section>
  );
}
