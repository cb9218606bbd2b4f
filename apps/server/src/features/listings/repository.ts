import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import {
  MORE_FROM_SELLER_MAX,
  photoUrl,
  sellerOnly,
  type MyListing,
  type ListingDetail,
} from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { bookings, categories, listings, user, userRatings } from '../../db/schema.js';
import { listingColumns, withSellerRating } from '../../db/listing-row.js';
import { ratingColumns } from '../../db/user-rating.js';
import { AppError } from '../../lib/errors.js';
import { cancelOpenBookingOfCopy, type Party } from '../bookings/lifecycle.js';
import { recordBookNotifications } from '../notifications/record.js';
import { attachPhotos, releasePhotos } from '../photos/repository.js';
import { closeOpenReports } from '../reports/repository.js';
import { DELETION_LOCK } from '../users/repository.js';
import { notifyCopyListed, notifyPriceCut } from '../wishlist/watchers.js';

/** The book's own data, as a listing is made and changed. */
export interface BookData {
  bookName: string;
  author: string;
  isbn: string | null;
  description: string;
  format: 'paperback' | 'hardcover' | 'other';
  language: string;
  originalPrice: number;
  resellPrice: number;
  used: number;
  location: string;
  productCondition: 'excellent' | 'good' | 'fair';
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
}

/** A seller's change: the fields given, and `photoIds` replacing the photos when given. */
export type ListingChange = Partial<BookData> & { photoIds?: string[]; imageUrl?: string };

/** What a change did: the photos it deleted, whose files go once it is committed. */
export interface ChangeOutcome {
  deletedPhotos: string[];
}

/**
 * A listing's seller may change it while it is on sale, hidden or held: never while booked, nor once
 * sold.
 */
const CHANGEABLE = ['available', 'hidden', 'held'] as const;

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

/** The picture a listing shows: its first photo, or the address given. */
function pictureOf(photoIds: string[], imageUrl: string | undefined): string {
  const cover = photoIds[0];
  if (cover !== undefined) return photoUrl(cover);
  if (imageUrl === undefined) throw new Error('a listing needs a photo or an image url');
  return imageUrl;
}

/** The people waiting for another copy of a book hear of it once it is on sale. */
function tellWatchers(
  tx: Db,
  listing: { id: string; sellerId: string; isbn: string | null; bookName: string; author: string },
) {
  return notifyCopyListed(tx, {
    productId: listing.id,
    sellerId: listing.sellerId,
    isbn: listing.isbn,
    bookName: listing.bookName,
    author: listing.author,
  });
}

/**
 * Puts on sale the listings held for their seller's email, in the transaction that confirms it
 * (after its update of the seller's row, which a listing being made waits for: see `create`).
 */
export async function releaseHeldListings(tx: Db, sellerId: string): Promise<number> {
  const released = await tx
    .update(listings)
    .set({ status: 'available' })
    .where(and(eq(listings.sellerId, sellerId), eq(listings.status, 'held')))
    .returning({
      id: listings.id,
      sellerId: listings.sellerId,
      isbn: listings.isbn,
      bookName: listings.bookName,
      author: listings.author,
    });
  for (const listing of released) await tellWatchers(tx, listing);
  return released.length;
}

/** Whether the seller's email is confirmed, their row share-locked until the caller's transaction ends. */
async function emailConfirmed(tx: Db, sellerId: string): Promise<boolean> {
  const [seller] = await tx
    .select({ verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, sellerId))
    .for('share');
  return seller?.verified ?? false;
}

