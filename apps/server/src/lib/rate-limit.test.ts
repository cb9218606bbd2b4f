import { describe, expect, it } from 'vitest';
import { bookInput, nextIp, useTestApp } from '../../test/test-app.js';
import { requestLimits } from '../db/schema.js';
import { hitLimit, LIMITS, MARK_PREFIX, markSeen, pruneExpiredLimits } from './rate-limit.js';

const t = useTestApp();

describe('hitLimit', () => {
  it('counts within a window and starts again after it', async () => {
    const rule = { max: 2, windowSeconds: 1 };
    const key = `test:${Math.random()}`;
    expect((await hitLimit(t.db, key, rule)).allowed).toBe(true);
    expect((await hitLimit(t.db, key, rule)).allowed).toBe(true);
    const third = await hitLimit(t.db, key, rule);
    expect(third).toEqual({ allowed: false, retryAfter: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await hitLimit(t.db, key, rule)).allowed).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const key = `test:${Math.random()}`;
    const results = await Promise.all(
      Array.from({ length: 15 }, () => hitLimit(t.db, key, { max: 10, windowSeconds: 60 })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });
});

describe('pruneExpiredLimits', () => {
  it('forgets counters whose window has ended and keeps the others', async () => {
    const old = `test:old:${Math.random()}`;
    const fresh = `test:fresh:${Math.random()}`;
    await hitLimit(t.db, old, { max: 5, windowSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await hitLimit(t.db, fresh, { max: 5, windowSeconds: 60 });
    await pruneExpiredLimits(t.db, 1);
    const keys = (await t.db.select({ key: requestLimits.key }).from(requestLimits)).map((row) => row.key);
    expect(keys).toContain(fresh);
    expect(keys).not.toContain(old);
  });

  it('keeps marks (an address an account signed in from) for their own, longer time', async () => {
    const mark = `test:mark:${Math.random()}`;
    const counter = `test:counter:${Math.random()}`;
    await markSeen(t.db, mark);
    await hitLimit(t.db, counter, { max: 5, windowSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const keys = async () =>
      (await t.db.select({ key: requestLimits.key }).from(requestLimits)).map((row) => row.key);
    await pruneExpiredLimits(t.db, 1);
    expect(await keys()).toContain(MARK_PREFIX + mark);
    expect(await keys()).not.toContain(counter);
    await pruneExpiredLimits(t.db, 1, 1);
    expect(await keys()).not.toContain(MARK_PREFIX + mark);
  });
});

describe('abuse limits', () => {
  const signIn = (email: string, password: string, ip: string) =>
    t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, ip });

  it('limits failed sign-ins on one account from strangers, yet lets the owner in from their own addresses', async () => {
    const owner = await t.signUp();
    // The owner's phone: an address the account has signed in from since its sign-up.
    const phone = nextIp();
    expect((await signIn(owner.email, owner.password, phone)).statusCode).toBe(200);

    // Guesses from as many addresses as the limit allows: each one is checked, and fails.
    const { max } = LIMITS.signInFailuresFromStrangers;
    for (let i = 0; i < max; i += 1) {
      expect((await signIn(owner.email, `wrong-${i}-guess`, nextIp())).statusCode).toBe(401);
    }
    // Then every other stranger is refused, even with the right password, for the window's rest.
    const next = await signIn(owner.email, `wrong-${max}-guess`, nextIp());
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(
      LIMITS.signInFailuresFromStrangers.windowSeconds,
    );
    expect(next.json().message).toMatch(/Too many failed sign-ins to this account from elsewhere/);
    expect((await signIn(owner.email, owner.password, nextIp())).statusCode).toBe(429);

    // The owner is not locked out: from where they signed up, and from the phone, the right password works.
    expect((await signIn(owner.email, owner.password, owner.ip)).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password, phone)).statusCode).toBe(200);
    // Other accounts are untouched.
    const other = await t.signUp();
    expect((await signIn(other.email, other.password, nextIp())).statusCode).toBe(200);
  });

  it('stops a guesser at one address after a few failures on one account, even with the right password', async () => {
    const owner = await t.signUp();
    const guesser = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.signInFailuresPerAddress.max + 2; i += 1) {
      const response = await signIn(owner.email, `wrong-${i}-guess`, guesser);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().message).toMatch(/Too many failed sign-ins to this account from your address/);
      }
    }
    expect(statuses).toEqual([...Array(LIMITS.signInFailuresPerAddress.max).fill(401), 429, 429]);
    expect((await signIn(owner.email, owner.password, guesser)).statusCode).toBe(429);
    // Neither the owner nor another stranger is held to that address's failures.
    expect((await signIn(owner.email, owner.password, owner.ip)).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password, nextIp())).statusCode).toBe(200);
  });

  it('counts failures only: right passwords, from anywhere, use up nothing', async () => {
    const owner = await t.signUp();
    // More right passwords than either limit allows failures: from where the owner signed up, and
    // from new addresses (strangers, until they sign in). Better Auth's own limit of 10 a minute per
    // address is why the owner's address takes only a few.
    const newAddresses = Array.from({ length: LIMITS.signInFailuresFromStrangers.max + 2 }, () => nextIp());
    for (const ip of [...Array(LIMITS.signInFailuresPerAddress.max + 1).fill(owner.ip), ...newAddresses]) {
      expect((await signIn(owner.email, owner.password, ip)).statusCode).toBe(200);
    }
    // Mistakes from an address the owner has signed in from count against that address only.
    const laptop = newAddresses[0]!;
    for (let i = 0; i < LIMITS.signInFailuresPerAddress.max; i += 1) {
      expect((await signIn(owner.email, `typo-${i}`, laptop)).statusCode).toBe(401);
    }
    expect((await signIn(owner.email, owner.password, nextIp())).statusCode).toBe(200);
  });

  it('counts failed sign-ins from many addresses at once exactly', async () => {
    const owner = await t.signUp();
    const over = 6;
    const { max } = LIMITS.signInFailuresFromStrangers;
    const responses = await Promise.all(
      Array.from({ length: max + over }, (_, i) => signIn(owner.email, `wrong-${i}-at-once`, nextIp())),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(max).fill(401), ...Array(over).fill(429)]);
    expect((await signIn(owner.email, owner.password, owner.ip)).statusCode).toBe(200);
  });

  // Several buyers behind one address (an office): one buyer may hold only a few bookings at once
  // (MAX_OPEN_BOOKINGS), the address limit is about the address.
  const buyersAtOneAddress = async (count: number) => {
    const ip = nextIp();
    const buyers = await Promise.all(Array.from({ length: count }, () => t.signUp()));
    return { ip, buyers };
  };

  it('limits bookings from one address, with 429 and Retry-After', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const { ip, buyers } = await buyersAtOneAddress(6);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.bookingPerAddress.max + 1; i += 1) {
      const productId = (
        await t.request({ method: 'POST', url: '/api/addproduct', as: seller, payload: bookInput() })
      ).json().insertedId;
      const response = await t.request({
        method: 'POST',
        url: '/api/bookings',
        as: buyers[i % buyers.length],
        ip,
        payload: { productId, meetingLocation: 'Gate', phoneNumber: '0123456789' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(LIMITS.bookingPerAddress.max).fill(201), 429]);
  });

  it('counts concurrent bookings from one address exactly, however they are batched', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const { ip, buyers } = await buyersAtOneAddress(6);
    const over = 5;
    const productIds = await Promise.all(
      Array.from(
        { length: LIMITS.bookingPerAddress.max + over },
        async () =>
          (
            await t.request({ method: 'POST', url: '/api/addproduct', as: seller, payload: bookInput() })
          ).json().insertedId as string,
      ),
    );
    const responses = await Promise.all(
      productIds.map((productId, i) =>
        t.request({
          method: 'POST',
          url: '/api/bookings',
          as: buyers[i % buyers.length],
          ip,
          payload: { productId, meetingLocation: 'Gate', phoneNumber: '0123456789' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(LIMITS.bookingPerAddress.max).fill(201), ...Array(over).fill(429)]);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const buyer = await t.signUp();
    const response = await t.request({
      method: 'POST',
      url: '/api/users',
      as: buyer,
      payload: { name: 'x'.repeat(1024 * 1024 + 10), email: buyer.email, role: 'buyer' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });
});
