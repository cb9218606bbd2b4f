import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { copyAlerts, notifications, wishlistItems } from '../db/schema.js';
import { gatherBookNotifications } from '../db/notices.js';

// Called when a listing goes on sale or its price comes down, inside that change's own
// transaction: the people watching the book hear of it exactly when it happens.

/**
 * A new listing: everyone whose alert it answers is told, its seller never. An alert by ISBN answers
 * a copy with that ISBN; an alert by title and author (asked from a copy that had no ISBN) answers
 * any copy with the same title and author, with an ISBN or without. A person with both kinds of
 * alert for this copy is told once, under the ISBN's; an alert's copies within a day are one
 * notification, counting them (record.ts).
 */
export async function notifyCopyListed(
  db: Db,
  book: { productId: string; sellerId: string; isbn: string | null; bookName: string; author: string },
): Promise<void> {
  const byTitle = db
    .select({ userId: copyAlerts.userId, alertId: copyAlerts.id, byIsbn: sql<boolean>`false` })
    .from(copyAlerts)
    .where(
      and(
        sql`${copyAlerts.isbn} is null`,
        sql`${copyAlerts.titleKey} = search_fold(${book.bookName})`,
        sql`${copyAlerts.authorKey} = search_fold(${book.author})`,
        ne(copyAlerts.userId, book.sellerId),
      ),
    );
  const alerts =
    book.isbn === null
      ? await byTitle
      : await byTitle.unionAll(
          db
            .select({ userId: copyAlerts.userId, alertId: copyAlerts.id, byIsbn: sql<boolean>`true` })
            .from(copyAlerts)
            .where(and(eq(copyAlerts.isbn, book.isbn), ne(copyAlerts.userId, book.sellerId))),
        );
  const alertOf = new Map<string, string>();
  for (const { userId, alertId, byIsbn } of alerts) {
    if (byIsbn || !alertOf.has(userId)) alertOf.set(userId, alertId);
  }
  await gatherBookNotifications(
    db,
    [...alertOf].map(([userId, alertId]) => ({
      userId,
      productId: book.productId,
      kind: 'copy_listed' as const,
      bookName: book.bookName,
      gatherKey: `copy_listed:${alertId}`,
    })),
  );
}

/**
 * A listing's price came down: everyone who saved it is told the new price, unless they were already
 * told of one as low (a seller raising and cutting again tells nobody twice). A book's cuts within a
 * day are one notification, with the latest price (record.ts).
 */
export async function notifyPriceCut(
  db: Db,
  book: { productId: string; sellerId: string; bookName: string; price: number },
): Promise<void> {
  const savers = await db
    .select({ userId: wishlistItems.userId })
    .from(wishlistItems)
    .where(
      and(
        eq(wishlistItems.productId, book.productId),
        ne(wishlistItems.userId, book.sellerId),
        sql`not exists (
          select 1 from ${notifications}
          where ${notifications.userId} = ${wishlistItems.userId} and ${notifications.productId} = ${book.productId}
            and ${notifications.kind} = 'price_cut' and ${notifications.price} <= ${book.price}
        )`,
      ),
    );
  await gatherBookNotifications(
    db,
    savers.map(({ userId }) => ({
      userId,
      productId: book.productId,
      kind: 'price_cut' as const,
      bookName: book.bookName,
      price: book.price,
      gatherKey: `price_cut:${book.productId}`,
    })),
  );
}

/** The people waiting for another copy of a book hear of it once this one is on sale. */
export function tellWatchers(
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
