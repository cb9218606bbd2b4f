import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageQuery } from '@second-shelf/shared';

/**
 * Keyset pages: rows come newest first by their `seq`, and the cursor is the last `seq` seen.
 * A page costs the same at any depth and rows added meanwhile cause no duplicates or gaps.
 */
export function cursorValue(query: PageQuery): number | undefined {
  return query.cursor === undefined ? undefined : Number(query.cursor);
}

export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { rows: (T & { seq: number })[]; limit: number; total: number },
): Omit<T, 'seq'>[] {
  const { rows, limit, total } = options;
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  reply.header('X-Total-Count', String(total));
  const last = page.at(-1);
  if (hasMore && last) {
    const url = new URL(request.url, 'http://placeholder');
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('cursor', String(last.seq));
    reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.map(({ seq: _seq, ...rest }) => rest as Omit<T, 'seq'>);
}
