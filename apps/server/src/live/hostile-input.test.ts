import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SseStream } from '../../test/sse-client.js';
import { BASE_URL, useTestApp, type TestUser } from '../../test/test-app.js';
import { bookingBetween } from '../../test/booking-fixtures.js';

// test/hostile-input.test.ts fuzzes every route through app.inject, which would wait forever on a
// stream: the streaming routes are fuzzed here, over real HTTP, each request with a time limit.
const t = useTestApp();
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;
let base = '';

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\ud800',
    '‮reversed',
    'x'.repeat(70_000),
    '__proto__',
    '-1',
    '9223372036854775808',
    '',
    ' ',
  ),
);

/** Percent-encodes any string; a lone surrogate (which no URL can carry) becomes U+FFFD first. */
const encode = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

/** Waits (at most 5 s) until the server has forgotten every stream of `person`. */
async function forgotten(person: TestUser): Promise<void> {
  const deadline = Date.now() + 5000;
  while (t.app.live.count(person.id) > 0) {
    if (Date.now() > deadline) throw new Error('a closed stream was not forgotten');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`hostile input on the streaming routes (${RUNS} cases each, seed ${SEED})`, () => {
  it('never answers 5xx nor hangs: a stream, or a JSON refusal at once', async () => {
    expect([...t.app.streamRoutes]).toEqual(['GET /api/events']);
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const own = await bookingBetween(t, buyer, seller);
    const foreign = await bookingBetween(t, await t.signUp(), seller);
    const failures: string[] = [];
    let streams = 0;

    const attempt = async (query: string, as: TestUser | null) => {
      const url = `${base}/api/events${query}`;
      const answer = await SseStream.open(
        url,
        { origin: BASE_URL, ...(as ? { cookie: as.cookie } : {}) },
        2000,
      );
      if (answer.status >= 500) failures.push(`${query.slice(0, 120)}: ${answer.status}`);
      if (answer.stream) {
        streams += 1;
        if (answer.status !== 200)
          failures.push(`${query.slice(0, 120)}: a stream answered ${answer.status}`);
        answer.stream.close();
        if (as) await forgotten(as);
      } else if (
        // Node answers 431 itself, without a body, to a request line past its header limit.
        answer.status !== 431 &&
        typeof (answer.body as { statusCode?: unknown }).statusCode !== 'number'
      ) {
        failures.push(`${query.slice(0, 120)}: ${answer.status} without a JSON error`);
      }
      return answer.status;
    };

    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nasty, fc.constantFrom(own, foreign)),
        nasty,
        fc.constantFrom<TestUser | null>(buyer, null),
        async (booking, other, as) => {
          const value = encode(other);
          const query = `?booking=${encode(booking)}&email=${value}&limit=${value}&cursor=${value}`;
          return (await attempt(query, as)) < 500;
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    for (const raw of ['%ED%A0%80', '%', '%E0%A4%A', '%00', '%2e%2e%2f']) {
      await attempt(`?booking=${raw}&cursor=${raw}`, buyer);
    }
    // The buyer's own booking, and no booking at all, are streams; the rest were refused.
    expect(await attempt(`?booking=${own}`, buyer)).toBe(200);
    expect(await attempt(`?booking=${foreign}`, buyer)).toBe(403);
    expect(streams).toBeGreaterThanOrEqual(1);
    expect(failures).toEqual([]);
    expect(t.app.live.count()).toBe(0);
  }, 120_000);
});
