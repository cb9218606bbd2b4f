import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AccountType, UserListItem } from '@second-shelf/shared';
import { fetchPage } from '../../../lib/paged-list.js';
import { usersKey } from '../../../lib/account-keys.js';

export const getUsers = (role: AccountType, cursor?: string, signal?: AbortSignal) =>
  fetchPage<UserListItem>(`/api/allbuyers?role=${role}`, cursor, { signal });

/** Under the specification's key 'allbuyers', narrowed by role. */
export const usersQueryOptions = (role: AccountType) =>
  infiniteQueryOptions({
    queryKey: usersKey(role),
    queryFn: ({ pageParam, signal }) => getUsers(role, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useUsers(role: AccountType) {
  return useInfiniteQuery(usersQueryOptions(role));
}
