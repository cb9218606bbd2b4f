import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoUrl } from '@second-shelf/shared';
import { startOpenLibrary, type LocalOpenLibrary } from '../../../test/open-library-server.js';
import { listBookWith } from '../../../test/booking-fixtures.js';
import { useTestApp } from '../../../test/test-app.js';
import { readOpenLibraryAnswer } from './lookup.js';

// The local Open Library-shaped service starts first; the app is pointed at it.
let library: LocalOpenLibrary;
const env: Record<string, string> = { BOOK_METADATA_TIMEOUT_MS: '500' };
beforeAll(async () => {
  library = await startOpenLibrary({
    '9780140328721': {
      title: 'Fantastic Mr. Fox',
      authors: ['Roald Dahl'],
      cover: true,
      publisher: 'Puffin Books',
      publishDate: 'March 1988',
    },
    '9780306406157': { title: 'Two Authors', authors: ['Ann One', 'Bob Two'] },
  });
  env.BOOK_METADATA_URL = library.url;
});
afterAll(() => library?.close());
const t = useTestApp({ env });

describe('GET /api/isbn/:isbn (Fill from ISBN)', () => {
  it('tells the web app that it is on', async () => {
    expect((await t.request({ url: '/api/config' })).json()).toMatchObject({ isbnLookup: true });
  });

  it('fills title, author and cover from an ISBN-10 or ISBN-13, the cover kept as the seller’s upload', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const response = await t.request({ url: '/api/isbn/0-14-032872-6', as: seller });
    expect(response.statusCode).toBe(200);
    const facts = response.json();
    expect(facts).toEqual({
      isbn: '9780140328721',
      title: 'Fantastic Mr. Fox',
      author: 'Roald Dahl',
      cover: { id: expect.any(String), url: photoUrl(facts.cover.id), width: 360, height: 540 },
      format: null,
      language: null,
      publisher: 'Puffin Books',
      published_year: 1988,
      category_id: null,
    });
    expect((await t.request({ url: facts.cover.url })).headers['content-type']).toBe('image/webp');
    // The cover is the seller's to put on a listing.
    const listed = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: {
        category_id: '2',
        category_name: 'Comics & Fantasy',
        book_name: facts.title,
        author: facts.author,
        isbn: facts.isbn,
        photo_ids: [facts.cover.id],
        original_price: 10,
        resell_price: 5,
        used: 1,
        location: 'Dhaka',
        product_condition: 'good',
      },
    });
    expect(listed.statusCode).toBe(201);
  });

  it('asks the service once, then answers from the database', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const asked = () => library.requests.filter((path) => path.includes('9780306406157')).length;
    const first = await t.request({ url: '/api/isbn/978-0-306-40615-7', as: seller });
    expect(first.json()).toEqual({
      isbn: '9780306406157',
      title: 'Two Authors',
      author: 'Ann One, Bob Two',
      cover: null,
      format: null,
      language: null,
      publisher: null,
      published_year: null,
      category_id: null,
    });
    const second = await t.request({ url: '/api/isbn/9780306406157', as: seller });
    expect(second.json()).toEqual(first.json());
    expect(asked()).toBe(1);
  });

  it('answers 404 for a book the service does not know, and 400 for a wrong check digit', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const unknown = await t.request({ url: '/api/isbn/9781861972712', as: seller });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No book with this ISBN was found; please fill the form yourself');
    for (const isbn of ['9780306406158', '0140328722', '12345', 'abc']) {
      const wrong = await t.request({ url: `/api/isbn/${isbn}`, as: seller });
      expect(wrong.statusCode, isbn).toBe(400);
    }
  });

  it('gives up after its timeout with 503, keeping nothing', async () => {
    const seller = await t.signUp({ role: 'seller' });
    library.delayMs = 2000;
    try {
      const started = Date.now();
      const response = await t.request({ url: '/api/isbn/9780131103627', as: seller });
      expect(response.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      library.delayMs = 0;
    }
    const cached = (await t.db.execute(
      sql`select count(*)::int as n from book_metadata where isbn = '9780131103627'`,
    )) as unknown as { rows: { n: number }[] };
    expect(cached.rows[0]!.n).toBe(0);
  });
});

describe('Fill from ISBN with copies listed here before', () => {
  it('adds their format and language to what the service says, and answers alone when the service does not know or is down', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const list = (isbn: string, overrides: Record<string, unknown>) =>
      listBookWith(t, seller, { isbn, ...overrides });
    await list('9780140328721', { book_name: 'Mr Fox (worn)', format: 'hardcover', language: 'English' });
    const known = (await t.request({ url: '/api/isbn/9780140328721', as: seller })).json();
    expect(known).toMatchObject({
      title: 'Fantastic Mr. Fox',
      author: 'Roald Dahl',
      format: 'hardcover',
      language: 'English',
    });
    // Unknown to the service: the latest copy listed here fills it.
    await list('9781566199094', { book_name: 'An Old Title', author: 'First Seller', language: 'Bengali' });
    await list('9781566199094', {
      book_name: 'The Local Atlas',
      author: 'Lina Local',
      format: 'other',
      language: 'Bengali',
      publisher: 'Dhaka Press',
      published_year: 2019,
    });
    const local = await t.request({ url: '/api/isbn/9781566199094', as: seller });
    expect(local.statusCode, local.body).toBe(200);
    expect(local.json()).toEqual({
      isbn: '9781566199094',
      title: 'The Local Atlas',
      author: 'Lina Local',
      cover: null,
      format: 'other',
      language: 'Bengali',
      publisher: 'Dhaka Press',
      published_year: 2019,
      category_id: '2',
    });
    // The service too slow: the copy still answers.
    library.delayMs = 2000;
    try {
      await list('9780262033848', { book_name: 'Slow Service Book' });
      const slow = await t.request({ url: '/api/isbn/9780262033848', as: seller });
      expect([slow.statusCode, slow.json().title]).toEqual([200, 'Slow Service Book']);
    } finally {
      library.delayMs = 0;
    }
  });
});

describe("reading Open Library's answer", () => {
  it('takes the title, the authors and the largest cover, and ignores what is not text', () => {
    expect(
      readOpenLibraryAnswer(
        {
          'ISBN:1': {
            title: '  A   Title ',
            authors: [{ name: 'A' }, { name: 7 }, {}, { name: 'B' }],
            publishers: [{ name: ' Puffin ' }, { name: 'Second' }],
            publish_date: '1 March 1988',
            cover: { small: 's', large: 'l' },
          },
        },
        '1',
      ),
    ).toEqual({ title: 'A Title', author: 'A, B', coverUrl: 'l', publisher: 'Puffin', publishedYear: 1988 });
    expect(readOpenLibraryAnswer({ 'ISBN:1': { title: 'T', publish_date: 'n.d.' } }, '1')).toMatchObject({
      publisher: '',
      publishedYear: null,
    });
    expect(readOpenLibraryAnswer({}, '1')).toBeNull();
    expect(readOpenLibraryAnswer({ 'ISBN:1': { title: 42 } }, '1')).toBeNull();
    expect(readOpenLibraryAnswer(null, '1')).toBeNull();
    expect(readOpenLibraryAnswer('text', '1')).toBeNull();
  });
});
