import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { conversations, listings, messages, notifications, user } from '../db/schema.js';

/** A question asked before booking: the demo buyer asks about a copy, its seller has answered. */
const DEMO_QUESTION = {
  book: 'The Salt Road',
  buyer: 'buyer@example.com',
  messages: [
    ['buyer', 5, 'Hello! Is there any highlighting or notes in the margins? Which printing is it?'],
    ['seller', 4, 'None at all, the pages are clean and the spine is unbroken. It is the second printing.'],
  ] as ['buyer' | 'seller', number, string][],
};

const HOUR = 60 * 60 * 1000;

/** Writes the question as Message seller would have: the conversation, its messages, the buyer's notice. */
export async function seedDemoQuestion(db: Db): Promise<void> {
  const [book] = await db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      bookName: listings.bookName,
      imageUrl: listings.imageUrl,
    })
    .from(listings)
    .where(eq(listings.bookName, DEMO_QUESTION.book))
    .limit(1);
  const [buyer] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(eq(user.email, DEMO_QUESTION.buyer));
  if (!book || !buyer) return;
  const [seller] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(eq(user.id, book.sellerId));
  if (!seller) return;
  const party = { buyer, seller };
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  const id = randomUUID();
  await db.insert(conversations).values({
    id,
    listingId: book.id,
    buyerId: buyer.id,
    sellerId: seller.id,
    bookName: book.bookName,
    imageUrl: book.imageUrl,
    buyerUnread: true,
    createdAt: at(DEMO_QUESTION.messages[0]![1]),
  });
  for (const [from, hoursAgo, body] of DEMO_QUESTION.messages) {
    await db.insert(messages).values({
      id: randomUUID(),
      conversationId: id,
      senderId: party[from].id,
      senderName: party[from].name,
      body,
      createdAt: at(hoursAgo),
    });
  }
  const [, hoursAgo] = DEMO_QUESTION.messages.at(-1)!;
  await db.insert(notifications).values({
    id: randomUUID(),
    userId: buyer.id,
    conversationId: id,
    kind: 'message',
    actorName: seller.name,
    bookName: book.bookName,
    createdAt: at(hoursAgo),
  });
}
