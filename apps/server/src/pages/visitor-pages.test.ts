import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener, Channel } from '../db/change-feed.js';
import { createVisitorPages, type DrawnPage } from './visitor-pages.js';

/** A feed the test drives: whether it is live, and what it reports. */
function testFeed() {
  const listeners = new Map<Channel, ChangeListener[]>();
  const feed = {
    live: true,
    async subscribe(channel: Channel, listener: ChangeListener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    caughtUp: async () => undefined,
    everyInstanceCaughtUp: async () => undefined,
    close: async () => undefined,
  };
  const all = () => [...listeners.values()].flat();
  return {
    feed: feed as unknown as ChangeFeed & { live: boolean },
    /** The listening connection dropped: changes from now on are not heard. */
    drop() {
      feed.live = false;
      for (const listener of all()) listener.onReset();
    },
    back() {
      feed.live = true;
    },
    /** A seller's listings changed, as migration 0020's trigger reports it. */
    sellerChanged(sellerId: string) {
      for (const listener of listeners.get('listings_changed') ?? [])
        listener.onChange({ channel: 'listings_changed', kind: 'seller', sellerId });
    },
  };
}

/** Sends the page through a reply that only records what it was given. */
async function read(pages: ReturnType<typeof createVisitorPages>, draw: () => Promise<DrawnPage>) {
  let body: unknown;
  const reply = {
    header: () => reply,
    type: () => reply,
    code: () => reply,
    send: (sent: unknown) => (body = sent),
  } as unknown as FastifyReply;
  const request = { headers: {} } as FastifyRequest;
  await pages.send(request, reply, '/book/1', draw);
  return String(body);
}

const drawn = (html: string): DrawnPage => ({ html, link: undefined, categoryId: '1', sellerIds: ['s'] });

describe("visitors' pages kept in memory", () => {
  it('keeps a page drawn while the feed is live, and draws it again after a change to what it shows', async () => {
    const { feed, sellerChanged } = testFeed();
    const pages = createVisitorPages(feed);
    await pages.ready;
    let version = 1;
    const draw = async () => drawn(`v${version}`);
    expect(await read(pages, draw)).toBe('v1');
    version = 2;
    expect(await read(pages, draw)).toBe('v1');
    sellerChanged('another seller');
    expect(await read(pages, draw)).toBe('v1');
    sellerChanged('s');
    expect(await read(pages, draw)).toBe('v2');
  });

  it('keeps no page whose drawing began while the feed was down, even if it is back by the end', async () => {
    const { feed, drop, back } = testFeed();
    const pages = createVisitorPages(feed);
    await pages.ready;
    drop();
    let version = 1;
    let release!: () => void;
    // Reads the database, then takes its time to draw.
    const slow = async () => {
      const read = version;
      await new Promise<void>((resolve) => (release = resolve));
      return drawn(`v${read}`);
    };
    const first = read(pages, slow);
    await Promise.resolve();
    // A seller's edit while nobody listened; then the feed comes back before the drawing ends.
    version = 2;
    back();
    release();
    expect(await first).toBe('v1');
    expect(await read(pages, async () => drawn(`v${version}`))).toBe('v2');
  });
});
