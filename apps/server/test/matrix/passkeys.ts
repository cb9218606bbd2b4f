import { addPasskey, SoftAuthenticator } from '../soft-authenticator.js';
import { BASE_URL, type TestUser } from '../test-app.js';
import type { MatrixContext, Row } from './types.js';

/** Passkeys (src/features/account/passkeys.ts, src/auth/passkeys.ts): one's own, and signing in. */
export function passkeyRows({ t }: MatrixContext): Record<string, Row> {
  const key = new SoftAuthenticator(BASE_URL);
  /** A new passkey of the person's, from `authenticator`; its id. */
  const addedBy = async (person: TestUser, authenticator = key): Promise<string> =>
    (await addPasskey(t, person, authenticator)).json()._id;
  const ownersKey = new SoftAuthenticator(BASE_URL);
  return {
    'GET /api/account/passkeys': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async () => ({ method: 'GET', url: '/api/account/passkeys' }),
    },
    'POST /api/account/passkeys/options': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async () => ({ method: 'POST', url: '/api/account/passkeys/options' }),
    },
    // A credential made from the owner's options: the owner adds it; its challenge is nobody else's.
    'POST /api/account/passkeys': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 201, seller: 400, admin: 400, other: 400, both: 400 },
      request: async (people) => {
        const options = await t.request({
          method: 'POST',
          url: '/api/account/passkeys/options',
          as: people.buyer,
        });
        return {
          method: 'POST',
          url: '/api/account/passkeys',
          payload: { name: 'Phone', response: key.create(options.json()) },
        };
      },
    },
    // Each column tries to remove a new passkey of the owner's.
    'DELETE /api/account/passkeys/:id': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 200, seller: 404, admin: 404, other: 404, both: 404 },
      request: async (people) => ({
        method: 'DELETE',
        url: `/api/account/passkeys/${await addedBy(people.buyer)}`,
      }),
    },
    'POST /api/auth/passkey/sign-in/options': {
      owner: 'buyer',
      expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async () => ({ method: 'POST', url: '/api/auth/passkey/sign-in/options' }),
    },
    // The owner's passkey signs its owner in, whoever's browser it is used in.
    'POST /api/auth/passkey/sign-in': {
      owner: 'buyer',
      expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async (people) => {
        if (ownersKey.credentials.length === 0) await addedBy(people.buyer, ownersKey);
        const options = await t.request({ method: 'POST', url: '/api/auth/passkey/sign-in/options' });
        return {
          method: 'POST',
          url: '/api/auth/passkey/sign-in',
          payload: { response: ownersKey.get(options.json()) },
        };
      },
    },
  };
}
