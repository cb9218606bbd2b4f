import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Draft } from '@second-shelf/shared';
import { draftsKey } from '../../../lib/account-keys.js';
import { fetchPage } from '../../../lib/paged-list.js';

/** The seller's Drafts, newest first (GET /api/drafts). */
export const draftsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: draftsKey,
    queryFn: ({ pageParam, signal }) => fetchPage<Draft>('/api/drafts', pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useDrafts() {
  return useInfiniteQuery(draftsQueryOptions());
}
