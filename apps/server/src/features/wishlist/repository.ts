import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import {
  COPY_ALERTS_MAX,
  sellerOnly,
  WISHLIST_MAX,
  type CopyAlert,
  type WishlistItem,
} from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { listingColumns, withoutContact, withSellerRating } from '../../db/listing-row.js';
import { copyAlerts, listings, userRatings, wishlistItems } from '../../db/schema.js';
import { ratingColumns } from '../../db/user-rating.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';

/** Who saves or watches: their own listings are never theirs to save, hidden ones only an admin's to see. */
export interface Saver {
  id: string;
  isAdmin: boolean;
}

const alertColumns = {
  _id: copyAlerts.id,
  isbn: copyAlerts.isbn,
  bookName: copyAlerts.bookName,
  author: copyAlerts.author,
  createdAt: copyAlerts.createdAt,
};

const toAlert = ({ createdAt, ...alert }: Omit<CopyAlert, 'createdAt'> & { createdAt: Date }): CopyAlert => ({
  ...alert,
  createdAt: createdAt.toISOString(),
});

/**
 * The alert a book answers to, of one person: the one by its ISBN when it has one, else the one by
 * its title and author (as POST /api/alerts makes them). Each branch walks one of the partial
 * unique indexes of copy_alerts.
 */
const alertOfBook = (userId: string) => sql<string | null>`coalesce(
  (select ${copyAlerts.id} from ${copyAlerts}
    where ${copyAlerts.userId} = ${userId} and ${copyAlerts.isbn} = ${listings.isbn}),
  (select ${copyAlerts.id} from ${copyAlerts}
    where ${listings.isbn} is null and ${copyAlerts.userId} = ${userId} and ${copyAlerts.isbn} is null
      and ${copyAlerts.titleKey} = search_fold(${listings.bookName})
      and ${copyAlerts.authorKey} = search_fold(${listings.author})))`;

/**
 * A person's wishlist (the spec's Favourites) and their "Tell me when another copy is listed"
 * alerts. Every account has them (every account buys), never of its own listings. A book is saved with the price it has then,
 * so the list can show how it changed; it leaves the list when its listing is removed. An alert is
 * the book's ISBN, or its title and author, and outlives the copy it was asked from.
 */
