import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router';
import type { SignInInput, SignUpInput } from '@second-shelf/shared';
import { apiRequest, errorMessage, requestAccessToken, setSignedInEmail } from '../../../lib/api-client.js';
import { sessionQueryOptions, type SessionUser } from '../../../lib/auth.js';
import { loadWebAuthn } from '../../../lib/passkeys.js';
import { rolesKey, sessionKey } from '../../../lib/query-keys.js';
import { startSelling } from '../../../lib/start-selling.js';
import { toast } from '../../../lib/toast.js';

/**
 * "I want to sell" chosen in this tab before Continue with Google: the address Google brings a new
 * account back to says so too, but only this tab's own request is honoured (a link cannot make
 * anyone a seller).
 */
const SELL_ON_SIGN_UP = 'second-shelf:sell-on-sign-up';

// Signing in and up, kept apart from lib/auth.ts (the session every page reads) so that only the
// login, sign-up and callback screens load it.

async function afterSignIn(queryClient: QueryClient, email: string): Promise<void> {
  setSignedInEmail(email);
  await requestAccessToken(email);
  // Awaited: the guarded page the person is sent to next reads the new session.
  await queryClient.invalidateQueries({ queryKey: sessionKey });
  queryClient.removeQueries({ queryKey: rolesKey });
}

export async function signIn(queryClient: QueryClient, input: SignInInput): Promise<void> {
  await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input });
  await afterSignIn(queryClient, input.email.trim().toLowerCase());
}

/**
 * Signs in with a passkey: the server's options (a challenge), the browser's prompt (any passkey of
 * this site; nobody types an address), then the passkey's answer. The token step follows as after
 * any sign-in.
 */
export async function signInWithPasskey(queryClient: QueryClient): Promise<void> {
  const [{ startAuthentication }, { data: optionsJSON }] = await Promise.all([
    loadWebAuthn(),
    apiRequest<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/sign-in/options', {
      method: 'POST',
    }),
  ]);
  const response = await startAuthentication({ optionsJSON });
  const { data } = await apiRequest<{ user: { email: string } }>('/api/auth/passkey/sign-in', {
    method: 'POST',
    body: { response },
  });
  await afterSignIn(queryClient, data.user.email);
}

const LINK_NEXT_KEY = 'sign-in-link-next';

/**
 * Remembers, in this browser tab, where the person was going when they asked for a sign-in link:
 * the link's page goes there after signing in (another browser goes home).
 */
export function rememberLinkNext(next: string): void {
  try {
    sessionStorage.setItem(LINK_NEXT_KEY, safeNextPath(next));
  } catch {
    // Storage refused (a private mode): the page goes home.
  }
}

/**
 * Signs in with a sign-in link's token (only when the person presses Sign in: a mail scanner that
 * opens the link uses nothing), then takes the token step as after any sign-in. Returns where to go.
 */
export async function signInWithLink(queryClient: QueryClient, token: string): Promise<string> {
  const { data } = await apiRequest<{ user: { email: string } }>(
    `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`,
  );
  await afterSignIn(queryClient, data.user.email);
  let next: string | null = null;
  try {
    next = sessionStorage.getItem(LINK_NEXT_KEY);
    sessionStorage.removeItem(LINK_NEXT_KEY);
  } catch {
    // Storage refused: home.
  }
  return safeNextPath(next);
}

/** Sign-up in the order the contract gives: create the account, save the user record, request the token. */
export async function signUp(queryClient: QueryClient, input: SignUpInput): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    body: { name: input.name, email, password: input.password, role: input.role },
  });
  // The account already has its name and role from sign-up, so, as the specification has it, the
  // token is requested whatever the profile save answers.
  await apiRequest('/api/users', {
    method: 'POST',
    body: { name: input.name, email, role: input.role },
  }).catch((error: unknown) => console.warn('Saving the user record failed', error));
  await afterSignIn(queryClient, email);
}

const SAME_SITE = 'http://same-site.invalid';

/**
 * A path inside the app to return to; anything else becomes home. Read as a browser reads an
 * address, where `/\t/host` (a tab is dropped) and `/\\host` (a backslash is a slash) are other
 * sites: control characters and backslashes are refused outright, and what is left must resolve
 * to this site. The path is given back as the address parser wrote it.
 */
export function safeNextPath(next: string | null | undefined): string {
  const unsafe = (character: string) => character < ' ' || character === '\u007f' || character === '\\';
  if (!next?.startsWith('/') || [...next].some(unsafe)) return '/';
  try {
    const url = new URL(next, SAME_SITE);
    return url.origin === SAME_SITE ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * Where the visitor was going before the guard sent them here (where login returns to),
 * or the `next` a failed Google sign-in brought back.
 */
export function originOf(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  if (from) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return safeNextPath(new URLSearchParams(location.search).get('next'));
}

/**
 * Starts "Continue with Google": the server answers with the provider's authorization URL (with
 * PKCE, state and nonce) and the browser goes there. It comes back to /auth/callback, or to
 * /login with an error code. `sells`: the account, if Google makes a new one, starts selling (the
 * server sends only new accounts to `newUserCallbackURL`).
 */
export async function startGoogleSignIn(next: string, sells = false): Promise<void> {
  const target = encodeURIComponent(safeNextPath(next));
  if (sells) sessionStorage.setItem(SELL_ON_SIGN_UP, '1');
  else sessionStorage.removeItem(SELL_ON_SIGN_UP);
  const { data } = await apiRequest<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider: 'google',
      callbackURL: `/auth/callback?next=${target}`,
      newUserCallbackURL: `/auth/callback?next=${target}${sells ? '&sell=1' : ''}`,
      errorCallbackURL: `/login?next=${target}`,
    },
  });
  window.location.assign(data.url);
}

/**
 * After Google: the session exists; save the user record and take the token, as after any sign-in.
 * `sells`: a new account whose sign-up chose "I want to sell" starts selling.
 */
export async function completeSocialSignIn(
  queryClient: QueryClient,
  sells = false,
): Promise<SessionUser | null> {
  const user = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
  if (!user) return null;
  const asked = sessionStorage.getItem(SELL_ON_SIGN_UP) === '1';
  sessionStorage.removeItem(SELL_ON_SIGN_UP);
  // Signed in either way: a failure here is told, and Start selling stays a press away.
  if (sells && asked && !user.sells)
    await startSelling(queryClient).catch((error: unknown) => toast.error(errorMessage(error)));
  await apiRequest('/api/users', {
    method: 'POST',
    body: { name: user.name, email: user.email, role: user.role },
  }).catch((error: unknown) => console.warn('Saving the user record failed', error));
  await afterSignIn(queryClient, user.email);
  return user;
}
