import { useQuery } from '@tanstack/react-query';
import type { PriceSuggestion } from '@second-shelf/shared/pricing';
import { apiRequest } from '../../../lib/api-client.js';

/**
 * What copies of the book sold for here and the lowest on sale now (GET /api/price-suggestion), by
 * its ISBN, or its title and author when it has none; nothing is asked before either is known.
 */
export function usePriceSuggestion(book: { isbn: string | null; title: string; author: string }) {
  const query = book.isbn
    ? `isbn=${book.isbn}`
    : book.title.trim()
      ? `title=${encodeURIComponent(book.title.trim())}&author=${encodeURIComponent(book.author.trim())}`
      : null;
  return useQuery({
    queryKey: ['price-suggestion', query],
    queryFn: async ({ signal }) =>
      (await apiRequest<PriceSuggestion>(`/api/price-suggestion?${query}`, { signal })).data,
    enabled: query !== null,
    // The last suggestion stays while the next is asked for (keepPreviousData, without its export);
    // none once no book is asked about (after listing one).
    placeholderData: (previous) => (query === null ? undefined : previous),
    staleTime: 60_000,
  });
}
