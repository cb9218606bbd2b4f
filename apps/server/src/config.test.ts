import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, SETTING_NAMES } from './config.js';
import { serverRoot } from './lib/paths.js';

describe('configuration', () => {
  it('documents every setting in .env.example', () => {
    const example = readFileSync(join(serverRoot, '..', '..', '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(SETTING_NAMES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('turns the booking times into milliseconds, fractions of an hour included', () => {
    const config = loadConfig({
      BOOKING_REQUEST_HOURS: '0.5',
      BOOKING_MEET_DAYS: '2',
      JOBS_POLL_SECONDS: '0.2',
    });
    expect(config.bookingRequestMs).toBe(1_800_000);
    expect(config.bookingMeetMs).toBe(172_800_000);
    expect(config.jobsPollMs).toBe(200);
    const defaults = loadConfig({});
    expect([defaults.bookingRequestMs, defaults.bookingMeetMs]).toEqual([48 * 3_600_000, 7 * 86_400_000]);
  });

  it('refuses a booking time that is not a positive number, naming the setting', () => {
    expect(() => loadConfig({ BOOKING_REQUEST_HOURS: '0' })).toThrow(/BOOKING_REQUEST_HOURS/);
    expect(() => loadConfig({ BOOKING_MEET_DAYS: 'soon' })).toThrow(/BOOKING_MEET_DAYS/);
  });

  it('advertises for ADVERTISE_DAYS, a whole number of days (7 unless set)', () => {
    expect(loadConfig({}).advertiseDays).toBe(7);
    expect(loadConfig({ ADVERTISE_DAYS: '14' }).advertiseDays).toBe(14);
    for (const wrong of ['0', '-1', '1.5', 'week', '366']) {
      expect(() => loadConfig({ ADVERTISE_DAYS: wrong }), wrong).toThrow(/ADVERTISE_DAYS/);
    }
  });

  it("sends mail through SMTP_URL when set, from MAIL_FROM or the site's own address", () => {
    expect(loadConfig({ BASE_URL: 'https://shelf.example.org' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Second Shelf <no-reply@shelf.example.org>',
    });
    expect(
      loadConfig({ SMTP_URL: 'smtps://user:pw@mail.example.org:465', MAIL_FROM: 'Shop <shop@example.org>' })
        .mail,
    ).toEqual({ smtpUrl: 'smtps://user:pw@mail.example.org:465', from: 'Shop <shop@example.org>' });
    for (const wrong of ['mail.example.org', 'http://mail.example.org', 'smtp//x']) {
      expect(() => loadConfig({ SMTP_URL: wrong }), wrong).toThrow(/SMTP_URL/);
    }
    for (const wrong of ['nobody', 'Shop <shop@example.org>\r\nBcc: all@example.org']) {
      expect(() => loadConfig({ MAIL_FROM: wrong }), wrong).toThrow(/MAIL_FROM/);
    }
  });

  it('offers card payments only with both Stripe keys', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both/,
    );
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_y' }).stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_y',
      apiUrl: undefined,
    });
  });

  it('reads the currency as a lower-case ISO code and refuses anything else', () => {
    expect(loadConfig({ CURRENCY: 'EUR' }).currency).toBe('eur');
    expect(loadConfig({}).currency).toBe('usd');
    expect(() => loadConfig({ CURRENCY: 'euro' })).toThrow(/CURRENCY must be a three-letter ISO code/);
  });

  it('reads SECURITY_CONTACT as a mailto: or https: address, and refuses anything else', () => {
    expect(loadConfig({ SECURITY_CONTACT: ' security@shop.example ' }).securityContact).toBe(
      'mailto:security@shop.example',
    );
    expect(loadConfig({ SECURITY_CONTACT: 'https://shop.example/report' }).securityContact).toBe(
      'https://shop.example/report',
    );
    expect(loadConfig({}).securityContact).toBeUndefined();
    for (const bad of ['http://shop.example/report', 'javascript:alert(1)', 'someone', 'mailto:'])
      expect(() => loadConfig({ SECURITY_CONTACT: bad })).toThrow(
        /SECURITY_CONTACT must be an email address/,
      );
  });

  it('reads SOCIAL_LINKS as named https addresses, and refuses an unknown name or another address', () => {
    expect(
      loadConfig({ SOCIAL_LINKS: 'github=https://github.com/shelf, x=https://x.com/shelf?a=1' }).socialLinks,
    ).toEqual({ github: 'https://github.com/shelf', x: 'https://x.com/shelf?a=1' });
    expect(loadConfig({}).socialLinks).toEqual({});
    for (const bad of [
      'myspace=https://myspace.com/shelf',
      'github=http://github.com/shelf',
      'github=https://github.com/"><script>',
      'github',
    ])
      expect(() => loadConfig({ SOCIAL_LINKS: bad })).toThrow(
        /SOCIAL_LINKS must be name=https:\/\/address pairs/,
      );
  });
});
