import { queryOptions } from '@tanstack/react-query';
import { type CrewBoardByName, LEADERBOARD_MAX_AGE_SECONDS, type LeaderboardByName, leaderboardApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

/** One board; the server's copy may be this old anyway, so re-reading sooner gains nothing. */
export const leaderboardQuery = (by: LeaderboardByName) =>
  queryOptions({
    queryKey: ['leaderboard', by] as const,
    queryFn: ({ signal }) => apiRequest(leaderboardApi.get, { query: { by }, signal }),
    staleTime: LEADERBOARD_MAX_AGE_SECONDS * 1000,
  });

/** One crew board (respect, members, group deeds done). */
export const crewBoardQuery = (by: CrewBoardByName) =>
  queryOptions({
    queryKey: ['leaderboard', 'crews', by] as const,
    queryFn: ({ signal }) => apiRequest(leaderboardApi.crews, { query: { by }, signal }),
    staleTime: LEADERBOARD_MAX_AGE_SECONDS * 1000,
  });
