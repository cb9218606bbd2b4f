import { sql } from 'drizzle-orm';
import { userRatings } from './schema.js';

/** A person's reviews as the API shows them: the average to one decimal (null before the first) and the count. */
export interface Rating {
  average: number | null;
  count: number;
}

/**
 * The rating of a person from their user_ratings row (kept by the reviews trigger of migration 0007),
 * which does not exist before their first review: read with a left join, both cells are then null.
 */
export function ratingOf(count: unknown, total: unknown): Rating {
  const reviews = Number(count ?? 0);
  if (reviews === 0) return { average: null, count: 0 };
  // total × 10 / count is exact at a half (4.25 → 42.5), so a half always rounds up: 4.25 shows 4.3.
  return { average: Math.round((Number(total) * 10) / reviews) / 10, count: reviews };
}

/**
 * The two cells of user_ratings that ratingOf reads, under names of their own: beside a category's
 * `total` a bare "total" would be ambiguous.
 */
export const ratingColumns = {
  rating_count: sql<number | null>`${userRatings.count}`.as('rating_count'),
  rating_total: sql<number | null>`${userRatings.total}`.as('rating_total'),
};
