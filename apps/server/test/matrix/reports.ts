import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { reports } from '../../src/db/schema.js';
import { conversationAbout } from '../booking-fixtures.js';
import { bookInput } from '../test-app.js';
import type { MatrixContext, People, Row } from './types.js';

/**
 * Verified sellers (src/features/users) and reports (src/features/reports): anyone signed in reports
 * (a conversation, only its two people: src/features/reports/routes.test.ts), only admins verify and
 * work the queue. The admin here is a buyer with the admin flag.
 */
export function reportsRows({ t, newListing }: MatrixContext): Record<string, Row> {
  const admins = { anonymous: 401, buyer: 403, seller: 403, admin: 200, other: 403, both: 403 };

  /** A new listing of the other seller's: anyone in the matrix may report it, each once. */
  const othersListing = async (people: People) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/addproduct',
        as: people.otherSeller,
        payload: bookInput(),
      })
    ).json().insertedId as string;

  /** A new listing of the seller's with an open report by the buyer. */
  const reportedListing = async (people: People) => {
    const productId = await newListing(people);
    await t.request({
      method: 'POST',
      url: '/api/reports',
      as: people.buyer,
      payload: { kind: 'book', productId, reason: 'spam' },
    });
    return productId;
  };

  /** The buyer's report of the other seller, open (again) before each call. */
  const reportedPerson = async (people: People) => {
    const { buyer, otherSeller } = people;
    await t.db
      .insert(reports)
      .values({
        id: randomUUID(),
        kind: 'person',
        reporterId: buyer.id,
        subjectId: otherSeller.id,
        subjectName: otherSeller.name,
        reason: 'scam',
      })
      .onConflictDoNothing();
    await t.db
      .update(reports)
      .set({ state: 'open', resolvedBy: null, resolvedAt: null })
      .where(and(eq(reports.reporterId, buyer.id), eq(reports.subjectId, otherSeller.id)));
    return otherSeller.id;
  };

  /** A new conversation of the buyer's about a listing of the seller's, with the buyer's open report. */
  const reportedConversation = async (people: People) => {
    const { buyer, seller } = people;
    const conversationId = await conversationAbout(t, {
      buyerId: buyer.id,
      sellerId: seller.id,
      productId: await newListing(people),
    });
    await t.db.insert(reports).values({
      id: randomUUID(),
      kind: 'conversation',
      reporterId: buyer.id,
      conversationId,
      subjectId: seller.id,
      subjectName: seller.name,
      bookName: 'A Test Book',
      reason: 'scam',
    });
    return conversationId;
  };

  return {
    'POST /api/sellers/:id/verification': {
      owner: 'seller',
      expect: admins,
      request: async (people) => ({ method: 'POST', url: `/api/sellers/${people.seller.id}/verification` }),
    },
    'DELETE /api/sellers/:id/verification': {
      owner: 'seller',
      expect: admins,
      request: async (people) => ({ method: 'DELETE', url: `/api/sellers/${people.seller.id}/verification` }),
    },
    'POST /api/reports': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 201, seller: 201, admin: 201, other: 201, both: 201 },
      request: async (people) => ({
        method: 'POST',
        url: '/api/reports',
        payload: {
          kind: 'book',
          productId: await othersListing(people),
          reason: 'counterfeit',
          note: 'Matrix',
        },
      }),
    },
    'GET /api/reports': {
      owner: 'buyer',
      expect: admins,
      request: async () => ({ method: 'GET', url: '/api/reports' }),
    },
    'POST /api/reports/books/:id/remove': {
      owner: 'seller',
      expect: admins,
      request: async (people) => ({
        method: 'POST',
        url: `/api/reports/books/${await reportedListing(people)}/remove`,
      }),
    },
    'POST /api/reports/books/:id/dismiss': {
      owner: 'seller',
      expect: admins,
      request: async (people) => ({
        method: 'POST',
        url: `/api/reports/books/${await reportedListing(people)}/dismiss`,
      }),
    },
    'POST /api/reports/people/:id/dismiss': {
      owner: 'seller',
      expect: admins,
      request: async (people) => ({
        method: 'POST',
        url: `/api/reports/people/${await reportedPerson(people)}/dismiss`,
      }),
    },
    'POST /api/reports/conversations/:id/dismiss': {
      owner: 'seller',
      expect: admins,
      request: async (people) => ({
        method: 'POST',
        url: `/api/reports/conversations/${await reportedConversation(people)}/dismiss`,
      }),
    },
  };
}
