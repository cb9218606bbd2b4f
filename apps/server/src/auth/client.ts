import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The client behind a request to Better Auth, for the code Better Auth calls without the request:
 * the password hashing queue (fair per address, see password.ts) and the sign-in guard's
 * after-hook (see sign-in-guard.ts). Set by the HTTP layer (routes.ts) around each request.
 */
export interface AuthClient {
  /** The connecting address Fastify determined (honouring TRUST_PROXY). */
  address: string;
  /** This request's hashes go before others': a sign-in from an address its account knows. */
  priority?: boolean;
  /**
   * When the request arrived (`performance.now()`): its hash must start within
   * MAX_HASH_WAIT_SECONDS of it, or the request is refused (password.ts).
   */
  arrived?: number;
  /** Aborted when the client goes away before its answer: a hash still waiting for its turn is dropped. */
  gone?: AbortSignal;
  /** The keys a sign-in attempt was counted against in advance, settled once its password is checked. */
  signIn?: { email: string; keys: string[] };
}

const clients = new AsyncLocalStorage<AuthClient>();

/** Runs `work` (and everything it awaits) as `client`'s. */
export function runAsClient<T>(client: AuthClient, work: () => T): T {
  return clients.run(client, work);
}

/** The client of the request being handled; undefined outside one (tests, scripts, direct calls). */
export function currentClient(): AuthClient | undefined {
  return clients.getStore();
}
