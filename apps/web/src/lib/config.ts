import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@second-shelf/shared';
import { apiRequest } from './api-client.js';
import { configKey } from './query-keys.js';

/** The server's public set-up: which sign-in methods it offers. */
export const configQueryOptions = queryOptions({
  queryKey: configKey,
  queryFn: async ({ signal }) => (await apiRequest<PublicConfig>('/api/config', { signal })).data,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(configQueryOptions);
}
