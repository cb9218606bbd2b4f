import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema.js';
import { bookInput, useTestApp, type TestUser } from '../../../test/test-app.js';

const t = useTestApp();

const verify = (id: string, as: TestUser | null, method: 'POST' | 'DELETE' = 'POST') =>
  t.request({ method, url: `/api/sellers/${encodeURIComponent(id)}/verification`, as });

async function list(seller: TestUser, bookName: string): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/addproduct',
    as: seller,
    payload: bookInput({ category_id: '3', category_name: 'Literary Fiction', book_name: bookName }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
}

/** Whether each read that shows the seller shows them verified, as the buyer sees it. */
async function shownVerified(seller: TestUser, productId: string, bookName: string, as: TestUser) {
  const find = (books: { _id: string; seller_verified: boolean }[], read: string) => {
    expect(Array.isArray(books), `${read}: ${JSON.stringify(books)}`).toBe(true);
    return books.find((book) => book._id === productId)?.seller_verified;
  };
  // The category page's statement is also the one the server draws the page from (pages/page-data.ts).
  const category = (await t.request({ url: '/api/categories/3?limit=100', as })).json();
  const search = (await t.request({ url: `/api/search?q=${encodeURIComponent(bookName)}`, as })).json();
  const detail = (await t.request({ url: `/api/products/${productId}`, as })).json();
  const mine = (
    await t.request({ url: `/api/myproducts?email=${encodeURIComponent(seller.email)}`, as: seller })
  ).json();
  const profile = (await t.request({ url: `/api/profiles/${seller.id}`, as })).json();
  return {
    category: find(category, 'category'),
    search: find(search, 'search'),
    detail: detail.seller_verified,
    myProducts: find(mine, 'mine'),
    profile: profile.verified,
  };
}

const everywhere = (verified: boolean) => ({
  category: verified,
  search: verified,
  detail: verified,
  myProducts: verified,
  profile: verified,
});

describe('POST and DELETE /api/sellers/:id/verification', () => {
  it('verifies a seller and takes it back: every read that shows them says so', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const bookName = 'Lanterns over Sylhet';
    const productId = await list(seller, bookName);
    expect(await shownVerified(seller, productId, bookName, buyer)).toEqual(everywhere(false));

    const verified = await verify(seller.id, admin);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ _id: seller.id, verified: true });
    expect(await shownVerified(seller, productId, bookName, buyer)).toEqual(everywhere(true));
    const sellers = (await t.request({ url: '/api/allbuyers?role=seller&limit=100', as: admin })).json();
    expect(sellers.find((row: { _id: string }) => row._id === seller.id).verified).toBe(true);

    const taken = await verify(seller.id, admin, 'DELETE');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ _id: seller.id, verified: false });
    expect(await shownVerified(seller, productId, bookName, buyer)).toEqual(everywhere(false));
  });

  it('is idempotent: verifying twice keeps the first time, taking back twice is still not verified', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const seller = await t.signUp({ role: 'seller' });
    expect((await verify(seller.id, admin)).statusCode).toBe(200);
    const [first] = await t.db.select({ at: user.verifiedAt }).from(user).where(eq(user.id, seller.id));
    expect(first!.at).toBeInstanceOf(Date);
    const again = await verify(seller.id, admin);
    expect(again.json()).toEqual({ _id: seller.id, verified: true });
    const [second] = await t.db.select({ at: user.verifiedAt }).from(user).where(eq(user.id, seller.id));
    expect(second!.at).toEqual(first!.at);
    for (let i = 0; i < 2; i += 1) {
      const taken = await verify(seller.id, admin, 'DELETE');
      expect(taken.json()).toEqual({ _id: seller.id, verified: false });
    }
    const [after] = await t.db.select({ at: user.verifiedAt }).from(user).where(eq(user.id, seller.id));
    expect(after!.at).toBeNull();
  });

  it('verifies sellers only: a buyer (or an admin, who is a buyer) is a 409, an unknown id a 404', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const buyer = await t.signUp();
    for (const method of ['POST', 'DELETE'] as const) {
      for (const target of [buyer, admin]) {
        const refused = await verify(target.id, admin, method);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          message: 'Only an account that sells can be verified',
          code: 'NOT_A_SELLER',
        });
      }
      const unknown = await verify('no-such-user', admin, method);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No such user');
    }
    const [row] = await t.db.select({ at: user.verifiedAt }).from(user).where(eq(user.id, buyer.id));
    expect(row!.at).toBeNull();
  });

  it('is for admins only: 401 signed out, 403 for the seller themselves and anyone else', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await verify(seller.id, null, method)).statusCode).toBe(401);
      expect((await verify(seller.id, seller, method)).statusCode).toBe(403);
      expect((await verify(seller.id, buyer, method)).statusCode).toBe(403);
    }
    const [row] = await t.db.select({ at: user.verifiedAt }).from(user).where(eq(user.id, seller.id));
    expect(row!.at).toBeNull();
  });
});
