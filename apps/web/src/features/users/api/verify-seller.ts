import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { UserListItem, Verification } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import type { Page } from '../../../lib/paged-list.js';
import { booksOnSaleKey, profileKey } from '../../../lib/query-keys.js';
import { allUsersKey } from '../../../lib/account-keys.js';

export interface VerificationChange {
  id: string;
  /** true: VERIFY; false: take the verification back. */
  verified: boolean;
}

/** POST (verify) or DELETE (take back) /api/sellers/:id/verification, with the bearer token as the admin calls do. */
export async function setSellerVerified({ id, verified }: VerificationChange): Promise<Verification> {
  return (
    await apiRequest<Verification>(`/api/sellers/${encodeURIComponent(id)}/verification`, {
      method: verified ? 'POST' : 'DELETE',
      bearer: true,
    })
  ).data;
}

type UsersPages = InfiniteData<Page<UserListItem>, string | undefined>;

/**
 * Verifies a seller or takes it back: All Sellers shows it at once; the seller's book cards, pages
 * and profile show the tick (or not) when next read.
 */
export function useSetSellerVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSellerVerified,
    onSuccess: ({ _id, verified }) => {
      queryClient.setQueriesData<UsersPages>({ queryKey: allUsersKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((user) => (user._id === _id ? { ...user, verified } : user)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: booksOnSaleKey });
      void queryClient.invalidateQueries({ queryKey: profileKey(_id) });
    },
  });
}
