import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@second-shelf/shared';

/** Whose email of which kind an unsubscribe link stops. */
export interface Unsubscription {
  userId: string;
  kind: NotificationKind;
}

export interface UnsubscribeTokens {
  sign(unsubscription: Unsubscription): string;
  /** What a token stops, or undefined for a token this server did not sign (or one altered). */
  verify(token: string): Unsubscription | undefined;
}

const isKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/**
 * The token of a one-click unsubscribe link: the person and the kind, and an HMAC of both under a
 * key derived from the server's secret (its own, so that it can pass for nothing else). It never
 * expires: an email read a year later still unsubscribes.
 */
export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = createHmac('sha256', secret).update('second-shelf unsubscribe').digest();
  const mac = (subject: string) => createHmac('sha256', key).update(subject).digest();
  return {
    sign({ userId, kind }) {
      const subject = `${userId}:${kind}`;
      return `${Buffer.from(subject).toString('base64url')}.${mac(subject).toString('base64url')}`;
    },
    verify(token) {
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length > 0) return undefined;
      const subject = Buffer.from(encoded, 'base64url').toString();
      const expected = mac(subject);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const separator = subject.lastIndexOf(':');
      const userId = subject.slice(0, separator);
      const kind = subject.slice(separator + 1);
      return separator > 0 && isKind(kind) ? { userId, kind } : undefined;
    },
  };
}
