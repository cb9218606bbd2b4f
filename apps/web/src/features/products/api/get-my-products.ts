import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MyProduct } from '@second-shelf/shared';
import { fetchPage } from '../../../lib/paged-list.js';
import { myProductsKey } from '../../../lib/query-keys.js';

export const getMyProducts = (email: string, cursor?: string, signal?: AbortSignal) =>
  fetchPage<MyProduct>(`/api/myproducts?email=${encodeURIComponent(email)}`, cursor, { signal });

export const myProductsQueryOptions = (email: string) =>
  infiniteQueryOptions({
    queryKey: myProductsKey(email),
    queryFn: ({ pageParam, signal }) => getMyProducts(email, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMyProducts(email: string) {
  return useInfiniteQuery(myProductsQueryOptions(email));
}
