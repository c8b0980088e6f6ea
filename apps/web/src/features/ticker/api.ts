import { queryOptions } from '@tanstack/react-query';
import { tickerApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { backedOffPoll } from '@/lib/retry-policy.ts';

/**
 * docs/product-rules.md#client-limits: the ticker is re-read every 5 minutes; longer while the
 * reads fail (docs/client-state.md, "Client retry policy").
 */
export const TICKER_REFRESH_MS = 5 * 60_000;

export const tickerQuery = queryOptions({
  queryKey: ['ticker'],
  queryFn: ({ signal }) => apiRequest(tickerApi.get, { signal }),
  staleTime: TICKER_REFRESH_MS,
  refetchInterval: backedOffPoll(TICKER_REFRESH_MS),
});
