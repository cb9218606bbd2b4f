import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

// Ten reads a minute from one address, for the test: visitors past it get 429 with Retry-After;
// signed-in people are not counted.
const t = useTestApp({ env: { VISITOR_READS_PER_MINUTE: '10' } });

describe("visitors' reads", () => {
  it('are limited per address, with Retry-After; signed-in people and other addresses read on', async () => {
    const person = await t.signUp();
    for (let read = 1; read <= 10; read++) {
      const url = read % 2 === 0 ? '/api/categories/1' : '/api/search?q=book';
      expect((await t.request({ url })).statusCode, `read ${read}`).toBe(200);
    }
    const refused = await t.request({ url: '/api/categories/1' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many requests/);
    expect((await t.request({ url: '/api/categories/1', as: person })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/categories/1', ip: '10.0.0.9' })).statusCode).toBe(200);
  });
});
