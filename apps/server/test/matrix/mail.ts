import { randomUUID } from 'node:crypto';
import { createUnsubscribeTokens } from '../../src/features/mail/unsubscribe-token.js';
import { TEST_SECRET } from '../test-app.js';
import type { MatrixContext, Row } from './types.js';

const tokens = createUnsubscribeTokens(TEST_SECRET);

/** The outbox, the unsubscribe links (src/features/mail) and email confirmation (src/features/account). */
export function mailRows(_context: MatrixContext): Record<string, Row> {
  // An unsubscribe link is its token: whoever holds the email may use it, signed in or not.
  const withLink = (method: 'GET' | 'POST', path: string): Row => ({
    owner: 'seller',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200 },
    request: async (people) => ({
      method,
      url: `${path}?token=${tokens.sign({ userId: people.seller.id, kind: 'requested' })}`,
    }),
  });
  return {
    'GET /api/admin/outbox': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 403, seller: 403, admin: 200, other: 403 },
      request: async () => ({ method: 'GET', url: '/api/admin/outbox' }),
    },
    'GET /api/mail/unsubscribe': withLink('GET', '/api/mail/unsubscribe'),
    'POST /api/mail/unsubscribe': withLink('POST', '/api/mail/unsubscribe'),
    'POST /api/mail/subscribe': withLink('POST', '/api/mail/subscribe'),
    // The token is the link's: a made-up one confirms nothing, whoever sends it.
    'POST /api/account/verify-email': {
      owner: 'buyer',
      expect: { anonymous: 400, buyer: 400, seller: 400, admin: 400, other: 400 },
      request: async () => ({
        method: 'POST',
        url: '/api/account/verify-email',
        payload: { token: 'not-a-token-this-server-mailed' },
      }),
    },
    // Anyone may ask, for any address: the answer is the same whether it has an account or not.
    'POST /api/account/password-reset': {
      owner: 'buyer',
      expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200 },
      request: async () => ({
        method: 'POST',
        url: '/api/account/password-reset',
        payload: { email: `forgotten-${randomUUID()}@example.com` },
      }),
    },
    // The reset link's token is all that counts: a made-up one sets no password.
    'POST /api/auth/reset-password': {
      owner: 'buyer',
      expect: { anonymous: 400, buyer: 400, seller: 400, admin: 400, other: 400 },
      request: async () => ({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'not-a-token-this-server-mailed', newPassword: 'a-long-new-password' },
      }),
    },
    // Without SMTP_URL nothing waits for a confirmation, but a person may still ask for a link.
    'POST /api/account/verification-email': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200 },
      request: async () => ({ method: 'POST', url: '/api/account/verification-email' }),
    },
  };
}
