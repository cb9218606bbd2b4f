import { describe, expect, it } from 'vitest';
import { bookInput, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

describe('GET /api/users/{admin,buyer,seller}/:email', () => {
  it('tells the user their own capabilities: everyone buys, sellers sell, admins are made so', async () => {
    const buyer = await t.signUp();
    const seller = await t.signUp({ role: 'seller' });
    const flags = async (user: typeof buyer) =>
      Promise.all(
        ['admin', 'buyer', 'seller'].map(async (role) =>
          (await t.request({ url: `/api/users/${role}/${user.email}`, as: user })).json(),
        ),
      );
    expect(await flags(buyer)).toEqual([{ isAdmin: false }, { isBuyer: true }, { isSeller: false }]);
    expect(await flags(seller)).toEqual([{ isAdmin: false }, { isBuyer: true }, { isSeller: true }]);
    await t.makeAdmin(buyer);
    expect(await flags(buyer)).toEqual([{ isAdmin: true }, { isBuyer: true }, { isSeller: false }]);
    await t.startSelling(buyer);
    expect(await flags(buyer)).toEqual([{ isAdmin: true }, { isBuyer: true }, { isSeller: true }]);
  });

  it('is 401 anonymous, 403 for someone else, and an admin may look anyone up', async () => {
    const buyer = await t.signUp();
    const other = await t.signUp();
    const admin = await t.makeAdmin(await t.signUp());
    for (const role of ['admin', 'buyer', 'seller']) {
      expect((await t.request({ url: `/api/users/${role}/${buyer.email}` })).statusCode).toBe(401);
      expect((await t.request({ url: `/api/users/${role}/${buyer.email}`, as: other })).statusCode).toBe(403);
      expect((await t.request({ url: `/api/users/${role}/${buyer.email}`, as: admin })).statusCode).toBe(200);
      const malformed = await t.request({ url: `/api/users/${role}/not-an-email`, as: buyer });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/^email: /);
    }
  });
});

describe('GET /api/allbuyers', () => {
  it('lists users without secrets to admins only, everyone or those who sell, paginated', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const buyer = await t.signUp();
    const seller = await t.signUp({ role: 'seller' });
    expect((await t.request({ url: '/api/allbuyers' })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/allbuyers', as: buyer })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/allbuyers', as: seller })).statusCode).toBe(403);

    const all = await t.request({ url: '/api/allbuyers', as: admin });
    expect(all.statusCode).toBe(200);
    const users = all.json();
    expect(users[0]).toEqual({
      _id: seller.id,
      name: seller.name,
      email: seller.email,
      role: 'seller',
      sells: true,
      isAdmin: false,
      verified: false,
    });
    for (const row of users)
      expect(Object.keys(row).sort()).toEqual([
        '_id',
        'email',
        'isAdmin',
        'name',
        'role',
        'sells',
        'verified',
      ]);

    // Every account buys: the buyers are everyone, sellers included.
    const buyers = (await t.request({ url: '/api/allbuyers?role=buyer', as: admin })).json();
    expect(buyers.map((row: { _id: string }) => row._id)).toEqual(
      users.map((row: { _id: string }) => row._id),
    );
    const page = await t.request({ url: '/api/allbuyers?limit=1', as: admin });
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBe(users.length);
    expect(page.headers.link).toMatch(/rel="next"/);

    // The sellers are those who sell, whatever they signed up for.
    const starter = await t.startSelling(await t.signUp());
    const sellers = (await t.request({ url: '/api/allbuyers?role=seller', as: admin })).json();
    expect(sellers.every((row: { sells: boolean }) => row.sells)).toBe(true);
    expect(sellers.slice(0, 2).map((row: { _id: string }) => row._id)).toEqual([starter.id, seller.id]);
    expect(sellers[0]).toMatchObject({ role: 'buyer', sells: true });
    expect(sellers.map((row: { _id: string }) => row._id)).not.toContain(buyer.id);

    expect((await t.request({ url: '/api/allbuyers?role=admin', as: admin })).statusCode).toBe(400);
  });
});

