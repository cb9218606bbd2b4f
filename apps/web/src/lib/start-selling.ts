import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { apiRequest, errorMessage } from './api-client.js';
import type { SessionUser } from './auth.js';
import { roleKey, sessionKey } from './query-keys.js';
import { toast } from './toast.js';

/**
 * Start selling, in one step: the same account and session sell from the server's answer on. This
 * tab knows at once (its session and seller lookup take the answer); the session is read again too.
 */
export async function startSelling(queryClient: QueryClient): Promise<void> {
  await apiRequest('/api/account/start-selling', { method: 'POST', body: {} });
  const user = queryClient.getQueryData<SessionUser | null>(sessionKey);
  if (user) {
    queryClient.setQueryData<SessionUser>(sessionKey, { ...user, sells: true });
    queryClient.setQueryData(roleKey('seller', user.email), { isSeller: true });
  }
  void queryClient.invalidateQueries({ queryKey: sessionKey });
}

/**
 * What every Start selling button does: start, say so, and open the form to list a first book
 * (without `navigate`, the page stays: a seller's page opens where it was offered).
 */
export async function startSellingAndList(
  queryClient: QueryClient,
  navigate?: NavigateFunction,
): Promise<void> {
  try {
    await startSelling(queryClient);
    toast.success('You sell on Second Shelf now: list your first book');
    await navigate?.('/addproduct');
  } catch (error) {
    toast.error(errorMessage(error));
  }
}
