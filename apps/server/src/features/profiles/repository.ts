import { eq, sql } from 'drizzle-orm';
import type { Profile } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { listings, user, userRatings } from '../../db/schema.js';
import { ratingColumns, ratingOf } from '../../db/user-rating.js';
import type { Review } from '@second-shelf/shared';

/** How many of a person's latest reviews their profile shows. */
export const PROFILE_REVIEWS = 20;

/** People as others see them: never their email, phone or admin flag. */
export function createProfilesRepository(
  db: Db,
  reviews: { latestAbout: (personId: string, limit: number) => Promise<Review[]> },
) {
  return {
    /** A person's profile; undefined when there is no such account. */
    async find(id: string): Promise<Profile | undefined> {
      const [[person], latest] = await Promise.all([
        db
          .select({
            name: user.name,
            sells: user.sells,
            verifiedAt: user.verifiedAt,
            createdAt: user.createdAt,
            ...ratingColumns,
            // Someone who does not sell lists nothing: 0. A seller's available listings, on products_seller_seq_idx.
            booksOnSale: sql<number>`(select count(*)::int from ${listings}
              where ${listings.sellerId} = ${user.id} and ${listings.status} = 'available')`.mapWith(Number),
          })
          .from(user)
          .leftJoin(userRatings, eq(userRatings.userId, user.id))
          .where(eq(user.id, id))
          .limit(1),
        reviews.latestAbout(id, PROFILE_REVIEWS),
      ]);
      if (!person) return undefined;
      return {
        _id: id,
        name: person.name,
        // What others see: whether the person sells (every account buys).
        role: person.sells ? 'seller' : 'buyer',
        verified: person.verifiedAt !== null,
        memberSince: person.createdAt.toISOString(),
        rating: ratingOf(person.rating_count, person.rating_total),
        booksOnSale: person.booksOnSale,
        reviews: latest,
      };
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
