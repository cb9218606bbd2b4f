import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { categoryBooksQueryOptions } from '../../features/catalog/api/get-category-books.js';
import { sessionQueryOptions } from '../../lib/auth.js';

/**
 * The category's books are the route loader's (the specification loads them there), through the query cache. The loader is in
 * the first bundle, not the page's chunk, so that React Router runs it while that chunk downloads:
 * the session and the books are on their way before the page's code has arrived.
 */
export const categoryLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    // Visitors see the books too (the answer leaves out contact data); an unknown category throws
    // to the error page.
    await Promise.all([
      queryClient.ensureQueryData(sessionQueryOptions),
      queryClient.ensureInfiniteQueryData(categoryBooksQueryOptions(params.id ?? '')),
    ]);
    return null;
  };
