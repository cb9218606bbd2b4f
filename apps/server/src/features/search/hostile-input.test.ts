import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookInput, nextIp, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;

/** What reaches PostgreSQL's query parsers: tsquery operators, regular expression text, odd unicode. */
const words = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '!',
    '&',
    '|',
    '<->',
    '<2>',
    ':*',
    'a:* & !b | (c <-> d)',
    "'",
    '"',
    '""',
    '"unclosed',
    '-',
    '--',
    'or',
    'or or or',
    '-"a b" or -c',
    '((((',
    '\\',
    '.*+?^${}()|[]\\',
    '%_',
    '\ud800',
    '\u200b\u200d',
    'ǅ',
    'İstanbul',
    'ﬁ',
    '𝕊𝕙𝕖𝕝𝕗',
    '‮reversed',
    'ক্ষ',
    '日本語の本',
    '0-7475-3269-X',
    '978-0-00-000000-0',
    'x'.repeat(200),
    'the the the the the the the the the the',
  ),
);

describe(`search with hostile parameters (${RUNS} cases, seed ${SEED})`, () => {
  it('answers only 200 or 4xx, whatever the words, filters, order and cursor', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const listed = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ book_name: 'Über die Straße', author: 'Zoë Ångström', description: 'a:* & !b' }),
    });
    expect(listed.statusCode).toBe(201);
    const failures: string[] = [];
    const field = fc.constantFrom(
      'q',
      'category',
      'condition',
      'min_price',
      'max_price',
      'location',
      'format',
      'language',
      'sort',
      'limit',
      'cursor',
    );
    await fc.assert(
      fc.asyncProperty(words, fc.dictionary(field, words, { maxKeys: 4 }), async (q, others) => {
        const query = new URLSearchParams({ ...others, q }).toString();
        const response = await t.request({ url: `/api/search?${query}`, as: buyer, ip: nextIp() });
        const answered =
          response.statusCode === 200 || (response.statusCode >= 400 && response.statusCode < 500);
        if (!answered)
          failures.push(`${query.slice(0, 200)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        return answered;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // A 10 KB query, and the same words as a long repeated parameter, are refused with a message.
    for (const url of [`/api/search?q=${'a'.repeat(10_240)}`, `/api/search?q=${'ab%20'.repeat(2_048)}`]) {
      const response = await t.request({ url, as: buyer });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/q must be at most 200 characters/);
    }
    // Malformed escapes, as a raw client sends them.
    for (const raw of ['%ED%A0%80', '%', '%E0%A4%A', '%00', '%2e%2e%2f']) {
      const response = await t.request({ url: `/api/search?q=${raw}&location=${raw}`, as: buyer });
      if (response.statusCode >= 500) failures.push(`${raw}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
