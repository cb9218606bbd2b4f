import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { listingDrafts, user } from '../db/schema.js';

/** Books the demo seller scanned to list later: My Products shows them under Drafts. */
const DEMO_DRAFTS = [
  { isbn: '9780140449136', bookName: 'The Odyssey', author: 'Homer', publisher: 'Penguin Classics' },
  { isbn: '9780262033848', bookName: 'Introduction to Algorithms', author: 'Thomas H. Cormen' },
];

export async function seedDemoDrafts(db: Db): Promise<void> {
  const [seller] = await db.select({ id: user.id }).from(user).where(eq(user.email, 'seller@example.com'));
  if (!seller) return;
  await db
    .insert(listingDrafts)
    .values(DEMO_DRAFTS.map((draft) => ({ id: randomUUID(), sellerId: seller.id, ...draft })));
}
