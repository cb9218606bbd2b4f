import { useQuery } from '@tanstack/react-query';
import type { MyListing } from '@second-shelf/shared';
import { myListingsKey } from '../../../lib/account-keys.js';
import { fetchPage } from '../../../lib/paged-list.js';

/**
 * Where the seller's latest listing is: a new listing's place, until they change it. Apart from
 * get-my-listings.ts, so that Add Product does not load the paged lists' code.
 */
export function useLastPlace(email: string, enabled: boolean): string | undefined {
  const latest = useQuery({
    queryKey: [...myListingsKey(email), 'latest'],
    queryFn: ({ signal }) =>
      fetchPage<MyListing>(`/api/myproducts?email=${encodeURIComponent(email)}&limit=1`, undefined, {
        signal,
      }),
    enabled,
    select: (page) => page.items[0]?.location,
  });
  return latest.data;
}
