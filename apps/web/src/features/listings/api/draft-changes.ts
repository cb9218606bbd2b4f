import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DRAFTS_MAX, type Draft, type NewDraftInput } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { draftsKey } from '../../../lib/account-keys.js';
import { fetchPage } from '../../../lib/paged-list.js';

// Apart from drafts.ts (the paged list of My Products), so that Add Product does not load its code.

/**
 * One draft by its id, read afresh (a pile scanned since may have added it) among the seller's
 * drafts, which are at most DRAFTS_MAX, one page (where My Products' Finish links from).
 */
export function useDraft(id: string | null) {
  const drafts = useQuery({
    queryKey: [...draftsKey, 'latest'],
    queryFn: ({ signal }) => fetchPage<Draft>(`/api/drafts?limit=${DRAFTS_MAX}`, undefined, { signal }),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
  const found = drafts.data?.items.find((draft) => draft._id === id);
  return { draft: found, isPending: id !== null && !drafts.isFetchedAfterMount && !drafts.isError };
}

/** Keeps a scanned book in Drafts (the same book again answers the draft kept). */
export function useKeepDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewDraftInput) =>
      (await apiRequest<Draft>('/api/drafts', { method: 'POST', body: input })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: draftsKey }),
  });
}

export function useRemoveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiRequest(`/api/drafts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: draftsKey }),
  });
}
