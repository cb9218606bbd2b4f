import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { copyAlerts, notifications, listings, user, wishlistItems } from '../db/schema.js';

const HOUR = 60 * 60 * 1000;

/**
 * What the demo buyer saved, oldest first, with the price each had then: a book sold since (to
 * another buyer), one still on sale, and one whose seller has cut its price since.
 */
export const DEMO_SAVED: { bookName: string; savedPrice: number; hoursAgo: number }[] = [
  { bookName: 'The Paper Knight', savedPrice: 5, hoursAgo: 9 * 24 },
  { bookName: 'The Salt Road', savedPrice: 11, hoursAgo: 6 * 24 },
  { bookName: 'The Quiet Orchard', savedPrice: 11, hoursAgo: 3 * 24 },
];
/** The saved book whose price came down after it was saved: the buyer was told. */
const CUT = { bookName: 'The Quiet Orchard', hoursAgo: 20 };
/** "Tell me when another copy is listed", asked of the sold book (by its ISBN, or its title and author). */
const WATCHED = 'The Paper Knight';

/**
 * The demo buyer's wishlist (/mywishlist), their price cut notification in the bell (unread), and
 * their alert for another copy of a book sold to someone else, as the app would have left them.
 */
export async function seedDemoWishlist(db: Db, buyerEmail = 'buyer@example.com'): Promise<void> {
  const [buyer] = await db.select({ id: user.id }).from(user).where(eq(user.email, buyerEmail));
  if (!buyer) return;
  const books = await db
    .select({
      id: listings.id,
      bookName: listings.bookName,
      author: listings.author,
      isbn: listings.isbn,
      price: listings.resellPrice,
    })
    .from(listings)
    .where(
      inArray(
        listings.bookName,
        DEMO_SAVED.map((saved) => saved.bookName),
      ),
    );
  const byName = new Map(books.map((book) => [book.bookName, book]));
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  for (const saved of DEMO_SAVED) {
    const book = byName.get(saved.bookName);
    if (!book) continue;
    await db.insert(wishlistItems).values({
      userId: buyer.id,
      productId: book.id,
      savedPrice: saved.savedPrice,
      createdAt: at(saved.hoursAgo),
    });
  }
  const cut = byName.get(CUT.bookName);
  if (cut) {
    await db.insert(notifications).values({
      id: randomUUID(),
      userId: buyer.id,
      productId: cut.id,
      kind: 'price_cut',
      bookName: cut.bookName,
      price: cut.price,
      actorName: null,
      createdAt: at(CUT.hoursAgo),
    });
  }
  const watched = byName.get(WATCHED);
  if (watched) {
    await db.insert(copyAlerts).values({
      id: randomUUID(),
      userId: buyer.id,
      isbn: watched.isbn,
      titleKey: sql`search_fold(${watched.bookName})`,
      authorKey: sql`search_fold(${watched.author})`,
      bookName: watched.bookName,
      author: watched.author,
      createdAt: at(5 * 24 - 1),
    });
  }
}
