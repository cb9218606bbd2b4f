import { describe, expect, it } from 'vitest';
import { nextPageLink } from './pagination.js';

/** The link as a whole URL parsed and written again makes it (what nextPageLink replaced). */
function throughUrl(requestUrl: string, limit: number, cursor: string): string {
  const url = new URL(requestUrl, 'http://placeholder');
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

describe('nextPageLink', () => {
  it.each([
    '/api/search?q=garden',
    '/api/search',
    '/api/search?',
    '/api/search?q=harry+poter&sort=price_asc&limit=5&cursor=1_99',
    '/api/search?q=%22a+phrase%22+-word&location=Dhaka%2C+Dhanmondi',
    '/api/search?q=caf%C3%A9&q=second',
    '/api/search?q=<script>&x="y"',
    '/api/category/1?limit=10',
    '/api/users/a"b<c>d`e{f}g?limit=3',
    '/api/users/é?limit=3',
  ])('writes the link a URL would for %s', (requestUrl) => {
    expect(nextPageLink(requestUrl, 24, '1_999716')).toBe(throughUrl(requestUrl, 24, '1_999716'));
  });

  it('keeps the link one header value in angle brackets whatever the path holds', () => {
    const link = nextPageLink('/api/users/a>b<c?limit=3', 3, '7');
    expect(link).toBe('</api/users/a%3Eb%3Cc?limit=3&cursor=7>; rel="next"');
  });
});
