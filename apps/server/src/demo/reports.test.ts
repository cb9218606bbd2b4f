import type { Listing, Profile, ReportedItem } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from '../../test/test-app.js';
import { DEMO_ACCOUNTS, seedDemo } from './seed.js';

const t = useTestApp();

async function signIn(email: string): Promise<TestUser> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: account.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = [response.headers['set-cookie']]
    .flat()
    .find((value) => value?.startsWith('better-auth.session_token='))!
    .split(';')[0]!;
  return { cookie, id: response.json().user.id, email } as TestUser;
}

describe('the demo’s verified seller and reports', () => {
  it('shows the demo seller verified, and the admin a queue: a book reported twice for two reasons, a person once', async () => {
    expect(await seedDemo(t.db, t.app.auth, t.app.photos)).toBe(true);
    const buyer = await signIn('buyer@example.com');
    const admin = await signIn('admin@example.com');
    const seller = await signIn('seller@example.com');
    const other = await signIn('seller2@example.com');

    const books = (await t.request({ url: '/api/categories/1', as: buyer })).json() as Listing[];
    const bySeller = (id: string) => books.filter((book) => book.seller_id === id);
    expect(bySeller(seller.id).length).toBeGreaterThan(0);
    expect(bySeller(seller.id).every((book) => book.seller_verified)).toBe(true);
    expect(bySeller(other.id).every((book) => !book.seller_verified)).toBe(true);
    const profile = (
      await t.request({ url: `/api/users/${seller.id}/profile`, as: buyer })
    ).json() as Profile;
    expect(profile.verified).toBe(true);

    const queue = (await t.request({ url: '/api/reports', as: admin })).json() as ReportedItem[];
    expect(
      queue.map((item) => [
        item.kind,
        item.name,
        item.account.email,
        item.count,
        item.reasons,
        item.notes.length,
      ]),
    ).toEqual([
      [
        'book',
        'Letters to a Young Teacher',
        'seller2@example.com',
        2,
        [
          { reason: 'counterfeit', count: 1 },
          { reason: 'spam', count: 1 },
        ],
        1,
      ],
      ['person', "Tom's Corner Books", 'seller2@example.com', 1, [{ reason: 'scam', count: 1 }], 1],
    ]);
    // The demo buyer has reported that book already: a second time is refused, saying so.
    const again = await t.request({
      method: 'POST',
      url: '/api/reports',
      as: buyer,
      payload: { kind: 'book', productId: queue[0]!._id, reason: 'other' },
    });
    expect(again.statusCode).toBe(409);
  });
});
