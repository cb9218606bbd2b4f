import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { ApiError, apiConfig } from './api-client.js';

/**
 * Whether Second Shelf answers, decided from the requests that fail, not from `navigator.onLine`
 * (which stays true when only the server is down). A request the network refused, or a gateway's
 * 502, 503 or 504, after its three retries, means the server cannot be reached: TanStack Query's
 * onlineManager is told, so that every request waits instead of failing, the page keeps its last
 * data and says "Can't reach Second Shelf, retrying…". `/api/health` is then asked every few
 * seconds; when it answers, the manager is told again, and the waiting requests go on by themselves.
 */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof ApiError && error.status > 501 && error.status < 505)
  );
}

let probe: ReturnType<typeof setTimeout> | undefined;

function probeHealth(delay: number): void {
  probe = setTimeout(() => {
    fetch(`${apiConfig.baseUrl}/api/health`, { cache: 'no-store' })
      .then((response) => response.ok)
      .catch(() => false)
      .then((ok) => {
        if (ok) {
          probe = undefined;
          onlineManager.setOnline(true);
        } else probeHealth(Math.min(delay * 2, 10_000));
      });
  }, delay);
}

/** Called with every request's final failure: an unreachable server starts the probing. */
export function noteFailure(error: unknown): void {
  if (!isUnreachable(error) || probe) return;
  onlineManager.setOnline(false);
  probeHealth(2000);
}

// The browser's own online and offline events are not what decides.
onlineManager.setEventListener(() => undefined);

/** Whether the server answered the last time it was asked. */
export function useIsServerReachable(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
