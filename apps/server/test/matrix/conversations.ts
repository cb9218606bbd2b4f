import type { MatrixContext, People, Row } from './types.js';

/** Conversations before booking, the inbox and blocking (src/features/messages). */
export function conversationsRows({ t, newListing }: MatrixContext): Record<string, Row> {
  // One conversation of the buyer about a listing of the seller serves every caller that reads it.
  let shown: Promise<string> | undefined;
  const conversationOf = (people: People) =>
    (shown ??= (async () => {
      const opened = await t.request({
        method: 'POST',
        url: '/api/conversations',
        as: people.buyer,
        payload: { productId: await newListing(people) },
      });
      if (opened.statusCode !== 201) throw new Error(`conversation: ${opened.statusCode} ${opened.body}`);
      return opened.json()._id as string;
    })());
  // Everyone signed in, each about their own: 200 to anyone signed in.
  const own = (method: 'GET', url: string): Row => ({
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async () => ({ method, url }),
  });
  // Only the conversation's two people: the admin, `other` and `both` are strangers to it.
  const partiesOnly = (status: number) => ({
    anonymous: 401,
    buyer: status,
    seller: status,
    admin: 403,
    other: 403,
    both: 403,
  });

  return {
    'POST /api/conversations': {
      owner: 'seller',
      // Anyone but the listing's seller asks about it (their own: 403), another seller too.
      expect: { anonymous: 401, buyer: 201, seller: 403, admin: 201, other: 201, both: 201 },
      request: async (people) => ({
        method: 'POST',
        url: '/api/conversations',
        payload: { productId: await newListing(people) },
      }),
    },
    'GET /api/conversations': own('GET', '/api/conversations'),
    'GET /api/conversations/summary': own('GET', '/api/conversations/summary'),
    'GET /api/conversations/:id': {
      owner: 'buyer',
      expect: partiesOnly(200),
      request: async (people) => ({
        method: 'GET',
        url: `/api/conversations/${await conversationOf(people)}`,
      }),
    },
    'GET /api/conversations/:id/messages': {
      owner: 'buyer',
      expect: partiesOnly(200),
      request: async (people) => ({
        method: 'GET',
        url: `/api/conversations/${await conversationOf(people)}/messages`,
      }),
    },
    'POST /api/conversations/:id/messages': {
      owner: 'buyer',
      expect: partiesOnly(201),
      request: async (people) => ({
        method: 'POST',
        url: `/api/conversations/${await conversationOf(people)}/messages`,
        payload: { body: 'Any notes in the margins?' },
      }),
    },
    'POST /api/conversations/:id/read': {
      owner: 'buyer',
      expect: partiesOnly(200),
      request: async (people) => ({
        method: 'POST',
        url: `/api/conversations/${await conversationOf(people)}/read`,
      }),
    },
    'GET /api/blocks': own('GET', '/api/blocks'),
    'PUT /api/blocks/:userId': {
      owner: 'buyer',
      // Each signed-in column blocks a new account of its own (the matrix's people stay unblocked).
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async () => ({ method: 'PUT', url: `/api/blocks/${(await t.signUp()).id}` }),
    },
    'DELETE /api/blocks/:userId': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async () => ({ method: 'DELETE', url: `/api/blocks/${(await t.signUp()).id}` }),
    },
  };
}
