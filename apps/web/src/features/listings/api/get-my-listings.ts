import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MyListing } from '@second-shelf/shared';
import { fetchPage } from '../../../lib/paged-list.js';
import { myListingsKey } from '../../../lib/account-keys.js';

export const getMyListings = (email: string, cursor?: string, signal?: AbortSignal) =>
  fetchPage<MyListing>(`/api/myproducts?email=${encodeURIComponent(email)}`, cursor, { signal });

export const myListingsQueryOptions = (email: string) =>
  infiniteQueryOptions({
    queryKey: myListingsKey(email),
    queryFn: ({ pageParam, signal }) => getMyListings(email, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMyListings(email: string) {
  return useInfiniteQuery(myListingsQueryOptions(email));
}
