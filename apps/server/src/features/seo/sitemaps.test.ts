import { describe, expect, it } from 'vitest';
import { GUIDE_SLUGS } from '@second-shelf/shared';
import type { ChangeFeed, ChangeListener, Channel } from '../../db/change-feed.js';
import type { SeoRepository } from './repository.js';
import { createSitemaps, URLS_PER_SITEMAP } from './sitemaps.js';

/** A feed that reports what the test says changed, as the database's triggers would. */
function testFeed() {
  const listeners = new Map<Channel, ChangeListener[]>();
  const feed: ChangeFeed = {
    live: true,
    async subscribe(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener as unknown as ChangeListener]);
    },
    caughtUp: async () => undefined,
    everyInstanceCaughtUp: async () => undefined,
    close: async () => undefined,
  };
  return { feed, reset: () => listeners.get('listings_changed')?.forEach((listener) => listener.onReset()) };
}

/** `count` books on sale, their ids their numbers. */
function books(count: { value: number }): SeoRepository {
  return {
    booksOnSale: async () => count.value,
    bookIds: async (offset, limit) =>
      Array.from({ length: Math.max(0, Math.min(limit, count.value - offset)) }, (_, i) => `b${offset + i}`),
  };
}

/** The pages every sitemap starts with: the home page, the blog and the guides. */
const PAGES = 2 + GUIDE_SLUGS.length;

const locations = (xml: string, tag: 'url' | 'sitemap') =>
  [...xml.matchAll(new RegExp(`<${tag}><loc>([^<]+)</loc></${tag}>`, 'g'))].map((match) => match[1]!);

describe('the sitemaps', () => {
  it('list every address in one file up to 50,000, past that in an index of files of 50,000 at most', async () => {
    const count = { value: URLS_PER_SITEMAP - PAGES - 2 };
    const { feed, reset } = testFeed();
    const sitemaps = createSitemaps({
      repository: books(count),
      categoryIds: async () => ['1', '2'],
      baseUrl: 'https://shop.example',
      changes: feed,
    });
    await sitemaps.ready;
    const one = (await sitemaps.file('index'))!;
    expect(one).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locations(one, 'url');
    expect(urls).toHaveLength(URLS_PER_SITEMAP);
    // One file: /sitemap.xml is it.
    expect(await sitemaps.file('1')).toBeUndefined();
    expect(urls.slice(0, PAGES + 3)).toEqual([
      'https://shop.example/',
      'https://shop.example/blog',
      ...GUIDE_SLUGS.map((slug) => `https://shop.example/guides/${slug}`),
      'https://shop.example/category/1',
      'https://shop.example/category/2',
      'https://shop.example/book/b0',
    ]);

    count.value = 2 * URLS_PER_SITEMAP;
    // Kept until the feed says the books changed.
    expect(await sitemaps.file('index')).toBe(one);
    reset();
    const index = (await sitemaps.file('index'))!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locations(index, 'sitemap')).toEqual([
      'https://shop.example/sitemaps/1.xml',
      'https://shop.example/sitemaps/2.xml',
      'https://shop.example/sitemaps/3.xml',
    ]);
    const files = await Promise.all(
      ['1', '2', '3'].map(async (n) => locations((await sitemaps.file(`${Number(n)}`))!, 'url')),
    );
    expect(files.map((file) => file.length)).toEqual([URLS_PER_SITEMAP, URLS_PER_SITEMAP, PAGES + 2]);
    const all = files.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.at(-1)).toBe(`https://shop.example/book/b${2 * URLS_PER_SITEMAP - 1}`);
    expect(await sitemaps.file('4')).toBeUndefined();
  });

  it('make nothing and keep nothing for a file past the last, and keep no file cut before a change', async () => {
    const count = { value: 2 * URLS_PER_SITEMAP };
    const calls = { counts: 0, reads: 0 };
    let gate: Promise<void> = Promise.resolve();
    const repository: SeoRepository = {
      booksOnSale: async () => {
        calls.counts += 1;
        const value = count.value;
        await gate;
        return value;
      },
      bookIds: async (offset, limit) => {
        calls.reads += 1;
        return books(count).bookIds(offset, limit);
      },
    };
    const { feed, reset } = testFeed();
    const sitemaps = createSitemaps({
      repository,
      categoryIds: async () => [],
      baseUrl: 'https://s.example',
      changes: feed,
    });
    for (let n = 4; n < 1004; n += 1) expect(await sitemaps.file(`${n}`)).toBeUndefined();
    expect(calls).toEqual({ counts: 1, reads: 0 });

    // A change while the file's shape is being read: the file is sent, not kept.
    reset();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const cut = sitemaps.file('3');
    await Promise.resolve();
    reset();
    count.value = 2 * URLS_PER_SITEMAP + 10;
    gate = Promise.resolve();
    open();
    expect(locations((await cut)!, 'url')).toHaveLength(PAGES + 10);
    count.value = 2 * URLS_PER_SITEMAP + 20;
    expect(locations((await sitemaps.file('3'))!, 'url')).toHaveLength(PAGES + 20);
  });

  it('write every address as XML text', async () => {
    const sitemaps = createSitemaps({
      repository: books({ value: 0 }),
      categoryIds: async () => ['a&b'],
      baseUrl: 'https://shop.example',
      changes: testFeed().feed,
    });
    expect(await sitemaps.file('index')).toContain('<loc>https://shop.example/category/a%26b</loc>');
  });
});
