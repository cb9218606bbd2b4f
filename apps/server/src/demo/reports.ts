import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { ReportReason } from '@second-shelf/shared';
import type { Db } from '../db/client.js';
import { listings, reports, user } from '../db/schema.js';

const HOUR = 60 * 60 * 1000;

/** The demo seller an admin has verified: the blue tick on her books and profile. */
export const DEMO_VERIFIED_SELLER = 'seller@example.com';

/** The open reports of the demo, oldest first: a book reported twice for two reasons, a person once. */
export const DEMO_REPORTS: {
  reporter: string;
  book?: string;
  person?: string;
  reason: ReportReason;
  note: string | null;
  hoursAgo: number;
}[] = [
  {
    reporter: 'buyer@example.com',
    book: 'Letters to a Young Teacher',
    reason: 'counterfeit',
    note: 'The photos show a different edition from the one described.',
    hoursAgo: 30,
  },
  {
    reporter: 'buyer@example.com',
    person: 'seller2@example.com',
    reason: 'scam',
    note: 'Asked me to pay by bank transfer before we met.',
    hoursAgo: 20,
  },
  {
    reporter: 'seller@example.com',
    book: 'Letters to a Young Teacher',
    reason: 'spam',
    note: null,
    hoursAgo: 6,
  },
];

/**
 * The demo seller verified, and the admins' Reported Items queue with something in it, as VERIFY and
 * Report would have left them. Whatever it names that is not there is left out.
 */
export async function seedDemoReports(db: Db): Promise<void> {
  await db
    .update(user)
    .set({ verifiedAt: new Date(Date.now() - 48 * HOUR) })
    .where(eq(user.email, DEMO_VERIFIED_SELLER));

  const emails = [
    ...new Set(DEMO_REPORTS.flatMap(({ reporter, person }) => (person ? [reporter, person] : [reporter]))),
  ];
  const people = new Map(
    (
      await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.email, emails))
    ).map((person) => [person.email, person]),
  );
  const books = new Map(
    (
      await db
        .select({
          id: listings.id,
          bookName: listings.bookName,
          sellerId: listings.sellerId,
          sellerName: user.name,
        })
        .from(listings)
        .innerJoin(user, eq(user.id, listings.sellerId))
        .where(
          inArray(
            listings.bookName,
            DEMO_REPORTS.flatMap(({ book }) => (book ? [book] : [])),
          ),
        )
    ).map((book) => [book.bookName, book]),
  );
  for (const demo of DEMO_REPORTS) {
    const reporter = people.get(demo.reporter);
    const book = demo.book === undefined ? undefined : books.get(demo.book);
    const person = demo.person === undefined ? undefined : people.get(demo.person);
    if (!reporter || (!book && !person)) continue;
    await db.insert(reports).values({
      id: randomUUID(),
      kind: book ? 'book' : 'person',
      reporterId: reporter.id,
      productId: book?.id ?? null,
      subjectId: book ? book.sellerId : person!.id,
      subjectName: book ? book.sellerName : person!.name,
      bookName: book?.bookName ?? null,
      reason: demo.reason,
      note: demo.note,
      createdAt: new Date(Date.now() - demo.hoursAgo * HOUR),
    });
  }
}
