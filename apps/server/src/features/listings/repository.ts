import { and, count, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import {
  type ConditionNote,
  MORE_FROM_SELLER_MAX,
  photoUrl,
  sellerOnly,
  type ListingDetail,
  type MyListing,
} from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { contactFor, listingColumns, withSellerRating } from '../../db/listing-row.js';
import { bookings, listings, userRatings } from '../../db/schema.js';
import { ratingColumns } from '../../db/user-rating.js';

/** The book's own data, as a listing is made and changed. */
export interface BookData {
  bookName: string;
  author: string;
  isbn: string | null;
  description: string;
  format: 'paperback' | 'hardcover' | 'other';
  language: string;
  publisher: string;
  publishedYear: number | null;
  originalPrice: number;
  resellPrice: number;
  used: number;
  location: string;
  productCondition: 'excellent' | 'good' | 'fair';
  conditionNotes: ConditionNote[];
}

export interface NewListing extends BookData {
  sellerId: string;
  sellerName: string;
  sellerEmail: string;
  categoryId: string;
  /** Uploaded photos, the cover first; none for a picture by address. */
  photoIds: string[];
  /** The picture's address when there are no photos (the cover's otherwise). */
  imageUrl: string | undefined;
  postedTime: string;
  /**
   * Whether a seller whose email is not confirmed yet lists it 'held' (when the server sends mail):
   * on sale only once they open the link (`releaseHeldListings`).
   */
  holdUntilEmailConfirmed: boolean;
  /** The seller's draft this listing finishes, removed with it (none: 404, nothing listed). */
  draftId?: string | undefined;
}

/** A seller's change: the fields given, and `photoIds` replacing the photos when given. */
export type ListingChange = Partial<BookData> & { photoIds?: string[]; imageUrl?: string };

/** What a change did: the photos it deleted, whose files go once it is committed. */
export interface ChangeOutcome {
  deletedPhotos: string[];
}

/**
 * The booking a listing is in, for My Products' link to it: its open booking while booked, its sale
 * once sold (the latest, should a sold copy ever have been booked again), none while on sale.
 */
const bookingOfCopy = sql<
  string | null
>`case when ${listings.status} in ('available', 'hidden', 'held') then null else (
  select ${bookings.id} from ${bookings}
  where ${bookings.productId} = ${listings.id} and ${bookings.state} in ('requested', 'accepted', 'completed')
  order by ${bookings.seq} desc limit 1) end`;

export function createListingsRepository(db: Db) {
  /** A buyer's open booking of a copy, if any (on bookings_product_idx). */
  async function openBookingOf(productId: string, buyerId: string): Promise<ListingDetail['viewer_booking']> {
    const [row] = await db
      .select({ _id: bookings.id, state: bookings.state })
      .from(bookings)
      .where(
        and(
          eq(bookings.productId, productId),
          eq(bookings.buyerId, buyerId),
          inArray(bookings.state, ['requested', 'accepted']),
          // Past its time, it is over, whether or not the sweep came by yet.
          gt(bookings.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row && (row.state === 'requested' || row.state === 'accepted')
      ? { _id: row._id, state: row.state }
      : null;
  }

  return {
    async listBySeller(
      sellerId: string,
      page: { limit: number; before?: number },
    ): Promise<{ rows: (MyListing & { seq: number })[]; total: number }> {
      const mine = eq(listings.sellerId, sellerId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            ...listingColumns,
            ...ratingColumns,
            bookingId: bookingOfCopy,
            // Only while it lasts: My Products shows it without trusting the browser's clock.
            advertisedUntil:
              sql<Date | null>`case when ${listings.advertisedUntil} > now() then ${listings.advertisedUntil} end`.mapWith(
                listings.advertisedUntil,
              ),
          })
          .from(listings)
          .leftJoin(userRatings, eq(userRatings.userId, listings.sellerId))
          .where(page.before === undefined ? mine : and(mine, lt(listings.seq, page.before)))
          .orderBy(desc(listings.seq))
          .limit(page.limit + 1),
        db.select({ total: count() }).from(listings).where(mine),
      ]);
      return {
        rows: rows.map(({ advertisedUntil, ...row }) => ({
          ...withSellerRating(row),
          advertised_until: advertisedUntil?.toISOString() ?? null,
        })),
        total: totals?.total ?? 0,
      };
    },

    /**
     * One book with its description and photos, and its seller's other books on sale, newest first:
     * two statements side by side (the second finds the seller by the book's id), or undefined.
     */
    async detail(id: string): Promise<ListingDetail | undefined> {
      const [[row], others] = await Promise.all([
        db
          .select({
            ...listingColumns,
            ...ratingColumns,
            description: listings.description,
            publisher: listings.publisher,
            published_year: listings.publishedYear,
            photoIds: listings.photoIds,
            soldAt: sql<Date | string | null>`(select ${bookings.stateChangedAt} from ${bookings}
              where ${bookings.productId} = ${listings.id} and ${bookings.state} = 'completed'
              order by ${bookings.stateChangedAt} desc limit 1)`,
          })
          .from(listings)
          .leftJoin(userRatings, eq(userRatings.userId, listings.sellerId))
          .where(eq(listings.id, id))
          .limit(1),
        // On products_seller_seq_idx: a seller's listings, newest first.
        db
          .select({ ...listingColumns, ...ratingColumns })
          .from(listings)
          .leftJoin(userRatings, eq(userRatings.userId, listings.sellerId))
          .where(
            and(
              eq(listings.sellerId, sql`(select p.seller_id from ${listings} p where p.id = ${id})`),
              eq(listings.status, 'available'),
              ne(listings.id, id),
            ),
          )
          .orderBy(desc(listings.seq))
          .limit(MORE_FROM_SELLER_MAX),
      ]);
      if (!row) return undefined;
      const { photoIds, soldAt, seq: _seq, ...book } = withSellerRating(row);
      return {
        ...book,
        photos: photoIds.map((photoId) => photoUrl(photoId)),
        sold_at: book.status === 'sold' && soldAt !== null ? new Date(soldAt).toISOString() : null,
        viewer_booking: null,
        more_from_seller: others.map((other) => {
          const { seq: _otherSeq, ...rest } = withSellerRating(other);
          return rest;
        }),
      };
    },

    /**
     * A book for `viewer`'s eyes: a hidden or held listing only for its seller and admins; else
     * undefined. Only its seller and admins see the seller's email (contactFor).
     */
    async visibleDetail(
      id: string,
      viewer: { id: string; isAdmin: boolean } | null,
    ): Promise<ListingDetail | undefined> {
      const book = await this.detail(id);
      if (!book) return undefined;
      const visible =
        !sellerOnly(book.status) || (viewer !== null && (book.seller_id === viewer.id || viewer.isAdmin));
      if (!visible) return undefined;
      const contact = contactFor(viewer);
      return {
        ...contact(book),
        more_from_seller: book.more_from_seller.map(contact),
        viewer_booking: viewer && book.status === 'booked' ? await openBookingOf(id, viewer.id) : null,
      };
    },

    async findOwner(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sellerId: listings.sellerId })
        .from(listings)
        .where(eq(listings.id, id))
        .limit(1);
      return row?.sellerId;
    },

    /**
     * Hides a listing on sale, or puts a hidden one back on sale: 'locked' when it is in neither
     * state, 'held' while it waits for the seller's email.
     */
    async setHidden(id: string, sellerId: string, hidden: boolean): Promise<'changed' | 'locked' | 'held'> {
      const changed = await db
        .update(listings)
        .set({ status: hidden ? 'hidden' : 'available' })
        .where(
          and(
            eq(listings.id, id),
            eq(listings.sellerId, sellerId),
            inArray(listings.status, hidden ? ['available', 'hidden'] : ['hidden', 'available']),
          ),
        )
        .returning({ id: listings.id });
      if (changed.length > 0) return 'changed';
      const [listing] = await db
        .select({ status: listings.status })
        .from(listings)
        .where(eq(listings.id, id))
        .limit(1);
      return listing?.status === 'held' ? 'held' : 'locked';
    },
  };
}
export type ListingsRepository = ReturnType<typeof createListingsRepository>;
