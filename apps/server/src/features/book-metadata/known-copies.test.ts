import { describe, expect, it } from 'vitest';
import { listBookWith } from '../../../test/booking-fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

// No BOOK_METADATA_URL: an install offline fills a book from its own catalogue alone.
const t = useTestApp();

describe('Fill from ISBN without the metadata service', () => {
  it('answers from the copies listed here before, and 404 for a book never listed', async () => {
    expect((await t.request({ url: '/api/config' })).json()).toMatchObject({ isbnLookup: false });
    const seller = await t.signUp({ role: 'seller' });
    const other = await t.signUp({ role: 'seller' });
    await listBookWith(t, other, {
      isbn: '978-0-262-03384-8',
      book_name: 'Introduction to Algorithms',
      author: 'Cormen',
      format: 'hardcover',
      publisher: 'MIT Press',
      published_year: 2009,
    });
    const filled = await t.request({ url: '/api/isbn/9780262033848', as: seller });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toEqual({
      isbn: '9780262033848',
      title: 'Introduction to Algorithms',
      author: 'Cormen',
      cover: null,
      format: 'hardcover',
      language: 'English',
      publisher: 'MIT Press',
      published_year: 2009,
      category_id: '2',
    });
    const unknown = await t.request({ url: '/api/isbn/9781566199094', as: seller });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'BOOK_METADATA_NOT_FOUND']);
  });
});
