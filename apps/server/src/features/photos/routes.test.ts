import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_UPLOAD_MAX_BYTES, PHOTO_WIDTHS, photoUrl } from '@second-shelf/shared';
import {
  blankPng,
  EXIF_SECRET,
  HTML_PAGE,
  multipart,
  multipartStream,
  phonePhoto,
  photo,
  pngBomb,
  SVG_WITH_SCRIPT,
} from '../../../test/photo-fixtures.js';
import { bookInput, useTestApp, type TestUser } from '../../../test/test-app.js';
import { MAX_QUEUED_PIXELS_PER_PERSON, photoQueue } from './processing.js';

const t = useTestApp();

async function upload(as: TestUser | null, files: Parameters<typeof multipart>[0]) {
  const body = multipart(files);
  return t.request({ method: 'POST', url: '/api/photos', as, payload: body.payload, headers: body.headers });
}

async function storedPhotos(): Promise<number> {
  const result = (await t.db.execute(sql`select count(*)::int as n from photos`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

describe('POST /api/photos', () => {
  it('takes JPEG, PNG, WebP and AVIF photos and keeps each as WebP in every width', async () => {
    const seller = await t.signUp({ role: 'seller' });
    // A large JPEG as a camera gives; the others smaller (encoding an AVIF test photo is slow).
    const sizes = { jpeg: 1600, png: 700, webp: 700, avif: 240 } as const;
    const files = await Promise.all(
      (['jpeg', 'png', 'webp', 'avif'] as const).map(async (format) => ({
        data: await photo(format, { width: sizes[format], height: sizes[format] * 1.5 }),
        filename: `cover.${format}`,
        type: `image/${format}`,
      })),
    );
    const response = await upload(seller, files);
    expect(response.statusCode).toBe(201);
    const { photos } = response.json();
    expect(photos).toHaveLength(4);
    for (const [index, uploaded] of (photos as { id: string }[]).entries()) {
      const side = Math.min(Object.values(sizes)[index]!, 1280);
      expect(uploaded).toEqual({
        id: expect.any(String),
        url: photoUrl(uploaded.id),
        width: side,
        height: side * 1.5,
      });
      for (const width of PHOTO_WIDTHS) {
        const served = await t.request({ url: photoUrl(uploaded.id, width) });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const metadata = await sharp(served.rawPayload).metadata();
        // Never made larger than the photo was.
        const expected = Math.min(width, side);
        expect(metadata).toMatchObject({ format: 'webp', width: expected, height: expected * 1.5 });
      }
    }
  });

  it('turns a phone photo upright and keeps none of its metadata (no GPS position, no names)', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(EXIF_SECRET)).toBe(true);
    const [uploaded] = (await upload(seller, [{ data: original }])).json().photos;
    // Stored 400 × 200 sideways: shown, and kept, 200 × 400.
    expect(uploaded).toMatchObject({ width: 200, height: 400 });
    for (const width of PHOTO_WIDTHS) {
      const served = (await t.request({ url: photoUrl(uploaded.id, width) })).rawPayload;
      const metadata = await sharp(served).metadata();
      expect(metadata).toMatchObject({ width: 200, height: 400 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(served.includes(EXIF_SECRET)).toBe(false);
    }
  });

  it('refuses what is not a photo (text, an SVG with a script, an HTML page), storing nothing', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const before = await storedPhotos();
    for (const file of [
      { data: Buffer.from('just some text'), filename: 'notes.txt', type: 'text/plain' },
      { data: SVG_WITH_SCRIPT, filename: 'cover.svg', type: 'image/svg+xml' },
      // Named and typed as a JPEG: what counts is what the bytes are.
      { data: HTML_PAGE, filename: 'cover.jpg', type: 'image/jpeg' },
    ]) {
      const response = await upload(seller, [file]);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/not a photo we can read/);
    }
    // One bad file among good ones: none is kept.
    const mixed = await upload(seller, [{ data: await photo('jpeg') }, { data: SVG_WITH_SCRIPT }]);
    expect(mixed.statusCode).toBe(415);
    expect(await storedPhotos()).toBe(before);
  });

  it('refuses a decompression bomb from its header, at once', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const before = await storedPhotos();
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(PHOTO_UPLOAD_MAX_BYTES);
    const started = Date.now();
    const response = await upload(seller, [{ data: bomb, filename: 'bomb.png', type: 'image/png' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/more than 40 megapixels/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await storedPhotos()).toBe(before);
  });

  it('refuses a file over 20 MB and more than five files, storing nothing', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const before = await storedPhotos();
    const tooBig = Buffer.concat([await photo('jpeg'), Buffer.alloc(PHOTO_UPLOAD_MAX_BYTES)]);
    const big = await upload(seller, [{ data: tooBig }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Each photo may be at most 20 MB');
    const small = await photo('jpeg', { width: 60, height: 90 });
    const six = await upload(
      seller,
      Array.from({ length: 6 }, () => ({ data: small })),
    );
    expect(six.statusCode).toBe(413);
    expect(six.json().message).toBe('Upload at most 5 photos at a time');
    expect(await storedPhotos()).toBe(before);
  });

  it('refuses an upload at the first part that is not a photo, from its first bytes', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const before = await storedPhotos();
    const jpeg = await photo('jpeg', { width: 60, height: 90 });
    const twentyMB = 20 * 1000 * 1000;
    for (const files of [
      // Five 20 MB files that are not photos, as one hostile upload sent them.
      Array.from({ length: 5 }, () => ({ head: Buffer.from('just some text, not a photo'), size: twentyMB })),
      // A photo, then a file that is no photo.
      [
        { head: jpeg, size: jpeg.length },
        { head: HTML_PAGE, size: twentyMB },
        { head: jpeg, size: twentyMB },
      ],
    ]) {
      // The body stops after the refused part's first bytes until the answer has come: nothing
      // after them was needed to refuse it.
      let release = () => {};
      const answered = new Promise<void>((resolve) => (release = resolve));
      const firstRefused = files.findIndex(({ head }) => head !== jpeg);
      const body = multipartStream(files, { hold: answered, holdAt: firstRefused });
      const response = await t.request({ method: 'POST', url: '/api/photos', as: seller, ...body });
      release();
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/not a photo we can read/);
    }
    expect(await storedPhotos()).toBe(before);
  });

  it('answers 503 with Retry-After while uploads in progress hold the memory uploads may use', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const jpeg = await photo('jpeg', { width: 60, height: 90 });
    // An upload that declares five 20 MB files and sends the first bytes of one: it holds its share.
    let release = () => {};
    const large = multipartStream([{ head: jpeg, size: PHOTO_UPLOAD_MAX_BYTES }], {
      hold: new Promise<void>((resolve) => (release = resolve)),
    });
    const holding = t.request({
      method: 'POST',
      url: '/api/photos',
      as: seller,
      payload: large.payload,
      headers: { ...large.headers, 'content-length': String(5 * PHOTO_UPLOAD_MAX_BYTES) },
    });
    await large.started;
    // Another of 30 MB does not fit beside it; it is answered before its body is read.
    const other = await t.signUp({ role: 'seller' });
    const padded = Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024)]);
    const refused = await upload(other, [{ data: padded }, { data: padded }]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toMatch(/try again in a few seconds/);
    // Once the first is over (its body was cut short), its share is free again.
    release();
    expect((await holding).statusCode).toBe(400);
    expect((await upload(other, [{ data: jpeg }])).statusCode).toBe(201);
  });

  it('refuses photos of more than 120 megapixels together, before any is decoded', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const before = await storedPhotos();
    const png = await blankPng();
    const response = await upload(
      seller,
      Array.from({ length: 4 }, () => ({ data: png, filename: 'blank.png', type: 'image/png' })),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/more than 120 megapixels together/);
    expect(await storedPhotos()).toBe(before);
  });

  it('answers 429 with Retry-After to a seller whose earlier photos fill their share of the queue, and not to others', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const other = await t.signUp({ role: 'seller' });
    const data = await photo('jpeg', { width: 60, height: 90 });
    let finish = () => {};
    const [earlier] = photoQueue.submit(seller.id, [
      { cost: MAX_QUEUED_PIXELS_PER_PERSON, work: () => new Promise<void>((resolve) => (finish = resolve)) },
    ])!;
    const refused = await upload(seller, [{ data }]);
    expect(refused.statusCode).toBe(429);
    // 240 megapixels of theirs, counted at 40 a second.
    expect(refused.headers['retry-after']).toBe('6');
    expect(refused.json().message).toMatch(/earlier photos are still being prepared/);
    expect((await upload(other, [{ data }])).statusCode).toBe(201);
    finish();
    await earlier;
    expect((await upload(seller, [{ data }])).statusCode).toBe(201);
  });

  it('answers 400 to a request without a photo', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const empty = multipart([], { note: 'no file' });
    for (const request of [
      { payload: { photo: 'x' } },
      { payload: empty.payload, headers: empty.headers },
      { payload: multipart([]).payload, headers: multipart([]).headers },
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/photos', as: seller, ...request });
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it('is for sellers only', async () => {
    const data = await photo('jpeg', { width: 60, height: 90 });
    expect((await upload(null, [{ data }])).statusCode).toBe(401);
    expect((await upload(await t.signUp(), [{ data }])).statusCode).toBe(403);
  });
});

describe('GET /api/photos/:id/:file', () => {
  it('serves a photo for a day (an hour in shared caches), with its ETag, to anyone; never as markup', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const [uploaded] = (await upload(seller, [{ data: await photo('png') }])).json().photos;
    const served = await t.request({ url: photoUrl(uploaded.id, 320) });
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=86400, s-maxage=3600',
      etag: `"${uploaded.id}-320"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    const again = await t.request({
      url: photoUrl(uploaded.id, 320),
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=86400, s-maxage=3600');
  });

  it('answers 404, not 304, to the ETag of a removed listing’s photo or of a made-up photo', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const [uploaded] = (await upload(seller, [{ data: await photo('jpeg') }])).json().photos;
    const listed = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ photo_ids: [uploaded.id], image_url: undefined }),
    });
    const served = await t.request({ url: uploaded.url });
    expect(served.statusCode).toBe(200);
    const productId = listed.json().insertedId;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/products/${productId}`, as: seller })).statusCode,
    ).toBe(200);
    await t.changesDelivered();
    const madeUp = '00000000-0000-4000-8000-000000000000';
    for (const [url, etag] of [
      [uploaded.url, served.headers.etag as string],
      [photoUrl(madeUp, 320), `"${madeUp}-320"`],
    ] as const) {
      const asked = await t.request({ url, headers: { 'if-none-match': etag } });
      expect(asked.statusCode, url).toBe(404);
      expect(asked.headers['cache-control']).toBe('no-store');
      expect(asked.headers.etag).toBeUndefined();
    }
  });

  it('answers 404 to an unknown photo and 400 to an address that names no photo', async () => {
    expect((await t.request({ url: photoUrl('00000000-0000-4000-8000-000000000000') })).statusCode).toBe(404);
    for (const url of [
      '/api/photos/not-an-id/640.webp',
      '/api/photos/00000000-0000-4000-8000-000000000000/641.webp',
      '/api/photos/00000000-0000-4000-8000-000000000000/640.png',
      '/api/photos/..%2F..%2Fpglite/640.webp',
      '/api/photos/00000000-0000-4000-8000-00000000000A/640.webp',
    ]) {
      expect((await t.request({ url })).statusCode, url).toBe(400);
    }
  });
});

