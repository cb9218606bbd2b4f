import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer serialized once and sent many times, with its entity tag. */
export interface CachedJson {
  body: Buffer;
  etag: string;
}

export function toCachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** True when the client's If-None-Match names this entity tag (or is "*"). */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends prebuilt bytes (no serialization), or 304 when the client already holds them. Browsers keep
 * them `maxAge` seconds, then ask again with the tag.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
  maxAge = 60,
): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', `public, max-age=${maxAge}`);
  if (isFresh(request, cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
