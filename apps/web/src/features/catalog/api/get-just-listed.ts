import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing } from '@second-shelf/shared';
import { JUST_LISTED_ADDRESS } from '@second-shelf/shared/pages';
import { apiRequest } from '../../../lib/api-client.js';
import { justListedKey } from '../../../lib/query-keys.js';

/** The home page's Just listed (public): the newest books on sale, in the first bundle with it. */
export const justListedQueryOptions = queryOptions({
  queryKey: justListedKey,
  queryFn: async ({ signal }) =>
    (await apiRequest<Listing[]>(`/api/search?${JUST_LISTED_ADDRESS}`, { signal })).data,
});

export function useJustListed() {
  return useQuery(justListedQueryOptions);
}
