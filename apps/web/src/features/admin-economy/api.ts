import { queryOptions } from '@tanstack/react-query';
import { economyAdminApi, type HouseholdInput } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export const adminEconomyKeys = {
  overview: (days: number) => ['admin', 'economy', days] as const,
  fairPlay: ['admin', 'fair-play'] as const,
  links: ['admin', 'fair-play', 'links'] as const,
  flags: ['admin', 'fair-play', 'flags'] as const,
};

export const economyOverviewQuery = (days: number) =>
  queryOptions({
    queryKey: adminEconomyKeys.overview(days),
    queryFn: ({ signal }) => apiRequest(economyAdminApi.overview, { signal, query: { days } }),
  });

export const linksQuery = queryOptions({
  queryKey: adminEconomyKeys.links,
  queryFn: ({ signal }) => apiRequest(economyAdminApi.links, { signal }),
});

export const flagsQuery = queryOptions({
  queryKey: adminEconomyKeys.flags,
  queryFn: ({ signal }) => apiRequest(economyAdminApi.flags, { signal }),
});

export const fairPlayCalls = {
  markHousehold: (body: HouseholdInput) => apiRequest(economyAdminApi.markHousehold, { body }),
  removeHousehold: (id: string) => apiRequest(economyAdminApi.removeHousehold, { params: { id } }),
  clearFlag: (input: { id: string; note: string }) =>
    apiRequest(economyAdminApi.clearFlag, { params: { id: input.id }, body: { note: input.note } }),
};
