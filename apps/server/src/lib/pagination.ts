import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageQuery } from '@second-shelf/shared';

/**
 * Keyset pages: rows come newest first by their `seq`, and the cursor is the last `seq` seen.
 * A page costs the same at any depth and rows added meanwhile cause no duplicates or gaps.
 */
export function cursorValue(query: PageQuery): number | undefined {
  return query.cursor === undefined ? undefined : Number(query.cursor);
}

/** A page's rows without their `seq`, and the cursor of the next page when there is one. */
export function splitPage<T extends { seq: number }>(
  rows: T[],
  limit: number,
): { items: Omit<T, 'seq'>[]; nextCursor: string | undefined } {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    items: page.map(({ seq: _seq, ...rest }) => rest),
    nextCursor: hasMore && last ? String(last.seq) : undefined,
  };
}

export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { rows: (T & { seq: number })[]; limit: number; total: number },
): Omit<T, 'seq'>[] {
  const { rows, limit, total } = options;
  const { items, nextCursor } = splitPage(rows, limit);
  reply.header('X-Total-Count', String(total));
  if (nextCursor !== undefined) {
    const url = new URL(request.url, 'http://placeholder');
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('cursor', nextCursor);
    reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return items as Omit<T, 'seq'>[];
}
