import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Order } from '@second-shelf/shared';
import { fetchPage } from '../../../lib/paged-list.js';
import { myOrdersKey } from '../../../lib/account-keys.js';

/** Keyed by the user's email, with the bearer token from local storage. */
export const getMyOrders = (email: string, cursor?: string, signal?: AbortSignal) =>
  fetchPage<Order>(`/api/myorders?email=${encodeURIComponent(email)}`, cursor, { signal, bearer: true });

export const myOrdersQueryOptions = (email: string) =>
  infiniteQueryOptions({
    queryKey: myOrdersKey(email),
    queryFn: ({ pageParam, signal }) => getMyOrders(email, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMyOrders(email: string) {
  return useInfiniteQuery(myOrdersQueryOptions(email));
}
