import { eq } from 'drizzle-orm';
import type { AccountSession } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { act, bookingIn, expectOk, newBooking, noticesOf, stateOf } from '../../../test/booking-fixtures.js';
import { bookInput, nextIp, useTestApp, type TestUser } from '../../../test/test-app.js';
import { listings, reviews, user } from '../../db/schema.js';

const t = useTestApp();

/** The other device's browser: Chrome on an Android phone. */
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Another session of the same person, as a sign-in on another device gives. */
async function anotherDevice(person: TestUser): Promise<TestUser> {
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: person.email, password: person.password },
    ip: nextIp(),
    headers: { 'user-agent': PHONE_BROWSER },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = [response.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('better-auth.session_token='))!;
  return { ...person, cookie: cookie.split(';')[0]! };
}

const signedIn = async (person: TestUser) =>
  (await t.request({ url: '/api/notifications', as: person })).statusCode;

describe('the account page', () => {
  it("changes the name, on the person's listings too, refusing a name that breaks the rules", async () => {
    const person = await t.signUp({ role: 'seller', name: 'Old Name' });
    const listed = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: person,
      payload: bookInput(),
    });
    expect(listed.statusCode, listed.body).toBe(201);
    for (const bad of ['', ' ', 'x'.repeat(101)]) {
      const refused = await t.request({
        method: 'PATCH',
        url: '/api/account',
        as: person,
        payload: { name: bad },
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toMatch(/^name: Name/);
    }
    expectOk(
      await t.request({ method: 'PATCH', url: '/api/account', as: person, payload: { name: '  New Name ' } }),
    );
    const session = await t.request({ url: '/api/auth/get-session', as: person });
    expect(session.json().user.name).toBe('New Name');
    const [listing] = await t.db.select().from(listings).where(eq(listings.id, listed.json().insertedId));
    expect(listing!.sellerName).toBe('New Name');
  });

  it('changes the password with the current one, and can end the other sessions', async () => {
    const person = await t.signUp();
    const phone = await anotherDevice(person);
    const change = (currentPassword: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/change-password',
        as: person,
        ip: nextIp(),
        payload: { currentPassword, newPassword: 'a-changed-password', revokeOtherSessions: true },
      });
    expect((await change('not-my-password')).statusCode).toBe(400);
    expect(await signedIn(phone)).toBe(200);
    const changed = await change(person.password);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await signedIn(phone)).toBe(401);
  });

  it("lists where one is signed in, without tokens, and ends a session, only one's own", async () => {
    const person = await t.signUp();
    const phone = await anotherDevice(person);
    const stranger = await t.signUp();
    const listed = await t.request({ url: '/api/account/sessions', as: person });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json() as AccountSession[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((entry) => entry.current)).toHaveLength(1);
    expect(sessions.find((entry) => !entry.current)).toMatchObject({
      userAgent: PHONE_BROWSER,
      device: 'Chrome on Android',
    });
    expect(listed.body).not.toContain(person.sessionToken);

    const phoneSession = sessions.find((entry) => !entry.current)!;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/account/sessions/${phoneSession._id}`, as: stranger }))
        .statusCode,
    ).toBe(404);
    expect(await signedIn(phone)).toBe(200);
    expectOk(
      await t.request({ method: 'DELETE', url: `/api/account/sessions/${phoneSession._id}`, as: person }),
    );
    expect(await signedIn(phone)).toBe(401);
    expect(await signedIn(person)).toBe(200);
  });

  it('downloads everything kept about the person as JSON (their conversations and blocks too), and nothing secret', async () => {
    const seller = await t.signUp({ role: 'seller', name: 'Data Seller' });
    const buyer = await t.signUp();
    await newBooking(t, { buyer, seller }, 'Exported Book');
    expectOk(await t.request({ method: 'PUT', url: `/api/blocks/${buyer.id}`, as: seller }));
    const response = await t.request({ url: '/api/account/data', as: seller });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="second-shelf-data.json"');
    const data = response.json();
    expect(data.profile).toMatchObject({ name: 'Data Seller', email: seller.email, role: 'seller' });
    expect(data.listings.map((listing: { title: string }) => listing.title)).toEqual(['Exported Book']);
    // The blocked buyer's phone number is not the seller's to take away any more; the buyer keeps it.
    expect(data.sales).toEqual([expect.objectContaining({ book: 'Exported Book', phoneNumber: '' })]);
    const own = (await t.request({ url: '/api/account/data', as: buyer })).json();
    expect(own.orders[0].phoneNumber).not.toBe('');
    expect(data.conversations).toEqual([expect.objectContaining({ book: 'Exported Book', side: 'seller' })]);
    expect(data.blocked).toEqual([{ userId: buyer.id, createdAt: expect.any(String) }]);
    expect(data.signIns).toEqual([expect.objectContaining({ provider: 'credential' })]);
    expect(data.passkeys).toEqual([]);
    expect(response.body).not.toContain(seller.sessionToken);
    expect(response.body).not.toMatch(/"password"|[0-9a-f]{32}:[0-9a-f]{64}/);
  });

  it('Delete my account: with the password, open bookings cancelled and told, reviews kept without a name', async () => {
    const seller = await t.signUp({ role: 'seller', name: 'Leaving Seller' });
    const buyer = await t.signUp({ name: 'Staying Buyer' });
    const sold = await bookingIn(t, { buyer, seller }, 'completed');
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/bookings/${sold.bookingId}/review`,
          as: seller,
          payload: { rating: 5, comment: 'Punctual buyer' },
        })
      ).statusCode,
    ).toBe(201);
    const open = await newBooking(t, { buyer, seller }, 'Still Booked');
    const phone = await anotherDevice(seller);

    const wrong = await t.request({
      method: 'POST',
      url: '/api/account/delete',
      as: seller,
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('password: That is not your password');
    expect(await signedIn(seller)).toBe(200);

    expectOk(
      await t.request({
        method: 'POST',
        url: '/api/account/delete',
        as: seller,
        payload: { password: seller.password },
      }),
    );
    expect(await signedIn(seller)).toBe(401);
    expect(await signedIn(phone)).toBe(401);
    expect(await t.db.select().from(user).where(eq(user.id, seller.id))).toEqual([]);
    expect(await t.db.select().from(listings).where(eq(listings.sellerId, seller.id))).toEqual([]);
    expect(await stateOf(t, open.bookingId)).toBe('cancelled');
    expect((await noticesOf(t, open.bookingId)).map((notice) => [notice.userId, notice.kind])).toContainEqual(
      [buyer.id, 'cancelled'],
    );
    const [review] = await t.db.select().from(reviews).where(eq(reviews.subjectId, buyer.id));
    expect(review).toMatchObject({
      authorId: null,
      authorName: 'A former member',
      comment: 'Punctual buyer',
    });
    expect((await act(t, buyer, sold.bookingId, 'cancel', {})).statusCode).toBeGreaterThanOrEqual(400);
  });
});
