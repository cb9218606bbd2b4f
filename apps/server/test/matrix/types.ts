import type { TestApp, TestUser } from '../test-app.js';

export type Actor = 'anonymous' | 'buyer' | 'seller' | 'admin' | 'other' | 'both';
export const ACTORS: Actor[] = ['anonymous', 'buyer', 'seller', 'admin', 'other', 'both'];

export interface People {
  buyer: TestUser;
  otherBuyer: TestUser;
  seller: TestUser;
  otherSeller: TestUser;
  admin: TestUser;
  /** Signed up to buy, then pressed Start selling: buys and sells, and owns nothing of the others'. */
  both: TestUser;
}

/**
 * Who acts, for each column: `other` is another user of the same role as the resource's owner,
 * `both` a stranger to the resource who buys and sells.
 */
export function actorUser(people: People, actor: Actor, ownerRole: 'buyer' | 'seller'): TestUser | null {
  switch (actor) {
    case 'anonymous':
      return null;
    case 'buyer':
      return people.buyer;
    case 'seller':
      return people.seller;
    case 'admin':
      return people.admin;
    case 'other':
      return ownerRole === 'buyer' ? people.otherBuyer : people.otherSeller;
    case 'both':
      return people.both;
  }
}

export interface Row {
  /** Whose resource the request is about, for the `other` column (and own-email routes). */
  owner: 'buyer' | 'seller';
  expect: Record<Actor, number>;
  /** Builds the request; it may create what it needs (a listing, a booking, a user to delete). */
  request: (
    people: People,
    as: TestUser | null,
  ) => Promise<{
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    /** JSON, or the bytes of a multipart body with its `headers`. */
    payload?: object;
    headers?: Record<string, string>;
    /** Acts with another session of the same caller (for a request that ends its session). */
    as?: TestUser | null;
  }>;
}

/** What a feature's rows may use: the app, a new listing of the seller, another session of a person. */
export interface MatrixContext {
  t: TestApp;
  newListing: (people: People) => Promise<string>;
  anotherSession: (person: TestUser) => Promise<TestUser>;
}
