import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPORT_NOTE_MAX_LENGTH } from '@second-shelf/shared';
import { reports, requestLimits } from '../../db/schema.js';
import { conversationAbout } from '../../../test/booking-fixtures.js';
import { bookInput, nextIp, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

/** What a kept note may never hold: control characters other than tab and line breaks. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;

/** Text that breaks naive servers: SQL, markup, control and direction characters, odd lengths. */
const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\u0000',
    '\u0007bell',
    '\ud800',
    '‮reversed',
    '__proto__',
    'book',
    'person',
    'conversation',
    'counterfeit',
    'x'.repeat(REPORT_NOTE_MAX_LENGTH),
    'x'.repeat(REPORT_NOTE_MAX_LENGTH + 1),
    '𝕊'.repeat(REPORT_NOTE_MAX_LENGTH / 2),
    '\r\n\r\n',
  ),
);
const anything = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

describe(`reports with hostile input (${RUNS} cases, seed ${SEED})`, () => {
  it('answers only 2xx or 4xx; whatever it keeps is a valid report, and a refusal keeps nothing', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const admin = await t.makeAdmin(await t.signUp());
    const listed = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput(),
    });
    const productId = listed.json().insertedId as string;
    const conversationId = await conversationAbout(t, {
      buyerId: (await reporterFor()).id,
      sellerId: seller.id,
      productId,
    });
    const count = async () =>
      (
        (await t.db.execute(sql`select count(*)::int as n from ${reports}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const failures: string[] = [];

    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            kind: fc.oneof(fc.constantFrom('book', 'person', 'conversation'), anything),
            productId: fc.oneof(fc.constant(productId), anything),
            userId: fc.oneof(fc.constant(seller.id), anything),
            conversationId: fc.oneof(fc.constant(conversationId), anything),
            reason: fc.oneof(fc.constantFrom('counterfeit', 'offensive', 'spam', 'scam', 'other'), anything),
            note: anything,
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          // A new reporter each time would cost a sign-up per case: one buyer, their reports and their
          // abuse limit cleared, so that every case reaches the handler.
          await t.db.execute(sql`delete from ${reports}`);
          await t.db.execute(sql`delete from ${requestLimits}`);
          const reporter = await reporterFor();
          const response = await t.request({
            method: 'POST',
            url: '/api/reports',
            as: reporter,
            ip: nextIp(),
            payload: body,
          });
          const kept = await count();
          if (response.statusCode >= 500)
            failures.push(`${response.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
          if (response.statusCode === 201) {
            const [row] = await t.db.select().from(reports);
            const note = row?.note ?? '';
            if (kept !== 1 || CONTROL.test(note) || [...note].length > REPORT_NOTE_MAX_LENGTH) {
              failures.push(`kept ${JSON.stringify(row)} from ${JSON.stringify(body).slice(0, 200)}`);
            }
          } else if (kept !== 0) {
            failures.push(
              `refused with ${response.statusCode} yet kept a report: ${JSON.stringify(body).slice(0, 200)}`,
            );
          }
          return response.statusCode < 500;
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );

    // The admin's actions with any id: a 404 or 400, never a 5xx, and nothing closed.
    await t.request({
      method: 'POST',
      url: '/api/reports',
      as: await reporterFor(),
      payload: { kind: 'book', productId, reason: 'spam' },
    });
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.constantFrom(
          'books/%s/remove',
          'books/%s/dismiss',
          'people/%s/dismiss',
          'conversations/%s/dismiss',
        ),
        async (id, path) => {
          const url = `/api/reports/${path.replace('%s', encodeURIComponent(id.replace(/[\ud800-\udfff]/g, '')) || 'x')}`;
          const response = await t.request({ method: 'POST', url, as: admin });
          if (response.statusCode >= 500) failures.push(`${url}: ${response.statusCode}`);
          if (response.statusCode < 400) failures.push(`${url}: accepted`);
          return response.statusCode < 500;
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    const [open] = await t.db.select({ state: reports.state }).from(reports);
    expect(open?.state).toBe('open');
    expect(failures).toEqual([]);
  }, 300_000);
});

let reporter: Awaited<ReturnType<typeof t.signUp>> | undefined;
async function reporterFor() {
  reporter ??= await t.signUp();
  return reporter;
}
