import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingDetail } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { listingKey } from '../../../lib/query-keys.js';

export async function getBook(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  return (await apiRequest<ListingDetail>(`/api/products/${encodeURIComponent(id)}`, { signal })).data;
}

/** A book's page: the same answer, under the same key, as the listing editor reads (products). */
export const bookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKey(id),
    queryFn: ({ signal }) => getBook(id, signal),
  });

export function useBook(id: string) {
  return useQuery(bookQueryOptions(id));
}
