import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReportedItem } from '@second-shelf/shared';
import { fetchPage, type Page } from '../../../lib/paged-list.js';

/**
 * The admins' queue (Reported Items). Its key is the feature's own, not in lib/query-keys.ts, whose
 * keys all come with the first page's bundle: only this screen and its actions use it.
 */
export const reportedItemsKey = ['reports'] as const;

export const getReportedItems = (cursor?: string, signal?: AbortSignal) =>
  fetchPage<ReportedItem>('/api/reports', cursor, { signal });

export const reportedItemsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reportedItemsKey,
    queryFn: ({ pageParam, signal }) => getReportedItems(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useReportedItems() {
  return useInfiniteQuery(reportedItemsQueryOptions());
}

type QueuePages = InfiniteData<Page<ReportedItem>, string | undefined>;

/**
 * Takes an item off the loaded queue at once (its count one less), then reads the queue again
 * without holding up the caller: an action on it is done, whatever else changed meanwhile.
 */
export function leaveQueue(queryClient: QueryClient, item: Pick<ReportedItem, 'kind' | '_id'>): void {
  const isItem = (other: ReportedItem) => other.kind === item.kind && other._id === item._id;
  queryClient.setQueryData<QueuePages>(reportedItemsKey, (data) =>
    data?.pages.some((page) => page.items.some(isItem))
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((other) => !isItem(other)),
            total: Math.max(0, page.total - 1),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: reportedItemsKey });
}
