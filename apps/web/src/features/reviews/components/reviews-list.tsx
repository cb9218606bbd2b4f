import { Link } from 'react-router';
import type { Review } from '@second-shelf/shared';
import { Stars } from '../../../components/star-rating.js';
import { formatDateTime } from '../../../lib/format.js';

/**
 * Reviews, each with its author (linked to their profile), its stars (read as "4 out of 5 stars"),
 * its date and its comment as text. Used on a booking's page and on a person's profile
 * (`<ReviewsList reviews={profile.reviews} />`).
 */
export function ReviewsList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {reviews.map((review) => (
        <li key={review._id} className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {review.authorId ? (
              <Link
                to={`/users/${encodeURIComponent(review.authorId)}`}
                className="font-semibold text-brand-dark underline"
              >
                {review.authorName}
              </Link>
            ) : (
              <span className="font-semibold text-stone-900">{review.authorName}</span>
            )}
            <Stars value={review.rating} />
            <time dateTime={review.createdAt} className="text-sm text-stone-600">
              {formatDateTime(review.createdAt)}
            </time>
          </div>
          {review.comment && <p className="whitespace-pre-wrap text-stone-800">{review.comment}</p>}
        </li>
      ))}
    </ul>
  );
}
