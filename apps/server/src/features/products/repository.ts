import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { photoUrl, type MyProduct, type ProductDetail } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { bookings, categories, products, userRatings } from '../../db/schema.js';
import { productColumns, withSellerRating } from '../../db/product-row.js';
import { ratingColumns } from '../../db/user-rating.js';
import { AppError } from '../../lib/errors.js';
import { attachPhotos, releasePhotos } from '../photos/repository.js';

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

export interface NewProduct extends BookData {
  sellerId: string;
  sellerName: string;
  sellerEmail: string;
  categoryId: string;
  /** Uploaded photos, the cover first; none for a picture by address. */
  photoIds: string[];
  /** The picture's address when there are no photos (the cover's otherwise). */
  imageUrl: string | undefined;
  postedTime: string;
}

/** A seller's change: the fields given, and `photoIds` replacing the photos when given. */
export type ProductChange = Partial<BookData> & { photoIds?: string[]; imageUrl?: string };

/** What a change did: the photos it deleted, whose files go once it is committed. */
export interface ChangeOutcome {
  deletedPhotos: string[];
}

/** A listing's seller may change it while it is on sale or hidden: never while booked, nor once sold. */
const CHANGEABLE = ['available', 'hidden'] as const;

/**
 * The booking a listing is in, for My Products' link to it: its open booking while booked, its sale
 * once sold (the latest, should a sold copy ever have been booked again), none while on sale.
 */
const bookingOfCopy = sql<
  string | null
>`case when ${products.status} in ('available', 'hidden') then null else (
  select ${bookings.id} from ${bookings}
  where ${bookings.productId} = ${products.id} and ${bookings.state} in ('requested', 'accepted', 'completed')
  order by ${bookings.seq} desc limit 1) end`;

/** The picture a listing shows: its first photo, or the address given. */
function pictureOf(photoIds: string[], imageUrl: string | undefined): string {
  const cover = photoIds[0];
  if (cover !== undefined) return photoUrl(cover);
  if (imageUrl === undefined) throw new Error('a listing needs a photo or an image url');
  return imageUrl;
}

export function createProductsRepository(db: Db) {
  return {
    /**
     * Inserts a listing with its photos; the category name is the category's own, so the two never
     * disagree. Null when there is no such category.
     */
    async create(input: NewProduct): Promise<string | null> {
      const [category] = await db
        .select({ name: categories.categoryName })
        .from(categories)
        .where(eq(categories.categoryId, input.categoryId))
        .limit(1);
      if (!category) return null;
      const id = randomUUID();
      const { photoIds, imageUrl, ...listing } = input;
      await db.transaction(async (tx) => {
        await tx.insert(products).values({
          id,
          ...listing,
          photoIds,
          imageUrl: pictureOf(photoIds, imageUrl),
          categoryName: category.name,
        });
        await attachPhotos(tx as unknown as Db, { productId: id, ownerId: input.sellerId, ids: photoIds });
      });
      return id;
    },

    async listBySeller(
      sellerId: string,
      page: { limit: number; before?: number },
    ): Promise<{ rows: (MyProduct & { seq: number })[]; total: number }> {
      const mine = eq(products.sellerId, sellerId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ ...productColumns, ...ratingColumns, bookingId: bookingOfCopy })
          .from(products)
          .leftJoin(userRatings, eq(userRatings.userId, products.sellerId))
          .where(page.before === undefined ? mine : and(mine, lt(products.seq, page.before)))
          .orderBy(desc(products.seq))
          .limit(page.limit + 1),
        db.select({ total: count() }).from(products).where(mine),
      ]);
      return { rows: rows.map(withSellerRating), total: totals?.total ?? 0 };
    },

    /** One book with its description and photos, or undefined. */
    async detail(id: string): Promise<ProductDetail | undefined> {
      const [row] = await db
        .select({
          ...productColumns,
          ...ratingColumns,
          description: products.description,
          photoIds: products.photoIds,
        })
        .from(products)
        .leftJoin(userRatings, eq(userRatings.userId, products.sellerId))
        .where(eq(products.id, id))
        .limit(1);
      if (!row) return undefined;
      const { photoIds, seq: _seq, ...book } = withSellerRating(row);
      return { ...book, photos: photoIds.map((photoId) => photoUrl(photoId)) };
    },

    async findOwner(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sellerId: products.sellerId })
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      return row?.sellerId;
    },

    /**
     * Changes a listing of `sellerId`'s, in one transaction: refused (LISTING_LOCKED) while a booking
     * of it is open or once sold, checked under the row's lock, so a booking cannot slip in between.
     */
    async change(id: string, sellerId: string, change: ProductChange): Promise<ChangeOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ sellerId: products.sellerId, status: products.status, photoIds: products.photoIds })
          .from(products)
          .where(eq(products.id, id))
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
          .update(products)
          .set({ ...fields, ...picture })
          .where(eq(products.id, id));
        return { deletedPhotos };
      });
    },

    /** Hides a listing on sale, or puts a hidden one back on sale; false when it is in neither state. */
    async setHidden(id: string, sellerId: string, hidden: boolean): Promise<boolean> {
      const changed = await db
        .update(products)
        .set({ status: hidden ? 'hidden' : 'available' })
        .where(
          and(
            eq(products.id, id),
            eq(products.sellerId, sellerId),
            inArray(products.status, hidden ? ['available', 'hidden'] : ['hidden', 'available']),
          ),
        )
        .returning({ id: products.id });
      return changed.length > 0;
    },

    /**
     * Removes a listing with its photos (a cover a booking still shows stays for it); a booking of it
     * keeps its snapshot (product id set to null).
     */
    async delete(id: string): Promise<{ deletedCount: number; deletedPhotos: string[] }> {
      return db.transaction(async (tx) => {
        const deletedPhotos = await releasePhotos(tx as unknown as Db, id);
        const deleted = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
        return { deletedCount: deleted.length, deletedPhotos };
      });
    },
  };
}
