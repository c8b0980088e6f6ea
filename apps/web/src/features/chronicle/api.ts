import { queryOptions } from '@tanstack/react-query';
import { chronicleApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

/** Yesterday's chronicle: written once a day, so it is read again at most every 10 minutes. */
export const chronicleQuery = queryOptions({
  queryKey: ['chronicle'] as const,
  queryFn: ({ signal }) => apiRequest(chronicleApi.latest, { signal }),
  staleTime: 600_000,
});