describe('DELETE /api/users/:id', () => {
  it('is for admins only, and not on themselves', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const buyer = await t.signUp();
    const seller = await t.signUp({ role: 'seller' });
    expect((await t.request({ method: 'DELETE', url: `/api/users/${buyer.id}` })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${seller.id}`, as: buyer })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${buyer.id}`, as: seller })).statusCode,
    ).toBe(403);
    const self = await t.request({ method: 'DELETE', url: `/api/users/${admin.id}`, as: admin });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('CANNOT_DELETE_SELF');
    expect((await t.request({ method: 'DELETE', url: '/api/users/nobody', as: admin })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/users/buyer/${buyer.email}`, as: buyer })).statusCode).toBe(200);
  });

  it('ends the deleted user’s session and bearer token at once and takes their books off sale', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const sellerToken = await t.accessTokenFor(seller);
    const added = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ book_name: 'Leaving soon' }),
    });
    const bookId = added.json().insertedId;
    const listed = async () =>
      (await t.request({ url: '/api/categories/2?limit=100', as: buyer }))
        .json()
        .map((book: { _id: string }) => book._id);
    expect(await listed()).toContain(bookId);

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/users/${seller.id}`,
      as: admin,
      token: undefined,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });

    expect((await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request({ url: `/api/myproducts?email=${seller.email}`, token: sellerToken })).statusCode,
    ).toBe(401);
    expect(await listed()).not.toContain(bookId);
    const users = (await t.request({ url: '/api/allbuyers?limit=100', as: admin })).json();
    expect(users.map((row: { _id: string }) => row._id)).not.toContain(seller.id);
  });

  it('puts the copies a deleted buyer had booked back on sale', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const other = await t.signUp();
    const productId = (
      await t.request({ method: 'POST', url: '/api/addproduct', as: seller, payload: bookInput() })
    ).json().insertedId;
    const booking = { productId, meetingLocation: 'Library', phoneNumber: '01712345678' };
    expect(
      (await t.request({ method: 'POST', url: '/api/bookings', as: buyer, payload: booking })).statusCode,
    ).toBe(201);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/users/${buyer.id}`,
          as: admin,
          token: await t.accessTokenFor(admin),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/bookings', as: other, payload: booking })).statusCode,
    ).toBe(201);
  });
});

describe('POST /api/users', () => {
  it('saves the signed-in user’s own profile, idempotently', async () => {
    const buyer = await t.signUp();
    for (let i = 0; i < 2; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/users',
        as: buyer,
        payload: { name: 'Renamed Buyer', email: buyer.email, role: 'buyer', extra: 'stripped' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ acknowledged: true });
    }
    const admin = await t.makeAdmin(await t.signUp());
    const list = (await t.request({ url: '/api/allbuyers?role=buyer&limit=100', as: admin })).json();
    expect(list.find((row: { _id: string }) => row._id === buyer.id).name).toBe('Renamed Buyer');
    // Stored as the sign-up stores names: trimmed and NFC-normalised.
    const renamed = await t.request({
      method: 'POST',
      url: '/api/users',
      as: buyer,
      payload: { name: '  Ame\u0301lie  ', email: buyer.email, role: 'buyer' },
    });
    expect(renamed.statusCode).toBe(200);
    const again = (await t.request({ url: '/api/allbuyers?role=buyer&limit=100', as: admin })).json();
    expect(again.find((row: { _id: string }) => row._id === buyer.id).name).toBe('Am\u00e9lie');
  });

  it('refuses anonymous callers, other emails, the admin role and a role change', async () => {
    const buyer = await t.signUp();
    const other = await t.signUp();
    const save = (payload: object, as: typeof buyer | null = buyer) =>
      t.request({ method: 'POST', url: '/api/users', as, payload });
    expect((await save({ name: 'X', email: buyer.email, role: 'buyer' }, null)).statusCode).toBe(401);
    expect((await save({ name: 'X', email: other.email, role: 'buyer' })).statusCode).toBe(403);
    const admin = await save({ name: 'X', email: buyer.email, role: 'admin' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe('ADMIN_NOT_ASSIGNABLE');
    expect((await save({ name: 'X', email: buyer.email, role: 'seller' })).statusCode).toBe(409);
  });

  it('answers 400 naming each malformed field', async () => {
    const buyer = await t.signUp();
    const valid = { name: 'Name', email: buyer.email, role: 'buyer' };
    const cases: [string, object][] = [
      ['name', { ...valid, name: '' }],
      ['name', { ...valid, name: 42 }],
      ['name', { ...valid, name: 'x'.repeat(101) }],
      ['email', { ...valid, email: 'nope' }],
      ['role', { ...valid, role: 'king' }],
      ['role', { name: 'Name', email: buyer.email }],
    ];
    for (const [field, payload] of cases) {
      const response = await t.request({ method: 'POST', url: '/api/users', as: buyer, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    }
    // The one name rule, the same as at sign-up.
    for (const [name, message] of [
      ['x'.repeat(101), 'name: Name must be at most 100 characters'],
      ['   ', 'name: Name is required'],
      ['Rina\u202Egnp.exe', 'name: Name cannot contain control characters or text-direction marks'],
      ['\u2066Rina\u2069', 'name: Name cannot contain control characters or text-direction marks'],
      ['Ri\u001Bna', 'name: Name cannot contain control characters or text-direction marks'],
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/users',
        as: buyer,
        payload: { ...valid, name },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const notJson = await t.request({
      method: 'POST',
      url: '/api/users',
      as: buyer,
      payload: '{"name": "trunc',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
