import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import type { PageData } from '@second-shelf/shared';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories.js';
import { categoryBooksQueryOptions } from '../features/catalog/api/get-category-books.js';
import { seedRoles, sessionQueryOptions } from '../lib/auth.js';
import {
  advertisedKey,
  justListedKey,
  configKey,
  notificationSummaryKey,
  listingKey,
  profileKey,
  searchKey,
  wishlistIdsKey,
} from '../lib/query-keys.js';

/** What a page rendered on the server carries for the browser to take over from. */
export interface PageState {
  data: PageData;
  router: HydrationState;
}

export const PAGE_STATE_ID = 'page-state';

/** Puts the server's answers in the query cache, where the screens' queries look first. */
export function seedQueries(queryClient: QueryClient, data: PageData): void {
  queryClient.setQueryData(sessionQueryOptions.queryKey, data.session);
  if (data.session) seedRoles(queryClient, data.session);
  // What the frame reads once drawn (the email notice, the bell, the hearts): nothing is fetched on load.
  if (data.config) queryClient.setQueryData(configKey, data.config);
  if (data.notifications) queryClient.setQueryData(notificationSummaryKey, data.notifications);
  if (data.wishlistIds) queryClient.setQueryData(wishlistIdsKey, data.wishlistIds);
  if (data.categories) queryClient.setQueryData(categoriesQueryOptions.queryKey, data.categories);
  if (data.advertised) queryClient.setQueryData(advertisedKey, data.advertised);
  if (data.justListed) queryClient.setQueryData(justListedKey, data.justListed);
  if (data.book) queryClient.setQueryData(listingKey(data.book._id), data.book);
  if (data.profile) queryClient.setQueryData(profileKey(data.profile._id), data.profile);
  if (data.search) {
    const { address, corrected, nextCursor, ...first } = data.search;
    queryClient.setQueryData(searchKey(address), {
      pages: [{ ...first, corrected, nextCursor }],
      pageParams: [undefined],
    });
  }
  if (data.categoryBooks) {
    const { categoryId, books, total, nextCursor } = data.categoryBooks;
    queryClient.setQueryData(categoryBooksQueryOptions(categoryId).queryKey, {
      pages: [{ books, total, nextCursor }],
      pageParams: [undefined],
    });
  }
}

/** The state of a page the server rendered, or null for the plain shell. */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

/**
 * Loads the code of the lazily loaded screens the address opens, as the server did before it
 * rendered them: hydration must draw the same screen, not a loading state.
 */
export async function loadMatchedScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
