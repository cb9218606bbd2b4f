import type { FastifyRequest } from 'fastify';

/** A request's headers as the Fetch API's `Headers`, which is all Better Auth sees of a request. */
export function toHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, String(value));
  }
  return headers;
}
