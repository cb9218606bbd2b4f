import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { profileKey } from '../../../lib/query-keys.js';

export async function getProfile(id: string, signal?: AbortSignal): Promise<Profile> {
  return (await apiRequest<Profile>(`/api/profiles/${encodeURIComponent(id)}`, { signal })).data;
}

export const profileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKey(id),
    queryFn: ({ signal }) => getProfile(id, signal),
  });

/** A person as others see them (/users/:id). */
export function useProfile(id: string) {
  return useQuery(profileQueryOptions(id));
}
