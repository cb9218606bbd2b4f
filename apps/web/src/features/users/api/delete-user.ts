import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { UserListItem } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import type { Page } from '../../../lib/paged-list.js';
import { booksOnSaleKey } from '../../../lib/query-keys.js';
import { allUsersKey } from '../../../lib/account-keys.js';

/** With the bearer access token read from browser storage. */
export async function deleteUser(id: string): Promise<{ acknowledged: boolean; deletedCount: number }> {
  return (
    await apiRequest<{ acknowledged: boolean; deletedCount: number }>(
      `/api/users/${encodeURIComponent(id)}`,
      {
        method: 'DELETE',
        bearer: true,
      },
    )
  ).data;
}

type UsersPages = InfiniteData<Page<UserListItem>, string | undefined>;

/** A loaded list of users without the one deleted, and its count one less. */
function withoutUser(data: UsersPages | undefined, id: string): UsersPages | undefined {
  if (!data?.pages.some((page) => page.items.some((user) => user._id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((user) => user._id !== id),
      total: Math.max(0, page.total - 1),
    })),
  };
}

/**
 * Deletes a user: the person leaves every loaded admin list (All Buyers and All Sellers) at once,
 * then the lists and the catalogue (their listings are gone) are fetched again, without holding up
 * the caller's message.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<UsersPages>({ queryKey: allUsersKey }, (data) => withoutUser(data, id));
      void queryClient.invalidateQueries({ queryKey: allUsersKey });
      void queryClient.invalidateQueries({ queryKey: booksOnSaleKey });
    },
  });
}
