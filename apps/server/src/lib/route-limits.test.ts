import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { bookInput, nextIp, useTestApp } from '../../test/test-app.js';
import { registerErrorHandling } from './errors.js';
import { LIMITS } from './rate-limit.js';
import { registerRouteLimits } from './route-limits.js';

const t = useTestApp();

describe('abuse limits declared by routes (config.limit)', () => {
  it("counts a route's calls per client address before its handler, and refuses past the rule with 429", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerRouteLimits(app, t.db);
    let handled = 0;
    app.get(
      '/limited',
      { config: { limit: { name: `test-${Date.now()}`, max: 2, windowSeconds: 60 } } },
      async () => ({ handled: ++handled }),
    );
    app.get('/free', async () => ({ ok: true }));
    const [first, second] = [nextIp(), nextIp()];
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await app.inject({ url: '/limited', remoteAddress: first })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await app.inject({ url: '/limited', remoteAddress: first });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    expect(handled).toBe(2);
    // Another address has its own counter; a route without a limit counts nothing.
    expect((await app.inject({ url: '/limited', remoteAddress: second })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await app.inject({ url: '/free', remoteAddress: first })).statusCode).toBe(200);
    await app.close();
  });

  it("counts a rule `per: 'person'` per signed-in person, whatever their address, and only on routes that need one", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    // The access control's part: the viewer a request's credentials name (here, a header).
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      const id = request.headers['x-person'];
      if (typeof id === 'string')
        request.viewer = {
          id,
          email: `${id}@example.com`,
          name: id,
          role: 'buyer',
          sells: false,
          isAdmin: false,
          emailVerified: false,
          sessionId: id,
        };
    });
    registerRouteLimits(app, t.db);
    const limit = { name: `test-person-${Date.now()}`, max: 2, windowSeconds: 60, per: 'person' as const };
    app.get('/mine', { config: { access: 'signed-in', limit } }, async () => ({ ok: true }));
    expect(() => app.get('/open', { config: { access: 'public', limit } }, async () => ({}))).toThrow(
      /counts its limit per person but lets anyone call it/,
    );
    const call = (person: string, address = nextIp()) =>
      app.inject({ url: '/mine', remoteAddress: address, headers: { 'x-person': person } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call('alice')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    // Another person at the very same address has a count of their own.
    const shared = nextIp();
    expect((await call('bob', shared)).statusCode).toBe(200);
    expect((await call('carol', shared)).statusCode).toBe(200);
    await app.close();
  });

  it('refuses a route that says who counts its limit without declaring one', async () => {
    const app = Fastify();
    registerRouteLimits(app, t.db);
    expect(() => app.get('/odd', { config: { limitCountedBy: 'handler' } }, async () => ({}))).toThrow(
      /limitCountedBy without a limit/,
    );
    await app.close();
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
});
