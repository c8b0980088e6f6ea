import { queryOptions } from '@tanstack/react-query';
import { LEADERBOARD_MAX_AGE_SECONDS, type LeaderboardByName, leaderboardApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

/** One board; the server's copy may be this old anyway, so re-reading sooner gains nothing. */
export const leaderboardQuery = (by: LeaderboardByName) =>
  queryOptions({
    queryKey: ['leaderboard', by] as const,
    queryFn: ({ signal }) => apiRequest(leaderboardApi.get, { query: { by }, signal }),
    staleTime: LEADERBOARD_MAX_AGE_SECONDS * 1000,
  });
