import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { OwnCharacter } from '@tod/contracts';
import { queryRetryDelay, RetryBudget } from './retry-policy.ts';

/**
 * Marks a mutation whose answer carries the caller's character after the action (a deed, a
 * training session, a journey, a jailbreak, a bail: docs/api.md#calls).
 */
export const gameplayAnswerMeta = { gameplayAnswer: true } as const;

interface QueryClientHooks {
  /** Where every marked answer's character lands, once per successful mutation. */
  onGameplayAnswer?: (client: QueryClient, character: OwnCharacter) => void;
}

/**
 * Background refetching is off by default: the game rations calls (the account's schedule in
 * docs/product-rules.md#account-refresh, the ticker every five minutes in #client-limits), so
 * each query opts in to what it needs.
 */
export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  // The cache's handler runs before the screen's own callbacks, so they already see the new state.
  const mutationCache = new MutationCache({
    onSuccess: (data, _variables, _context, mutation) => {
      const character = (data as { character?: OwnCharacter } | undefined)?.character;
      if (mutation.meta?.gameplayAnswer && character) hooks.onGameplayAnswer?.(client, character);
    },
  });
  const client: QueryClient = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // Backed off with jitter, and bounded, so an outage is not met with a stream of reads
        // (docs/client-state.md, "Client retry policy").
        retry: new RetryBudget().shouldRetry,
        retryDelay: (failureCount) => queryRetryDelay(failureCount),
      },
      mutations: { retry: false },
    },
  });
  return client;
}
