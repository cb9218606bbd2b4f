import { NOTIFICATION_KINDS } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-token.js';
import { notificationMail, resetPasswordMail, verifyEmailMail } from './templates.js';

const links = {
  baseUrl: 'https://shelf.example.org',
  unsubscribeUrl: 'https://shelf.example.org/unsubscribe?token=t',
};

describe('email templates', () => {
  it('say every notification as the bell does, with its link and a way to stop it', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const mail = notificationMail(
        { kind, actorName: 'Rina', bookName: 'The Paper Knight', price: 8, bookingId: 'b1', productId: null },
        { name: 'Sol' },
        links,
      );
      expect(mail.subject, kind).not.toBe('');
      expect(mail.text, kind).toContain(`${mail.subject}.`);
      expect(mail.text, kind).toContain('https://shelf.example.org/bookings/b1');
      expect(mail.text, kind).toContain(
        'Unsubscribe from these emails: https://shelf.example.org/unsubscribe?token=t',
      );
      expect(mail.html, kind).toContain('href="https://shelf.example.org/unsubscribe?token=t"');
    }
    const priceCut = notificationMail(
      { kind: 'price_cut', actorName: null, bookName: 'Salt', price: 1200, bookingId: null, productId: 'p1' },
      { name: 'Sol' },
      links,
    );
    expect(priceCut.subject).toBe('Salt is now $1,200.00');
    expect(priceCut.text).toContain('See the book: https://shelf.example.org/book/p1');
  });

  it('keep what people typed as text: no markup in the HTML, no second line in the subject', () => {
    const mail = notificationMail(
      {
        kind: 'requested',
        actorName: '<img src=x onerror=alert(1)>',
        bookName: 'Salt\r\nBcc: everyone@example.org',
        price: null,
        bookingId: 'b"1',
        productId: null,
      },
      { name: 'Sol <script>' },
      links,
    );
    expect(mail.subject).toBe('<img src=x onerror=alert(1)> booked Salt Bcc: everyone@example.org');
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://shelf.example.org/bookings/b%221"');
  });

  it('write the account links without an unsubscribe (the person asked for them)', () => {
    for (const mail of [
      verifyEmailMail({ name: 'Sol' }, 'https://shelf.example.org/verify?token=v', links.baseUrl),
      resetPasswordMail({ name: 'Sol' }, 'https://shelf.example.org/reset?token=r', links.baseUrl),
    ]) {
      expect(mail.text).toMatch(/: https:\/\/shelf\.example\.org\/(verify|reset)\?token=[vr]$/m);
      expect(mail.text).not.toContain('Unsubscribe');
    }
  });
});

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens('a-secret-long-enough-for-the-test');
  it('name the person and the kind they were signed for, and nothing else', () => {
    const token = tokens.sign({ userId: 'u:1', kind: 'message' });
    expect(tokens.verify(token)).toEqual({ userId: 'u:1', kind: 'message' });
    expect(createUnsubscribeTokens('another-secret-long-enough-for-it').verify(token)).toBeUndefined();
    const [, signature] = token.split('.');
    expect(tokens.verify(`${Buffer.from('u:1:review').toString('base64url')}.${signature}`)).toBeUndefined();
    expect(tokens.verify(tokens.sign({ userId: 'u', kind: 'nope' as never }))).toBeUndefined();
    for (const junk of ['', '.', 'a.b.c', '%%%.%%%', token.slice(0, -1)])
      expect(tokens.verify(junk)).toBeUndefined();
  });
});
