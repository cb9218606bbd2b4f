import { useId, useState, type FormEvent } from 'react';
import { REVIEW_COMMENT_MAX_LENGTH } from '@second-shelf/shared';
import { StarIcon } from '../../../components/star-rating.js';
import { TextAreaField } from '../../../components/text-area-field.js';
import { errorMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useCreateReview } from '../api/create-review.js';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * One review of the other side of a completed deal: a radio group named "Rating" (1 to 5 stars,
 * each radio named "1 star" … "5 stars", drawn as stars), an optional comment, "Submit review".
 */
export function ReviewForm({
  bookingId,
  reviewee,
}: {
  bookingId: string;
  reviewee: { id: string | null; name: string };
}) {
  const create = useCreateReview();
  const [rating, setRating] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();
  const shown = hovered ?? rating ?? 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setError('Choose a rating from 1 to 5 stars');
      return;
    }
    try {
      await create.mutateAsync({
        bookingId,
        revieweeId: reviewee.id,
        rating,
        comment: comment.trim() || undefined,
      });
      toast.success(`Thank you: your review of ${reviewee.name} is published`);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <p className="text-stone-800">How did the deal with {reviewee.name} go?</p>
      <fieldset
        // A radio group for assistive technology (ARIA allows the role on a fieldset), named by its legend.
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={error ? `${legendId}-error` : undefined}
        className="flex flex-col gap-1"
      >
        <legend id={legendId} className="mb-1 text-sm font-semibold text-stone-700">
          Rating
        </legend>
        <div className="flex gap-1" onMouseLeave={() => setHovered(null)}>
          {RATINGS.map((value) => (
            <label
              key={value}
              onMouseEnter={() => setHovered(value)}
              className="relative cursor-pointer rounded p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-500"
            >
              <input
                type="radio"
                name={`${legendId}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setError(null);
                }}
                // Over its star, unseen: a click (a person's, or a test's) lands on the radio itself.
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <StarIcon
                className={`size-8 ${value <= shown ? 'fill-current text-amber-600' : 'text-stone-400'}`}
              />
              <span className="sr-only">
                {value} {value === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        {error && (
          <p id={`${legendId}-error`} role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Comment (optional)"
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        counterFrom={0}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <button type="submit" className="btn-primary self-start" disabled={create.isPending}>
        Submit review
      </button>
    </form>
  );
}
