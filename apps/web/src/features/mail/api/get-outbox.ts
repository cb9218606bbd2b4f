import { useInfiniteQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@second-shelf/shared';
import { fetchPage } from '../../../lib/paged-list.js';

/** The admins' outbox: every email the server wrote, newest first (its key is this feature's own). */
export const outboxKey = ['outbox'] as const;

export function useOutbox() {
  return useInfiniteQuery({
    queryKey: outboxKey,
    queryFn: ({ pageParam, signal }) => fetchPage<OutboxMessage>('/api/admin/outbox', pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}
