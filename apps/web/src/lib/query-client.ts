import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/**
 * Background refetching is off by default: the spec rations calls (account polling rules, a
 * five-minute ticker), so each query opts in to what it needs.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // A 4xx answer will not change on retry; a network blip might.
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
