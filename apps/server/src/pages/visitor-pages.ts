import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/change-feed.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/** A page drawn for visitors: the same bytes for every one of them until what it shows changes. */
export interface DrawnPage {
  html: string;
  /** The preload hints (a Link header). */
  link: string | undefined;
  /** The category whose books it lists, if it lists one. */
  categoryId: string | undefined;
  /** The sellers whose books it shows (their names, ratings and ticks with them). */
  sellerIds: string[];
}

interface KeptPage {
  /** What the page shows and its hints; its HTML is kept as bytes only (`bodies`). */
  page: Omit<DrawnPage, 'html'>;
  /** The HTML's hash: each encoding's entity tag is made from it. */
  hash: string;
  bodies: Map<Encoding, Buffer>;
}

/** What drawing a page came to when there is no page to keep: the address names nothing, or the plain page. */
export type NoPage = 'not-found' | 'shell';

/** What the feed said changed: a category's books, a seller's, or anything. */
type Change = { category: string } | { seller: string } | 'everything';

const shows = (page: KeptPage['page'], change: Change) =>
  change === 'everything' ||
  ('category' in change ? page.categoryId === change.category : page.sellerIds.includes(change.seller));

/**
 * The most bytes kept: a page counts its HTML's bytes and half as much again for its compressed
 * forms (brotli's and gzip's are each about a fifth of it).
 */
const MAX_BYTES = 64 * 1024 * 1024;
/** The changes remembered for the pages being drawn while they came. */
const RECENT_CHANGES = 1000;

/**
 * The category and book pages as visitors get them, drawn once and kept in memory, compressed once
 * for each encoding a browser asks for. A page is dropped when the change feed says something it
 * shows changed, whichever instance changed it (migration 0020: a category's listings, a seller's
 * listings, rating or tick; the categories' names): the next visitor draws it again. A page drawn
 * while a change to what it shows came is sent but not kept. While the feed is not live, pages
 * are drawn for every visitor and none is kept.
 */
export function createVisitorPages(changes: ChangeFeed) {
  // Which kept pages show a category's books, or a seller's: a change finds its pages at once.
  const byCategory = new Map<string, Set<string>>();
  const bySeller = new Map<string, Set<string>>();
  const index = (map: Map<string, Set<string>>, key: string, path: string, add: boolean) => {
    const paths = map.get(key) ?? new Set<string>();
    if (add) paths.add(path);
    else paths.delete(path);
    if (paths.size === 0) map.delete(key);
    else map.set(key, paths);
  };
  const indexPage = (path: string, page: KeptPage['page'], add: boolean) => {
    if (page.categoryId !== undefined) index(byCategory, page.categoryId, path, add);
    for (const seller of page.sellerIds) index(bySeller, seller, path, add);
  };
  const kept = new LRUCache<string, KeptPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => Math.ceil(entry.bodies.get('identity')!.byteLength * 1.5) || 1,
    dispose: (entry, path) => indexPage(path, entry.page, false),
  });

  // Pages being drawn, each with the count of changes when it started: a visitor who comes after a
  // change does not wait for a page drawn before it.
  const drawing = new Map<string, { at: number; page: Promise<KeptPage | NoPage> }>();
  let changeCount = 0;
  const recent: { at: number; change: Change }[] = [];

  const changed = (change: Change) => {
    changeCount += 1;
    recent.push({ at: changeCount, change });
    if (recent.length > RECENT_CHANGES) recent.shift();
    if (change === 'everything') kept.clear();
    else {
      const paths = 'category' in change ? byCategory.get(change.category) : bySeller.get(change.seller);
      for (const path of [...(paths ?? [])]) kept.delete(path);
    }
  };
  /** Whether a page drawn from `at` may have missed a change: one to what it shows, or forgotten ones. */
  const missedChange = (page: KeptPage['page'], at: number) =>
    (recent[0] !== undefined && recent[0].at > at + 1) ||
    recent.some((entry) => entry.at > at && shows(page, entry.change));

  const everything = () => changed('everything');
  const ready = Promise.all([
    changes.subscribe('listings_changed', {
      onChange(event) {
        if (event.kind === 'category') changed({ category: event.categoryId });
        else if (event.kind === 'seller') changed({ seller: event.sellerId });
        else everything();
      },
      onReset: everything,
    }),
    changes.subscribe('catalog_changed', { onChange: everything, onReset: everything }),
  ]);

  const negotiator = new Negotiator<Encoding>({
    supportedValues: ENCODINGS,
    cache: new LRUCache<string, string>({ max: 200 }),
  });

  /** The page's bytes in `encoding`, compressed on the first request that asks for them. */
  async function encoded(entry: KeptPage, encoding: Encoding): Promise<Buffer> {
    const known = entry.bodies.get(encoding);
    if (known) return known;
    const html = entry.bodies.get('identity')!;
    const body =
      encoding === 'br'
        ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : await gzipped(html, { level: 9 });
    entry.bodies.set(encoding, body);
    return body;
  }

  /** The kept page at `path`, or the one being drawn since the last change, or a new drawing. */
  function pageAt(path: string, draw: () => Promise<DrawnPage | NoPage>): Promise<KeptPage | NoPage> {
    const entry = kept.get(path);
    if (entry) return Promise.resolve(entry);
    const pending = drawing.get(path);
    if (pending?.at === changeCount) return pending.page;
    const at = changeCount;
    // Kept only when the feed was live from start to end: a change made while it was down was
    // never heard, and the feed's coming back is not a change of its own.
    const liveAtStart = changes.live;
    const page = draw().then((drawn) => {
      if (typeof drawn === 'string') return drawn;
      const { html: text, ...shown } = drawn;
      const html = Buffer.from(text);
      const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
      const made: KeptPage = { page: shown, hash, bodies: new Map([['identity', html]]) };
      if (liveAtStart && changes.live && !missedChange(shown, at)) {
        kept.set(path, made);
        indexPage(path, shown, true);
      }
      return made;
    });
    drawing.set(path, { at, page });
    const forget = () => {
      if (drawing.get(path)?.page === page) drawing.delete(path);
    };
    page.then(forget, forget);
    return page;
  }

  return {
    ready,
    /**
     * Sends the page at `path` as visitors get it: kept, or drawn by `draw` and kept. When `draw`
     * has no page ('not-found', 'shell'), sends nothing and says so: the caller answers.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      path: string,
      draw: () => Promise<DrawnPage | NoPage>,
    ): Promise<'sent' | NoPage> {
      const entry = await pageAt(path, draw);
      if (typeof entry === 'string') return entry;
      const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity';
      // Each encoding's bytes have a tag of their own, as a cache that keeps them apart expects.
      const etag = `"${entry.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
      reply
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie, accept-encoding')
        .header('etag', etag)
        .type('text/html; charset=utf-8');
      if (entry.page.link) reply.header('link', entry.page.link);
      if (request.headers['if-none-match'] === etag) {
        reply.code(304).send();
        return 'sent';
      }
      const body = await encoded(entry, encoding);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      reply.send(body);
      return 'sent';
    },
  };
}

export type VisitorPages = ReturnType<typeof createVisitorPages>;
