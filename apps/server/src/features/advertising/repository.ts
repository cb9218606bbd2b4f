import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { isShowablePicture, PHOTO_WIDTHS, photoUrl, type AdvertisedBook } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { listings } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/**
 * ADVERTISE: a seller promotes a listing on sale to the home page's Advertised Items for a number of
 * days. Only books on sale are shown there, read afresh on every request, so a book that is booked,
 * sold, hidden or removed leaves the list the moment that change commits (and comes back, until its
 * time ends, should a booking of it fall through).
 */
export function createAdvertisingRepository(db: Db) {
  /** Why a change of `sellerId`'s found no listing to change: 404 when it is gone, 403 not theirs. */
  async function refusal(id: string, sellerId: string): Promise<AppError> {
    const [listing] = await db
      .select({ sellerId: listings.sellerId, status: listings.status })
      .from(listings)
      .where(eq(listings.id, id))
      .limit(1);
    if (!listing) return new AppError('PRODUCT_NOT_FOUND');
    if (listing.sellerId !== sellerId) return new AppError('FORBIDDEN');
    return new AppError(
      'NOT_ON_SALE_TO_ADVERTISE',
      `Only a listing on sale can be advertised: this one is ${listing.status}`,
    );
  }

  return {
    /**
     * Advertises `sellerId`'s listing on sale for `days` days from now, and returns until when.
     * Advertising again starts the days anew from now (it never adds up past `days`) and puts the
     * book first again. One guarded statement: a booking that takes the copy first leaves it unchanged.
     */
    async advertise(id: string, sellerId: string, days: number): Promise<Date> {
      const [row] = await db
        .update(listings)
        .set({ advertisedUntil: sql`now() + make_interval(days => ${days}::int)` })
        .where(and(eq(listings.id, id), eq(listings.sellerId, sellerId), eq(listings.status, 'available')))
        .returning({ advertisedUntil: listings.advertisedUntil });
      if (!row?.advertisedUntil) throw await refusal(id, sellerId);
      return row.advertisedUntil;
    },

    /** Stops advertising `sellerId`'s listing, whatever its state; nothing to stop is not an error. */
    async stop(id: string, sellerId: string): Promise<void> {
      const stopped = await db
        .update(listings)
        .set({ advertisedUntil: null })
        .where(and(eq(listings.id, id), eq(listings.sellerId, sellerId)))
        .returning({ id: listings.id });
      if (stopped.length === 0) throw await refusal(id, sellerId);
    },

    /**
     * The advertised books on sale, the latest promotion first (every promotion lasts the same days),
     * on the partial index products_advertised_idx: as cheap with a million books as with ten. An
     * uploaded cover comes in the smallest width, which is what a card of the home page shows: the
     * home page then needs no code to choose among widths.
     */
    async list(limit: number): Promise<AdvertisedBook[]> {
      const rows = await db
        .select({
          _id: listings.id,
          category_id: listings.categoryId,
          category_name: listings.categoryName,
          book_name: listings.bookName,
          author: listings.author,
          image_url: listings.imageUrl,
          original_price: listings.originalPrice,
          resell_price: listings.resellPrice,
          product_condition: listings.productCondition,
          location: listings.location,
          cover: sql<string | null>`${listings.photoIds}[1]`,
        })
        .from(listings)
        .where(
          and(
            eq(listings.status, 'available'),
            isNotNull(listings.advertisedUntil),
            gt(listings.advertisedUntil, sql`now()`),
          ),
        )
        .orderBy(desc(listings.advertisedUntil))
        .limit(limit);
      // A picture address stored before the rule that it names a picture is never shown on the home
      // page (one naming an event stream would hold every visitor's connections): the book is left out.
      return rows
        .filter(({ cover, image_url }) => cover !== null || isShowablePicture(image_url))
        .map(({ cover, ...book }) => ({
          ...book,
          image_url: cover === null ? book.image_url : photoUrl(cover, PHOTO_WIDTHS[0]),
        }));
    },
  };
}

export type AdvertisingRepository = ReturnType<typeof createAdvertisingRepository>;
