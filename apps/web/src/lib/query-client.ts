import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';
import { noteFailure } from './connection.js';

/**
 * Data cached for 5 minutes, 3 retries with a backoff doubling from 1 s to 30 s
 * (TanStack Query's defaults). A 4xx will not change by asking again, so it is not retried.
 * A request that still fails is told to lib/connection.ts, which tells an unreachable server apart.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: noteFailure }),
    mutationCache: new MutationCache({ onError: noteFailure }),
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  });
}
