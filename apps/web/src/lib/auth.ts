import { queryOptions, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SignInInput, SignUpInput } from '@second-shelf/shared';
import { accessToken, apiRequest, requestAccessToken, setSignedInEmail } from './api-client.js';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: 'buyer' | 'seller';
  isAdmin: boolean;
}

/** The Better Auth session behind the cookie, or null when signed out. */
export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: async ({ signal }) => {
    const { data } = await apiRequest<{ user: SessionUser } | null>('/api/auth/get-session', { signal });
    const user = data?.user ?? null;
    setSignedInEmail(user?.email ?? null);
    return user;
  },
  staleTime: 60 * 1000,
});

export function useUser() {
  return useQuery(sessionQueryOptions);
}

export interface Roles {
  isAdmin: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isLoading: boolean;
}

const ROLE_LOOKUPS = [
  ['admin', 'isAdmin'],
  ['buyer', 'isBuyer'],
  ['seller', 'isSeller'],
] as const;

export const roleQueryOptions = (role: (typeof ROLE_LOOKUPS)[number][0], email: string) =>
  queryOptions({
    queryKey: ['roles', role, email],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Record<string, boolean>>(`/api/users/${role}/${encodeURIComponent(email)}`, {
          signal,
        })
      ).data,
  });

/**
 * Spec 6: each role is asked of the server with the signed-in email. Flags start false and
 * loading; the lookups are made only when an email is present.
 */
export function useRoles(email: string | undefined): Roles {
  return useQueries({
    queries: ROLE_LOOKUPS.map(([role]) => ({
      ...roleQueryOptions(role, email ?? ''),
      enabled: Boolean(email),
    })),
    combine: (results) => ({
      isAdmin: results[0]?.data?.isAdmin === true,
      isBuyer: results[1]?.data?.isBuyer === true,
      isSeller: results[2]?.data?.isSeller === true,
      isLoading: Boolean(email) && results.some((result) => result.isPending),
    }),
  });
}

async function afterSignIn(queryClient: QueryClient, email: string): Promise<void> {
  setSignedInEmail(email);
  await requestAccessToken(email);
  await queryClient.invalidateQueries({ queryKey: ['session'] });
  queryClient.removeQueries({ queryKey: ['roles'] });
}

export async function signIn(queryClient: QueryClient, input: SignInInput): Promise<void> {
  await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input });
  await afterSignIn(queryClient, input.email.trim().toLowerCase());
}

/** Spec 4 signup order: create the account, save the user record, request the token. */
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

export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
  } finally {
    accessToken.clear();
    setSignedInEmail(null);
    queryClient.setQueryData(sessionQueryOptions.queryKey, null);
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'categories',
    });
  }
}

/** A path inside the app to return to; anything else (another site, `//host`) becomes home. */
export function safeNextPath(next: string | null | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/**
 * Starts "Continue with Google": the server answers with the provider's authorization URL (with
 * PKCE, state and nonce) and the browser goes there. It comes back to /auth/callback, or to
 * /login with an error code.
 */
export async function startGoogleSignIn(next: string): Promise<void> {
  const target = encodeURIComponent(safeNextPath(next));
  const { data } = await apiRequest<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider: 'google',
      callbackURL: `/auth/callback?next=${target}`,
      newUserCallbackURL: `/auth/callback?next=${target}`,
      errorCallbackURL: `/login?next=${target}`,
    },
  });
  window.location.assign(data.url);
}

/** After Google: the session exists; save the user record and take the token, as after any sign-in. */
export async function completeSocialSignIn(queryClient: QueryClient): Promise<SessionUser | null> {
  const user = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
  if (!user) return null;
  await apiRequest('/api/users', {
    method: 'POST',
    body: { name: user.name, email: user.email, role: user.role },
  }).catch((error: unknown) => console.warn('Saving the user record failed', error));
  await afterSignIn(queryClient, user.email);
  return user;
}
