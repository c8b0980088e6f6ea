import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { tickerAdminApi, tickerApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

const adminTickerKey = ['admin', 'ticker'] as const;

/** The ticker as stored now (the header's copy may be up to 5 minutes old). */
export const adminTickerQuery = queryOptions({
  queryKey: adminTickerKey,
  queryFn: ({ signal }) => apiRequest(tickerApi.get, { signal }),
  staleTime: 0,
});

export function useUpdateTicker(onSaved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ticker: string) => apiRequest(tickerAdminApi.update, { body: { ticker } }),
    onSuccess: (saved) => {
      client.setQueryData(adminTickerKey, saved);
      onSaved?.();
    },
  });
}
