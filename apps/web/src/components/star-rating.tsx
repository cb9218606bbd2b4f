import { iconBase, type IconProps } from './icons.js';
import { formatAverage } from '../lib/format.js';

// A rating as people see it (stars) and as screen readers say it (a sentence): the booking's page,
// its reviews, a person's profile. Drawn stars rather than a "★" character, which some fonts lack.

export const StarIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5-4.9-4.5 6.6-.8z" />
  </svg>
);

/** Five stars, `value` of them filled (rounded), read as "4 out of 5 stars". */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span className="inline-flex items-center">
      <span className="inline-flex text-amber-600" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon
            key={star}
            className={`${className} ${star <= filled ? 'fill-current' : 'text-stone-300'}`}
          />
        ))}
      </span>
      <span className="sr-only">
        {value} out of 5 {value === 1 ? 'star' : 'stars'}
      </span>
    </span>
  );
}

/** A person's standing: "4.5 (3 reviews)" beside stars, or "No reviews yet". */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return <span className="text-sm text-stone-600">No reviews yet</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-sm text-stone-700">
      <Stars value={Number(formatAverage(average))} />
      <span>
        <span aria-hidden="true">{formatAverage(average)} </span>({count} {count === 1 ? 'review' : 'reviews'}
        )
      </span>
    </span>
  );
}
