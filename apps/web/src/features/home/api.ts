import { queryOptions } from '@tanstack/react-query';
import { homeApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

const fiveMinutes = 5 * 60_000;

export const announcementsQuery = queryOptions({
  queryKey: ['home', 'announcements'],
  queryFn: ({ signal }) => apiRequest(homeApi.announcements, { signal }),
  staleTime: fiveMinutes,
});

export const featuresQuery = queryOptions({
  queryKey: ['home', 'features'],
  queryFn: ({ signal }) => apiRequest(homeApi.features, { signal }),
  staleTime: fiveMinutes,
});

export const roadmapQuery = queryOptions({
  queryKey: ['home', 'roadmap'],
  queryFn: ({ signal }) => apiRequest(homeApi.roadmap, { signal }),
  staleTime: fiveMinutes,
});
