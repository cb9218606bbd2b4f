import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.js';
import { roleKey } from './query-keys.js';

// The role lookups of the guarded screens, out of the first page's code (lib/auth.ts seeds their
// answers from the session a page arrives with).

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
