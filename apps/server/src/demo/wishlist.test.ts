import type { CopyAlert, Notification, WishlistItem } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from '../../test/test-app.js';
import { seedDemo } from './seed.js';

const t = useTestApp();

describe("the demo buyer's wishlist", () => {
  it('has a sold book with an alert, one on sale and one cut in price since, with its notification', async () => {
    expect(await seedDemo(t.db, t.app.auth, t.app.photos)).toBe(true);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'buyer@example.com', password: 'shelf-buyer-1' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .find((value) => value?.startsWith('better-auth.session_token='))!
      .split(';')[0]!;
    const buyer = { cookie, id: signIn.json().user.id } as TestUser;

    const saved = (await t.request({ url: '/api/wishlist', as: buyer })).json() as WishlistItem[];
    expect(saved.map((item) => [item.book_name, item.status, item.savedPrice, item.resell_price])).toEqual([
      ['The Quiet Orchard', 'available', 11, 9],
      ['The Salt Road', 'available', 11, 11],
      ['The Paper Knight', 'sold', 5, 5],
    ]);
    const alerts = (await t.request({ url: '/api/alerts', as: buyer })).json() as CopyAlert[];
    expect(alerts).toMatchObject([{ bookName: 'The Paper Knight', author: 'Sam Whitlock', isbn: null }]);
    expect(saved.map((item) => item.alertId)).toEqual([null, null, alerts[0]!._id]);

    const notices = (await t.request({ url: '/api/notifications', as: buyer })).json() as Notification[];
    expect(notices[0]).toMatchObject({
      kind: 'price_cut',
      bookName: 'The Quiet Orchard',
      price: 9,
      productId: saved[0]!._id,
      read: false,
    });
    // Another copy of the sold book, listed now, reaches the demo buyer.
    const seller = await t.signUp({ role: 'seller' });
    const listed = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: {
        category_id: '2',
        category_name: 'Comics & Fantasy',
        book_name: 'The Paper Knight',
        author: 'Sam Whitlock',
        image_url: '/images/covers/the-paper-knight.svg',
        original_price: 12,
        resell_price: 6,
        used: 1,
        location: 'Dhaka',
        product_condition: 'good',
      },
    });
    expect(listed.statusCode).toBe(201);
    const [latest] = (await t.request({ url: '/api/notifications', as: buyer })).json() as Notification[];
    expect(latest).toMatchObject({ kind: 'copy_listed', productId: listed.json().insertedId });
    // The demo's photos are processed as uploads are: seconds on a busy machine.
  }, 120_000);
});
