import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { SECURITY_TXT_DAYS, securityTxt } from './security-txt.js';

/** RFC 9116's fields, as a reader of security.txt parses them: one "Name: value" a line. */
function fields(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, `a field line: ${line}`).not.toBeNull();
    const [, name, value] = match!;
    found.set(name!.toLowerCase(), [...(found.get(name!.toLowerCase()) ?? []), value!]);
  }
  return found;
}

describe('security.txt', () => {
  it('names the contact, expires within a year, and points to the policy page and itself', () => {
    const now = new Date('2026-11-28T17:00:00Z');
    const parsed = fields(securityTxt('mailto:security@shop.example', 'https://shop.example', now));
    expect(parsed.get('contact')).toEqual(['mailto:security@shop.example']);
    const expires = new Date(parsed.get('expires')![0]!);
    expect(expires.toISOString()).toBe('2027-05-27T00:00:00.000Z');
    expect(expires.getTime() - now.getTime()).toBeLessThan(365 * 86_400_000);
    expect(expires.getTime() - now.getTime()).toBeGreaterThan((SECURITY_TXT_DAYS - 1) * 86_400_000);
    expect(parsed.get('policy')).toEqual(['https://shop.example/guides/security']);
    expect(parsed.get('canonical')).toEqual(['https://shop.example/.well-known/security.txt']);
    // Each field once (Contact may repeat, but is given once here).
    for (const values of parsed.values()) expect(values).toHaveLength(1);
  });

  describe('served', () => {
    const withContact = useTestApp({ env: { SECURITY_CONTACT: 'security@shop.example' } });

    it('at /.well-known/security.txt as plain text, with SECURITY_CONTACT as its Contact', async () => {
      const response = await withContact.request({ url: '/.well-known/security.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const parsed = fields(response.body);
      expect(parsed.get('contact')).toEqual(['mailto:security@shop.example']);
      expect(new Date(parsed.get('expires')![0]!).getTime()).toBeGreaterThan(Date.now());
      // The Security page reads the same contact from the public set-up.
      const config = (await withContact.request({ url: '/api/config' })).json() as {
        securityContact: string;
      };
      expect(config.securityContact).toBe('mailto:security@shop.example');
    });
  });

  describe('without SECURITY_CONTACT', () => {
    const without = useTestApp();

    it('is not there: a file without a contact would say nothing', async () => {
      expect((await without.request({ url: '/.well-known/security.txt' })).statusCode).toBe(404);
      expect(
        ((await without.request({ url: '/api/config' })).json() as { securityContact: null }).securityContact,
      ).toBeNull();
    });
  });
});
