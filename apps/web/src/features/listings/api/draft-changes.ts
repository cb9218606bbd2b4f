import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type Draft, type NewDraftInput } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { draftsKey } from '../../../lib/account-keys.js';
import { fetchPage } from '../../../lib/paged-list.js';

// Apart from drafts.ts (the paged list of My Products), so that Add Product does not load its code.

/** One draft by its id, among the seller's latest PAGE_SIZE_MAX (where My Products' Finish links from). */
export function useDraft(id: string | null) {
  const drafts = useQuery({
    queryKey: [...draftsKey, 'latest'],
    queryFn: ({ signal }) => fetchPage<Draft>(`/api/drafts?limit=${PAGE_SIZE_MAX}`, undefined, { signal }),
    enabled: id !== null,
  });
  const found = drafts.data?.items.find((draft) => draft._id === id);
  return { draft: found, isPending: id !== null && drafts.isPending };
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
