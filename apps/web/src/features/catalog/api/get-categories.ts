import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { categoriesKey } from '../../../lib/query-keys.js';

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await apiRequest<Category[]>('/api/categories', { signal })).data;
}

/** Cached under the specification's key 'categories'. */
export const categoriesQueryOptions = queryOptions({
  queryKey: categoriesKey,
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 5 * 60 * 1000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
