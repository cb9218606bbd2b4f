import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendRouteNotFound } from '../../lib/errors.js';
import { securityTxt } from './security-txt.js';
import type { Sitemaps } from './sitemaps.js';

/** The screens only their own person (or an admin) sees: no search engine is to read them. */
export const PRIVATE_PAGES = [
  '/account',
  '/addproduct',
  '/editproduct/',
  '/myproducts',
  '/myorders',
  '/mywishlist',
  '/bookings',
  '/messages',
  '/allbuyers',
  '/allsellers',
  '/reporteditems',
  '/admin/',
  '/email/',
  '/auth/',
];

/**
 * Not for crawlers either: search results, whose every query would be a page (the books are in the
 * sitemap, each with its own page).
 */
const SEARCH_PAGES = ['/search'];

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    ...[...PRIVATE_PAGES, ...SEARCH_PAGES].map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A sitemap file's own address: /sitemaps/<n>.xml, n from 1. */
const SITEMAP_FILE = /^([1-9]\d{0,5})\.xml$/;

export async function seoRoutes(
  app: FastifyInstance,
  {
    sitemaps,
    baseUrl,
    securityContact,
  }: { sitemaps: Sitemaps; baseUrl: string; securityContact: string | undefined },
): Promise<void> {
  const robots = robotsTxt(baseUrl);
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);

  const TEXT = { type: 'text/plain', schema: { type: 'string' as const } };
  const XML = { type: 'application/xml', schema: { type: 'string' as const } };
  const doc = (summary: string, produces: typeof TEXT, errors: 'NOT_FOUND'[] = []) => ({
    config: { access: 'public' as const, errors, openApi: { produces } },
    schema: { summary },
  });
  app.get(
    '/robots.txt',
    doc('What crawlers may read: every page but the private ones, and the sitemap', TEXT),
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots),
  );
  app.get(
    '/.well-known/security.txt',
    doc('Where to report a vulnerability (RFC 9116), when SECURITY_CONTACT is set', TEXT, ['NOT_FOUND']),
    async (request, reply) => {
      if (securityContact === undefined) return sendRouteNotFound(request, reply);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(securityTxt(securityContact, baseUrl));
    },
  );
  app.get(
    '/sitemap.xml',
    doc(
      'The sitemap: the categories and the books on sale, or past 50,000 addresses an index of /sitemaps/<n>.xml',
      XML,
    ),
    async (_request, reply) => sendXml(reply, (await sitemaps.file('index'))!),
  );
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    doc('One file of a sitemap index (<n>.xml): at most 50,000 addresses', XML, ['NOT_FOUND']),
    async (request, reply) => {
      const n = SITEMAP_FILE.exec(request.params.file)?.[1];
      const xml = n === undefined ? undefined : await sitemaps.file(`${Number(n)}`);
      if (xml === undefined) return sendRouteNotFound(request, reply);
      return sendXml(reply, xml);
    },
  );
}
