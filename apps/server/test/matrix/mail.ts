import { randomUUID } from 'node:crypto';
import { createUnsubscribeTokens } from '../../src/features/mail/unsubscribe-token.js';
import { TEST_SECRET } from '../test-app.js';
import type { MatrixContext, Row } from './types.js';

const tokens = createUnsubscribeTokens(TEST_SECRET);

/** The outbox, the unsubscribe links (src/features/mail) and one's own account (src/features/account). */
export function mailRows({ t, anotherSession }: MatrixContext): Record<string, Row> {
  // Each signed-in column acts on its own account: a request of its own, everyone 200.
  const own = (method: 'GET' | 'PATCH', url: string, payload?: object): Row => ({
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async () => ({ method, url, ...(payload ? { payload } : {}) }),
  });
  // An unsubscribe link is its token: whoever holds the email may use it, signed in or not.
  const withLink = (method: 'GET' | 'POST', path: string): Row => ({
    owner: 'seller',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async (people) => ({
      method,
      url: `${path}?token=${tokens.sign({ userId: people.seller.id, kind: 'requested' })}`,
    }),
  });
  return {
    'GET /api/admin/outbox': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 403, seller: 403, admin: 200, other: 403, both: 403 },
      request: async () => ({ method: 'GET', url: '/api/admin/outbox' }),
    },
    'GET /api/mail/unsubscribe': withLink('GET', '/api/mail/unsubscribe'),
    'POST /api/mail/unsubscribe': withLink('POST', '/api/mail/unsubscribe'),
    'POST /api/mail/subscribe': withLink('POST', '/api/mail/subscribe'),
    // The token is the link's: a made-up one confirms nothing, whoever sends it.
    'POST /api/account/verify-email': {
      owner: 'buyer',
      expect: { anonymous: 400, buyer: 400, seller: 400, admin: 400, other: 400, both: 400 },
      request: async () => ({
        method: 'POST',
        url: '/api/account/verify-email',
        payload: { token: 'not-a-token-this-server-mailed' },
      }),
    },
    // Anyone may ask, for any address: the answer is the same whether it has an account or not.
    'POST /api/account/password-reset': {
      owner: 'buyer',
      expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async () => ({
        method: 'POST',
        url: '/api/account/password-reset',
        payload: { email: `forgotten-${randomUUID()}@example.com` },
      }),
    },
    // Sign-in links need an SMTP server, which this one has not (an admin would read them in the
    // outbox): off for everyone. sign-in-link.test.ts runs the same columns with one.
    'POST /api/account/sign-in-link': {
      owner: 'buyer',
      expect: { anonymous: 404, buyer: 404, seller: 404, admin: 404, other: 404, both: 404 },
      request: async (people) => ({
        method: 'POST',
        url: '/api/account/sign-in-link',
        payload: { email: people.buyer.email },
      }),
    },
    'GET /api/auth/magic-link/verify': {
      owner: 'buyer',
      expect: { anonymous: 404, buyer: 404, seller: 404, admin: 404, other: 404, both: 404 },
      request: async () => ({ method: 'GET', url: '/api/auth/magic-link/verify?token=not-a-token' }),
    },
    // The reset link's token is all that counts: a made-up one sets no password.
    'POST /api/auth/reset-password': {
      owner: 'buyer',
      expect: { anonymous: 400, buyer: 400, seller: 400, admin: 400, other: 400, both: 400 },
      request: async () => ({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'not-a-token-this-server-mailed', newPassword: 'a-long-new-password' },
      }),
    },
    'PATCH /api/account': own('PATCH', '/api/account', { name: 'Same Person' }),
    'POST /api/account/start-selling': {
      owner: 'buyer',
      // Anyone signed in, in one step; those who sell already are answered the same. A person who
      // does not sell yet acts through a new account like theirs, so that the matrix's people stay
      // as they are for the rows after this one.
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async (people, as) => {
        const request = { method: 'POST' as const, url: '/api/account/start-selling' };
        if (!as || as === people.seller || as === people.both) return request;
        const fresh = await t.signUp();
        return { ...request, as: as === people.admin ? await t.makeAdmin(fresh) : fresh };
      },
    },
    'GET /api/account/sessions': own('GET', '/api/account/sessions'),
    'GET /api/account/data': own('GET', '/api/account/data'),
    // Ending a session of one's own: a second sign-in of the caller, ended from the first.
    'DELETE /api/account/sessions/:id': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async (_people, as) => {
        if (!as) return { method: 'DELETE', url: '/api/account/sessions/x' };
        const second = await anotherSession(as);
        const listed = await t.request({ url: '/api/account/sessions', as: second });
        const id = (listed.json() as { _id: string; current: boolean }[]).find((entry) => entry.current)!._id;
        return { method: 'DELETE', url: `/api/account/sessions/${id}` };
      },
    },
    // Each column deletes an account made for it, with its password.
    'POST /api/account/delete': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async (people, as) => {
        if (!as) return { method: 'POST', url: '/api/account/delete', payload: {} };
        const leaving = await t.signUp({ role: as.role });
        if (as === people.both) await t.startSelling(leaving);
        return {
          method: 'POST',
          url: '/api/account/delete',
          payload: { password: leaving.password },
          as: leaving,
        };
      },
    },
    'POST /api/auth/change-password': {
      owner: 'buyer',
      // Each signed-in column with a made-up current password: refused, whoever asks.
      expect: { anonymous: 401, buyer: 400, seller: 400, admin: 400, other: 400, both: 400 },
      request: async () => ({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: 'not-the-password', newPassword: 'a-long-new-password' },
      }),
    },
    // Without SMTP_URL nothing waits for a confirmation, but a person may still ask for a link.
    'POST /api/account/verification-email': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async () => ({ method: 'POST', url: '/api/account/verification-email' }),
    },
  };
}