describe('photos on listings', () => {
  async function listWith(seller: TestUser, photoIds: string[], overrides = {}) {
    return t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ photo_ids: photoIds, image_url: undefined, ...overrides }),
    });
  }

  it('puts uploaded photos on a listing, the first as its cover and image_url', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const uploaded = (
      await upload(seller, [{ data: await photo('jpeg') }, { data: await photo('webp') }])
    ).json().photos as { id: string; url: string }[];
    const listed = await listWith(seller, [uploaded[1]!.id, uploaded[0]!.id]);
    expect(listed.statusCode).toBe(201);
    const book = (await t.request({ url: `/api/products/${listed.json().insertedId}`, as: seller })).json();
    expect(book.image_url).toBe(uploaded[1]!.url);
    expect(book.photos).toEqual([uploaded[1]!.url, uploaded[0]!.url]);
  });

  it('refuses photos that are not the seller’s own new uploads', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const other = await t.signUp({ role: 'seller' });
    const [theirs] = (await upload(other, [{ data: await photo('jpeg') }])).json().photos;
    const refused = await listWith(seller, [theirs.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not found among your uploads/);
    // A photo already on one listing cannot be put on a second.
    const [mine] = (await upload(seller, [{ data: await photo('jpeg') }])).json().photos;
    expect((await listWith(seller, [mine.id])).statusCode).toBe(201);
    expect((await listWith(seller, [mine.id])).statusCode).toBe(400);
    expect((await listWith(seller, [mine.id, mine.id])).statusCode).toBe(400);
  });

  it('deletes a listing’s photos with it, keeping a cover that a booking still shows', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const [cover, back] = (
      await upload(seller, [{ data: await photo('jpeg') }, { data: await photo('jpeg') }])
    ).json().photos;
    const productId = (await listWith(seller, [cover.id, back.id])).json().insertedId;
    const booked = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: buyer,
      payload: { productId, meetingLocation: 'Gate', phoneNumber: '0123456789' },
    });
    expect(booked.statusCode).toBe(201);
    // Served once: an instance keeps it in memory, and must forget it with the listing.
    expect((await t.request({ url: back.url })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/products/${productId}`, as: seller })).statusCode,
    ).toBe(200);
    await t.changesDelivered();
    expect((await t.request({ url: back.url })).statusCode).toBe(404);
    // The buyer's order still shows the cover it was booked with.
    expect((await t.request({ url: cover.url })).statusCode).toBe(200);
    const [order] = (await t.request({ url: `/api/myorders?email=${buyer.email}`, as: buyer })).json();
    expect(order.image_url).toBe(cover.url);
  });

  it('sweeps uploads no listing took within a day', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const [kept, left] = (
      await upload(seller, [{ data: await photo('jpeg') }, { data: await photo('jpeg') }])
    ).json().photos;
    expect((await listWith(seller, [kept.id])).statusCode).toBe(201);
    await t.db.execute(sql`update photos set created_at = now() - interval '25 hours'`);
    await t.app.photos.sweep();
    expect((await t.request({ url: left.url })).statusCode).toBe(404);
    expect((await t.request({ url: kept.url })).statusCode).toBe(200);
  });
});
