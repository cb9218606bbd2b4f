import { describe, expect, it } from 'vitest';
import { nextIp, useTestApp } from '../../test/test-app.js';
import { LIMITS } from '../lib/rate-limit.js';

const t = useTestApp();

// Password guessing is limited without letting a stranger lock the owner out (sign-in-guard.ts).
describe('sign-in abuse limits', () => {
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
});
