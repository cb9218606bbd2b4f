import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { productKey } from '../../../lib/query-keys.js';

export async function getBook(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return (await apiRequest<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal })).data;
}

/** A book's page: the same answer, under the same key, as the listing editor reads (products). */
export const bookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKey(id),
    queryFn: ({ signal }) => getBook(id, signal),
  });

export function useBook(id: string) {
  return useQuery(bookQueryOptions(id));
}