export function createWishlistRepository(db: Db) {
  /** The book, when it exists and the person may see it (a hidden listing: its seller and admins). */
  async function visibleBook(saver: Saver, productId: string) {
    const [book] = await db
      .select({
        sellerId: listings.sellerId,
        status: listings.status,
        resellPrice: listings.resellPrice,
        isbn: listings.isbn,
        bookName: listings.bookName,
        author: listings.author,
      })
      .from(listings)
      .where(eq(listings.id, productId))
      .limit(1);
    if (!book || (sellerOnly(book.status) && book.sellerId !== saver.id && !saver.isAdmin)) return undefined;
    return book;
  }

  /** The book a person may save or watch: 404 when they cannot see it, 409 when it is their own. */
  async function bookToSave(saver: Saver, productId: string) {
    const book = await visibleBook(saver, productId);
    if (!book) throw new AppError('PRODUCT_NOT_FOUND');
    if (book.sellerId === saver.id) throw new AppError('OWN_LISTING');
    return book;
  }

  return {
    /** A page of the person's saved books, the latest saved first, with the count of all of them. */
    async list(
      userId: string,
      page: { limit: number; before?: number },
    ): Promise<{ rows: (WishlistItem & { seq: number })[]; total: number }> {
      const mine = eq(wishlistItems.userId, userId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            ...listingColumns,
            ...ratingColumns,
            seq: wishlistItems.seq,
            savedPrice: wishlistItems.savedPrice,
            savedAt: wishlistItems.createdAt,
            alertId: alertOfBook(userId),
          })
          .from(wishlistItems)
          .innerJoin(listings, eq(listings.id, wishlistItems.productId))
          .leftJoin(userRatings, eq(userRatings.userId, listings.sellerId))
          .where(page.before === undefined ? mine : and(mine, lt(wishlistItems.seq, page.before)))
          .orderBy(desc(wishlistItems.seq))
          .limit(page.limit + 1),
        db.select({ total: count() }).from(wishlistItems).where(mine),
      ]);
      return {
        // No seller's email: the saver is never the seller (their own books are refused), and an
        // admin saving a book is a buyer here (the book's page shows it to them, contactFor).
        rows: rows.map(({ savedAt, ...row }) => ({
          ...withoutContact(withSellerRating(row)),
          // A hidden or held listing is its seller's alone: the saver keeps what they saved, not later changes.
          ...(sellerOnly(row.status) ? { resell_price: row.savedPrice, location: '' } : {}),
          savedAt: savedAt.toISOString(),
        })),
        total: totals?.total ?? 0,
      };
    },

    /** Every saved book's id, the latest first: at most WISHLIST_MAX. */
    async productIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.seq))
        .limit(WISHLIST_MAX);
      return rows.map((row) => row.productId);
    },

    /**
     * Saves a book with its price now; saving it again changes nothing (it keeps the price it was
     * saved at). The cap is checked before the insert, so two saves racing at the last free place
     * may both land: it bounds what the hearts read, it is not a rule of money.
     */
    async save(saver: Saver, productId: string): Promise<void> {
      const book = await bookToSave(saver, productId);
      const mine = eq(wishlistItems.userId, saver.id);
      const [state] = await db
        .select({
          saved: sql<number>`count(*) filter (where ${wishlistItems.productId} = ${productId})`.mapWith(
            Number,
          ),
          total: count(),
        })
        .from(wishlistItems)
        .where(mine);
      if ((state?.saved ?? 0) > 0) return;
      if ((state?.total ?? 0) >= WISHLIST_MAX) throw new AppError('WISHLIST_FULL');
      try {
        await db
          .insert(wishlistItems)
          .values({ userId: saver.id, productId, savedPrice: book.resellPrice })
          .onConflictDoNothing();
      } catch (error) {
        // The listing was removed between the reading and the writing.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new AppError('PRODUCT_NOT_FOUND');
        throw error;
      }
    },

    /**
     * Takes a book off the person's list; taking it off again answers the same. A book they cannot
     * see and had not saved is answered as if it did not exist.
     */
    async remove(saver: Saver, productId: string): Promise<void> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, saver.id), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      if (removed.length > 0) return;
      if (!(await visibleBook(saver, productId))) throw new AppError('PRODUCT_NOT_FOUND');
    },

    /**
     * "Tell me when another copy is listed" for a book: by its ISBN, or by its title and author
     * (folded as search folds them) when it has none. Asking again gives the same alert.
     */
    async createAlert(saver: Saver, productId: string): Promise<{ alert: CopyAlert; isNew: boolean }> {
      const book = await bookToSave(saver, productId);
      const same = and(
        eq(copyAlerts.userId, saver.id),
        book.isbn === null
          ? sql`${copyAlerts.isbn} is null and ${copyAlerts.titleKey} = search_fold(${book.bookName}) and ${copyAlerts.authorKey} = search_fold(${book.author})`
          : eq(copyAlerts.isbn, book.isbn),
      );
      const existing = async () => {
        const [row] = await db.select(alertColumns).from(copyAlerts).where(same).limit(1);
        return row && { alert: toAlert(row), isNew: false };
      };
      const found = await existing();
      if (found) return found;
      const [held] = await db
        .select({ total: count() })
        .from(copyAlerts)
        .where(eq(copyAlerts.userId, saver.id));
      if ((held?.total ?? 0) >= COPY_ALERTS_MAX) throw new AppError('ALERTS_FULL');
      // Of two identical requests racing, one of the unique indexes lets one insert; the other
      // inserts nothing and reads the alert the first one made.
      const [created] = await db
        .insert(copyAlerts)
        .values({
          id: randomUUID(),
          userId: saver.id,
          isbn: book.isbn,
          titleKey: sql`search_fold(${book.bookName})`,
          authorKey: sql`search_fold(${book.author})`,
          bookName: book.bookName,
          author: book.author,
        })
        .onConflictDoNothing()
        .returning(alertColumns);
      if (created) return { alert: toAlert(created), isNew: true };
      const raced = await existing();
      if (!raced) throw new Error('an alert that conflicted on insert is not there');
      return raced;
    },

    /**
     * The person's alerts, the latest first (at most COPY_ALERTS_MAX). One branch per partial
     * index of copy_alerts: by ISBN, and by title and author.
     */
    async alerts(userId: string): Promise<CopyAlert[]> {
      const mine = (byIsbn: boolean) =>
        db
          .select(alertColumns)
          .from(copyAlerts)
          .where(
            and(
              eq(copyAlerts.userId, userId),
              byIsbn ? sql`${copyAlerts.isbn} is not null` : sql`${copyAlerts.isbn} is null`,
            ),
          );
      const rows = await mine(true)
        .unionAll(mine(false))
        .orderBy(sql`${sql.identifier('created_at')} desc, ${sql.identifier('id')} desc`)
        .limit(COPY_ALERTS_MAX);
      return rows.map(toAlert);
    },

    /** Stops one of the person's alerts; another person's is answered as if it did not exist. */
    async deleteAlert(userId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(copyAlerts)
        .where(and(eq(copyAlerts.id, id), eq(copyAlerts.userId, userId)))
        .returning({ id: copyAlerts.id });
      if (deleted.length === 0) throw new AppError('ALERT_NOT_FOUND');
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
