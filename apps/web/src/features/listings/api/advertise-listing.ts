import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdvertisedUntil } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { advertisedKey, listingKey } from '../../../lib/query-keys.js';
import { allMyListingsKey } from '../../../lib/account-keys.js';

const advertiseUrl = (id: string) => `/api/products/${encodeURIComponent(id)}/advertise`;

/** My Products, the home page's Advertised Items and the book's page show it: fetched again. */
function useAdvertisingChanged() {
  const queryClient = useQueryClient();
  return (id: string) => {
    void queryClient.invalidateQueries({ queryKey: allMyListingsKey });
    void queryClient.invalidateQueries({ queryKey: advertisedKey });
    void queryClient.invalidateQueries({ queryKey: listingKey(id) });
  };
}

/** ADVERTISE: the listing goes on the home page for ADVERTISE_DAYS; the answer says until when. */
export function useAdvertiseListing() {
  const changed = useAdvertisingChanged();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest<AdvertisedUntil>(advertiseUrl(id), { method: 'POST' })).data,
    onSuccess: (_data, id) => changed(id),
  });
}

export function useStopAdvertising() {
  const changed = useAdvertisingChanged();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest(advertiseUrl(id), { method: 'DELETE' })).data,
    onSuccess: (_data, id) => changed(id),
  });
}
