import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isOwnPicturePath } from '@second-shelf/shared';
import { listings } from '../db/schema.js';
import { defaultWebDistDir } from '../lib/paths.js';
import { listBook } from '../../test/booking-fixtures.js';
import { useTestApp, type TestUser } from '../../test/test-app.js';

// The input rules keep a listing's picture address to a picture, but rows written before them (or by
// hand) may name any path of the site: the pages drawn by the server, through the web app's own cards,
// must never make a browser fetch one of those (an endless event stream, an action) as a picture.
const testApp = useTestApp({ webDistDir: defaultWebDistDir });
let buyer: TestUser;

const NOT_PICTURES = ['/api/events?n=1', '/api/notifications/summary', '//evil.example/a.png'];

/** Every address the page's <img> elements load, from src and srcset. */
function pictureAddresses(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    const srcset = /\ssrcset="([^"]*)"/i.exec(tag)?.[1];
    const candidates = srcset?.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) ?? [];
    return [...(src === undefined ? [] : [src]), ...candidates].map((url) => url.replaceAll('&amp;', '&'));
  });
}

/** Every picture the page's Link header preloads. */
function preloadedPictures(link: string | string[] | undefined): string[] {
  return [...String(link ?? '').matchAll(/<([^>]*)>; rel=preload; as=image/g)].map(([, href]) => href!);
}

/** A picture the browser may load: an https address of another site or one of the site's pictures. */
const expectPicture = (url: string, page: string) =>
  expect(url.startsWith('https://') || isOwnPicturePath(url), `${page} loads ${url}`).toBe(true);

beforeAll(async () => {
  expect(
    existsSync(join(defaultWebDistDir, 'ssr', 'entry-server.js')),
    'the web app is built (npm run build)',
  ).toBe(true);
  buyer = await testApp.signUp();
  const seller = await testApp.signUp({ role: 'seller' });
  const advertise = async (id: string) => {
    const advertised = await testApp.request({
      method: 'POST',
      url: `/api/products/${id}/advertise`,
      as: seller,
    });
    expect(advertised.statusCode, advertised.body).toBe(200);
  };
  // One book with a picture, so that every page has one to load.
  await advertise(await listBook(testApp, seller, 'Good picture'));
  for (const [index, address] of NOT_PICTURES.entries()) {
    const id = await listBook(testApp, seller, `Bad picture ${index}`);
    await advertise(id);
    await testApp.db.update(listings).set({ imageUrl: address }).where(eq(listings.id, id));
  }
  await testApp.changesDelivered();
});

describe('pictures on the pages drawn by the server', () => {
  // The home page's advertised books leave out one whose picture is no picture; a category page
  // draws its card with the placeholder.
  for (const [page, url, as, badBooksDrawn] of [
    ["a visitor's home page", '/', () => null, false],
    ["a signed-in person's home page", '/', () => buyer, false],
    ['a category page', '/category/2', () => buyer, true],
  ] as const) {
    it(`${page} loads no address of the site that is not a picture`, async () => {
      const response = await testApp.request({ url, as: as() });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Good picture');
      expect(response.body.includes('Bad picture 0')).toBe(badBooksDrawn);
      const addresses = pictureAddresses(response.body);
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expectPicture(address, page);
      for (const address of preloadedPictures(response.headers.link)) expectPicture(address, page);
    });
  }
});
