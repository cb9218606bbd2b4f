import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Review } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { reviews } from '../../db/schema.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { bookingOfParty } from '../../db/booking-row.js';
import { recordNotification } from '../../db/notices.js';

/** A review's columns, named as reviewSchema names them (createdAt still a Date: see toReview). */
export const reviewColumns = {
  _id: reviews.id,
  bookingId: reviews.bookingId,
  authorId: reviews.authorId,
  authorName: reviews.authorName,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
};

export function toReview(row: Omit<Review, 'createdAt'> & { createdAt: Date }): Review {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export interface NewReview {
  bookingId: string;
  author: { id: string; name: string };
  rating: number;
  /** Empty or absent: no comment. */
  comment?: string;
}

/**
 * Reviews: after a completed sale each side may review the other once. The review, the subject's
 * summed rating (user_ratings, kept by the insert's trigger, migration 0007) and the subject's
 * notification are one transaction.
 */
export function createReviewsRepository(db: Db) {
  return {
    /**
     * Writes the author's review of the other party of the booking. Refusals are AppErrors: 404 (no
     * such booking), 403 (not one of its parties), 409 (not completed, the other account is gone,
     * already reviewed).
     */
    async create(input: NewReview): Promise<Review> {
      const { author } = input;
      let otherSide = 'other party';
      try {
        return await db.transaction(async (tx) => {
          const booking = await bookingOfParty(tx, input.bookingId, author.id);
          otherSide = booking.side === 'buyer' ? 'seller' : 'buyer';
          if (booking.state !== 'completed') {
            // An open booking past its time is expired, whether or not it has been settled yet.
            const stale = booking.expiresAt !== null && booking.expiresAt.getTime() <= Date.now();
            throw new AppError(
              'REVIEW_NOT_ALLOWED',
              `This booking is ${stale ? 'expired' : booking.state}: a review can be left once the sale is completed`,
            );
          }
          const subjectId = booking.otherSideId;
          if (subjectId === null) throw subjectGone(otherSide);
          // Of two identical requests racing, the unique index (booking, author) lets one insert;
          // the other waits for its commit and inserts nothing.
          const [review] = await tx
            .insert(reviews)
            .values({
              id: randomUUID(),
              bookingId: input.bookingId,
              authorId: author.id,
              authorName: author.name,
              subjectId,
              rating: input.rating,
              comment: input.comment ? input.comment : null,
            })
            .onConflictDoNothing({ target: [reviews.bookingId, reviews.authorId] })
            .returning(reviewColumns);
          if (!review) throw new AppError('ALREADY_REVIEWED');
          await recordNotification(tx, {
            userId: subjectId,
            bookingId: input.bookingId,
            kind: 'review',
            actorName: author.name,
            bookName: booking.productName,
          });
          return toReview(review);
        });
      } catch (error) {
        // The other account was deleted between the reading and the writing: nothing was kept.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw subjectGone(otherSide);
        throw error;
      }
    },

    /** The latest reviews of a person, newest first. */
    async latestAbout(subjectId: string, limit: number): Promise<Review[]> {
      const rows = await db
        .select(reviewColumns)
        .from(reviews)
        .where(eq(reviews.subjectId, subjectId))
        .orderBy(desc(reviews.seq))
        .limit(limit);
      return rows.map(toReview);
    },
  };
}

function subjectGone(otherSide: string): AppError {
  return new AppError(
    'REVIEW_NOT_ALLOWED',
    `The ${otherSide}'s account has been deleted: there is no one left to review`,
  );
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
