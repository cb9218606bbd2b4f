import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@second-shelf/shared';
import { accessToken, apiRequest, setSignedInEmail } from './api-client.js';
import { categoriesKey, roleKey, sessionKey } from './query-keys.js';

export type { SessionUser };

/** The Better Auth session behind the cookie, or null when signed out. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionKey,
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

/**
 * What the three role lookups would answer, from the session the server read for the page it
 * rendered: the page arrives with the person's links drawn, and nothing is asked again on load.
 */
export function seedRoles(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(roleKey('admin', user.email), { isAdmin: user.isAdmin });
  // Every account buys; those who sell are told by the session.
  queryClient.setQueryData(roleKey('buyer', user.email), { isBuyer: true });
  queryClient.setQueryData(roleKey('seller', user.email), { isSeller: user.sells });
}

/** Ends the session, forgets the access token and everything that was the person's. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
  } finally {
    accessToken.clear();
    setSignedInEmail(null);
    queryClient.setQueryData(sessionKey, null);
    queryClient.removeQueries({
      predicate: ({ queryKey: [key] }) => key !== sessionKey[0] && key !== categoriesKey[0],
    });
  }
}
