import { apiRequest, type RequestOptions } from './api-client.js';
import { nextPageCursor } from './next-page-cursor.js';

export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | undefined;
}

/** One page of a list endpoint: the array body, `X-Total-Count`, and the next cursor from `Link`. */
export async function fetchPage<T>(
  path: string,
  cursor: string | undefined,
  options: RequestOptions = {},
): Promise<Page<T>> {
  const separator = path.includes('?') ? '&' : '?';
  const url = cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path;
  const { data, headers } = await apiRequest<T[]>(url, options);
  return {
    items: data,
    total: Number(headers.get('x-total-count') ?? data.length),
    nextCursor: nextPageCursor(headers),
  };
}

export function flattenPages<T>(pages: Page<T>[] | undefined): { items: T[]; total: number } {
  const items = pages?.flatMap((page) => page.items) ?? [];
  return { items, total: pages?.[0]?.total ?? items.length };
}

/** 'item' for 1, otherwise 'items'. */
export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
