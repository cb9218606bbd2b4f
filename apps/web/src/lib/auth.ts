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

export interface Roles {
  isAdmin: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isLoading: boolean;
}

type Role = 'admin' | 'buyer' | 'seller';

export const roleQueryOptions = (role: Role, email: string) =>
  queryOptions({
    queryKey: roleKey(role, email),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Record<string, boolean>>(`/api/users/${role}/${encodeURIComponent(email)}`, {
          signal,
        })
      ).data,
  });

/**
 * What the three role lookups would answer, from the session the server read for the page it
 * rendered: the page arrives with the person's links drawn, and nothing is asked again on load.
 */
export function seedRoles(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(roleKey('admin', user.email), { isAdmin: user.isAdmin });
  queryClient.setQueryData(roleKey('buyer', user.email), { isBuyer: user.role === 'buyer' });
  queryClient.setQueryData(roleKey('seller', user.email), { isSeller: user.role === 'seller' });
}

function useRole(role: Role, email: string | undefined) {
  return useQuery({ ...roleQueryOptions(role, email ?? ''), enabled: Boolean(email) });
}

/**
 * Each role is asked of the server with the signed-in email. Flags start false and
 * loading; the lookups are made only when an email is present. (Three plain queries rather than
 * useQueries, whose observer would be the largest part of the home page's own code.)
 */
export function useRoles(email: string | undefined): Roles {
  const admin = useRole('admin', email);
  const buyer = useRole('buyer', email);
  const seller = useRole('seller', email);
  return {
    isAdmin: admin.data?.isAdmin === true,
    isBuyer: buyer.data?.isBuyer === true,
    isSeller: seller.data?.isSeller === true,
    isLoading: Boolean(email) && (admin.isPending || buyer.isPending || seller.isPending),
  };
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
