import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgedSchema,
  DRAFTS_MAX,
  draftSchema,
  idParamsSchema,
  newDraftSchema,
  pageQuerySchema,
  type Draft,
} from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import { listingDrafts } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { sendPage } from '../../lib/pagination.js';
import { LIMITS } from '../../lib/rate-limit.js';

type NewDraft = z.output<typeof newDraftSchema>;

const draftColumns = {
  _id: listingDrafts.id,
  seq: listingDrafts.seq,
  isbn: listingDrafts.isbn,
  book_name: listingDrafts.bookName,
  author: listingDrafts.author,
  publisher: listingDrafts.publisher,
  published_year: listingDrafts.publishedYear,
  format: listingDrafts.format,
  language: listingDrafts.language,
  createdAt: listingDrafts.createdAt,
};

const asDraft = ({ createdAt, ...row }: { createdAt: Date } & Omit<Draft, 'createdAt'>) => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/**
 * A seller's Drafts: books scanned (or typed) by their ISBN to list later, one per book. Only their
 * seller reads them; listing one (POST /api/addproduct with its draft_id) removes it.
 */
export function createDraftsRepository(db: Db) {
  return {
    /** The seller's drafts, newest first, paginated. */
    async list(sellerId: string, page: { limit: number; before?: number }) {
      const mine = eq(listingDrafts.sellerId, sellerId);
      const [rows, [totals]] = await Promise.all([
        db
          .select(draftColumns)
          .from(listingDrafts)
          .where(page.before === undefined ? mine : and(mine, lt(listingDrafts.seq, page.before)))
          .orderBy(desc(listingDrafts.seq))
          .limit(page.limit + 1),
        db.select({ total: count() }).from(listingDrafts).where(mine),
      ]);
      return { rows: rows.map((row) => ({ ...asDraft(row), seq: row.seq })), total: totals?.total ?? 0 };
    },

    /**
     * Keeps the book as a draft; the same book again (a barcode scanned twice) answers the draft
     * already kept, unchanged. 409 once the seller keeps DRAFTS_MAX.
     */
    async add(sellerId: string, draft: NewDraft, again = true): Promise<{ draft: Draft; isNew: boolean }> {
      const same = and(eq(listingDrafts.sellerId, sellerId), eq(listingDrafts.isbn, draft.isbn));
      const kept = async () => {
        const [row] = await db.select(draftColumns).from(listingDrafts).where(same).limit(1);
        return row && asDraft(row);
      };
      const already = await kept();
      if (already) return { draft: already, isNew: false };
      const [total] = await db
        .select({ n: count() })
        .from(listingDrafts)
        .where(eq(listingDrafts.sellerId, sellerId));
      if ((total?.n ?? 0) >= DRAFTS_MAX) throw new AppError('DRAFTS_FULL');
      const [row] = await db
        .insert(listingDrafts)
        .values({
          id: randomUUID(),
          sellerId,
          isbn: draft.isbn,
          bookName: draft.book_name,
          author: draft.author,
          publisher: draft.publisher,
          publishedYear: draft.published_year,
          format: draft.format,
          language: draft.language,
        })
        .onConflictDoNothing()
        .returning(draftColumns);
      if (!row) {
        // Scanned twice at once: the other request kept it (or, listed meanwhile, it is kept anew).
        const other = await kept();
        if (other) return { draft: other, isNew: false };
        if (again) return this.add(sellerId, draft, false);
        throw new AppError('DRAFT_NOT_FOUND');
      }
      return { draft: asDraft(row), isNew: true };
    },

    /** Removes the seller's draft; 404 for one that is gone or not theirs. */
    async remove(sellerId: string, id: string): Promise<void> {
      const removed = await db
        .delete(listingDrafts)
        .where(and(eq(listingDrafts.id, id), eq(listingDrafts.sellerId, sellerId)))
        .returning({ id: listingDrafts.id });
      if (removed.length === 0) throw new AppError('DRAFT_NOT_FOUND');
    },
  };
}

/** GET, POST /api/drafts and DELETE /api/drafts/:id: the seller's own drafts only. */
export const draftsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const drafts = createDraftsRepository(db);

  app.get(
    '/api/drafts',
    {
      config: { access: 'seller' },
      schema: {
        summary: "The signed-in seller's drafts (books kept to list later), newest first; paginated",
        querystring: pageQuerySchema,
        response: { 200: z.array(draftSchema) },
      },
    },
    async (request, reply) => sendPage(request, reply, (page) => drafts.list(viewerOf(request).id, page)),
  );

  app.post(
    '/api/drafts',
    {
      config: { errors: ['DRAFTS_FULL'], access: 'seller', limit: LIMITS.draftWritePerPerson },
      schema: {
        summary: `Keeps a book to list later by its ISBN, with what is known of it: 201 when new, 200 with the draft already kept for that ISBN; 409 past ${DRAFTS_MAX} drafts`,
        body: newDraftSchema,
        response: { 200: draftSchema, 201: draftSchema },
      },
    },
    async (request, reply) => {
      const { draft, isNew } = await drafts.add(viewerOf(request).id, request.body);
      return reply.status(isNew ? 201 : 200).send(draft);
    },
  );

  app.delete(
    '/api/drafts/:id',
    {
      config: { errors: ['DRAFT_NOT_FOUND'], access: 'seller' },
      schema: {
        summary: "Removes one of the seller's drafts; 404 for one that is gone or someone else's",
        params: idParamsSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      await drafts.remove(viewerOf(request).id, request.params.id);
      return { acknowledged: true };
    },
  );
};