export function createListingsRepository(db: Db) {
  return {
    /**
     * Inserts a listing with its photos; the category name is the category's own, so the two never
     * disagree. The people waiting for another copy of the book are told once it is on sale. Held
     * when asked and the seller's email is not confirmed, read under a share lock of their row: a
     * confirmation committing meanwhile either comes first (the listing goes on sale) or waits for
     * this one (and releases it). Null when there is no such category.
     */
    async create(input: NewListing): Promise<string | null> {
      const [category] = await db
        .select({ name: categories.categoryName })
        .from(categories)
        .where(eq(categories.categoryId, input.categoryId))
        .limit(1);
      if (!category) return null;
      const id = randomUUID();
      const { photoIds, imageUrl, holdUntilEmailConfirmed, ...listing } = input;
      await db.transaction(async (tx) => {
        const held = holdUntilEmailConfirmed && !(await emailConfirmed(tx as unknown as Db, input.sellerId));
        await tx.insert(listings).values({
          id,
          ...listing,
          status: held ? 'held' : 'available',
          photoIds,
          imageUrl: pictureOf(photoIds, imageUrl),
          categoryName: category.name,
        });
        await attachPhotos(tx as unknown as Db, { productId: id, ownerId: input.sellerId, ids: photoIds });
        if (!held) await tellWatchers(tx as unknown as Db, { id, ...input });
      });
      return id;
    },

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
            photoIds: listings.photoIds,
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
      const { photoIds, seq: _seq, ...book } = withSellerRating(row);
      return {
        ...book,
        photos: photoIds.map((photoId) => photoUrl(photoId)),
        more_from_seller: others.map((other) => {
          const { seq: _otherSeq, ...rest } = withSellerRating(other);
          return rest;
        }),
      };
    },

    /** A book for `viewer`'s eyes: a hidden or held listing only for its seller and admins; else undefined. */
    async visibleDetail(
      id: string,
      viewer: { id: string; isAdmin: boolean },
    ): Promise<ListingDetail | undefined> {
      const book = await this.detail(id);
      const visible = book && (!sellerOnly(book.status) || book.seller_id === viewer.id || viewer.isAdmin);
      return visible ? book : undefined;
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
     * Changes a listing of `sellerId`'s, in one transaction: refused (LISTING_LOCKED) while a booking
     * of it is open or once sold, checked under the row's lock, so a booking cannot slip in between.
     * A lower price tells everyone who saved the book.
     */
    async change(id: string, sellerId: string, change: ListingChange): Promise<ChangeOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            sellerId: listings.sellerId,
            status: listings.status,
            photoIds: listings.photoIds,
            resellPrice: listings.resellPrice,
            bookName: listings.bookName,
          })
          .from(listings)
          .where(eq(listings.id, id))
          .for('update');
        if (!current) throw new AppError('PRODUCT_NOT_FOUND');
        if (current.sellerId !== sellerId) throw new AppError('FORBIDDEN');
        if (!(CHANGEABLE as readonly string[]).includes(current.status)) throw new AppError('LISTING_LOCKED');
        const { photoIds, imageUrl, ...fields } = change;
        let deletedPhotos: string[] = [];
        let picture: { photoIds: string[]; imageUrl: string } | undefined;
        if (photoIds !== undefined) {
          await attachPhotos(tx as unknown as Db, { productId: id, ownerId: sellerId, ids: photoIds });
          deletedPhotos = await releasePhotos(tx as unknown as Db, id, photoIds);
          picture = { photoIds, imageUrl: pictureOf(photoIds, imageUrl) };
        } else if (imageUrl !== undefined) {
          // A listing with photos shows its cover: a picture by address replaces them only when
          // the photos are taken off too (photo_ids: []).
          if (current.photoIds.length > 0) throw new AppError('IMAGE_URL_WITH_PHOTOS');
          picture = { photoIds: [], imageUrl };
        }
        await tx
          .update(listings)
          .set({ ...fields, ...picture })
          .where(eq(listings.id, id));
        // Only a listing on sale tells of its cut: the people who saved it could not open a hidden one.
        const { resellPrice } = fields;
        if (
          resellPrice !== undefined &&
          resellPrice < current.resellPrice &&
          current.status === 'available'
        ) {
          await notifyPriceCut(tx as unknown as Db, {
            productId: id,
            sellerId,
            bookName: fields.bookName ?? current.bookName,
            price: resellPrice,
          });
        }
        return { deletedPhotos };
      });
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

    /**
     * Removes a listing with its photos (a cover a booking still shows stays for it), by its seller or
     * an admin (`remover`), with all that goes with it: an open booking of it is cancelled and its
     * parties told, its open reports are resolved, and the seller is told when an admin removed it. A
     * booking of it keeps its snapshot (product id set to null).
     */
    async delete(
      id: string,
      remover: Party,
    ): Promise<{ deletedCount: number; deletedPhotos: string[]; reportsResolved: number }> {
      return db.transaction(async (tx) => {
        // As an account deletion does: the deletions' lock, then the seller's row for update. Every
        // booking and every change of one takes its parties' rows (key share) before anything else,
        // so none of the copy's can be made or changed between the cancellation and the deletion.
        await tx.execute(sql`select pg_advisory_xact_lock(${DELETION_LOCK}::bigint)`);
        const [listing] = await tx
          .select({ sellerId: listings.sellerId, bookName: listings.bookName })
          .from(listings)
          .where(eq(listings.id, id))
          .limit(1);
        if (!listing) return { deletedCount: 0, deletedPhotos: [], reportsResolved: 0 };
        await tx.select({ id: user.id }).from(user).where(eq(user.id, listing.sellerId)).for('update');
        await cancelOpenBookingOfCopy(tx as unknown as Db, id, remover);
        const reportsResolved = await closeOpenReports(
          tx as unknown as Db,
          { productId: id },
          'resolved',
          remover.id,
        );
        // Told before the row goes: the notification keeps the book's name once its product id is null.
        if (remover.id !== listing.sellerId) {
          await recordBookNotifications(tx as unknown as Db, [
            { userId: listing.sellerId, productId: id, kind: 'listing_removed', bookName: listing.bookName },
          ]);
        }
        const deletedPhotos = await releasePhotos(tx as unknown as Db, id);
        const deleted = await tx.delete(listings).where(eq(listings.id, id)).returning({ id: listings.id });
        return { deletedCount: deleted.length, deletedPhotos, reportsResolved };
      });
    },
  };
}
export type ListingsRepository = ReturnType<typeof createListingsRepository>;
