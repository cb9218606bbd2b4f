import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertisedBook } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { advertisedKey } from '../../../lib/query-keys.js';

export async function getAdvertised(signal?: AbortSignal): Promise<AdvertisedBook[]> {
  return (await apiRequest<AdvertisedBook[]>('/api/advertised', { signal })).data;
}

/** The home page's Advertised Items (public): in the first bundle with the home page. */
export const advertisedQueryOptions = queryOptions({
  queryKey: advertisedKey,
  queryFn: ({ signal }) => getAdvertised(signal),
});

export function useAdvertised() {
  return useQuery(advertisedQueryOptions);
}
