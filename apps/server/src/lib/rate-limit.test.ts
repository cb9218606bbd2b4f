import { describe, expect, it } from 'vitest';
import { bookInput, nextIp, useTestApp } from '../../test/test-app.js';
import { requestLimits } from '../db/schema.js';
import { hitLimit, LIMITS, pruneExpiredLimits } from './rate-limit.js';

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
});

describe('abuse limits', () => {
  it('limits sign-in attempts on one account from many addresses, with 429 and Retry-After', async () => {
    const buyer = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.signInPerAccount.max + 1; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: buyer.email, password: `wrong-${i}-guess` },
        ip: nextIp(),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().message).toMatch(/Too many sign-in attempts for this account/);
      }
    }
    expect(statuses).toEqual([...Array(LIMITS.signInPerAccount.max).fill(401), 429]);
    // Even the right password waits: the account is cooling down, whoever asks.
    const right = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: buyer.password },
      ip: nextIp(),
    });
    expect(right.statusCode).toBe(429);
  });

  it('limits bookings from one address, with 429 and Retry-After', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.bookingPerAddress.max + 1; i += 1) {
      const productId = (
        await t.request({ method: 'POST', url: '/api/addproduct', as: seller, payload: bookInput() })
      ).json().insertedId;
      const response = await t.request({
        method: 'POST',
        url: '/api/bookings',
        as: buyer,
        payload: { productId, meetingLocation: 'Gate', phoneNumber: '0123456789' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(LIMITS.bookingPerAddress.max).fill(201), 429]);
  });

  it('counts concurrent bookings from one address exactly, however they are batched', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
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
    const ip = nextIp();
    const responses = await Promise.all(
      productIds.map((productId) =>
        t.request({
          method: 'POST',
          url: '/api/bookings',
          as: buyer,
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
