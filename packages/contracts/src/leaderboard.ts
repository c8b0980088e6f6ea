import { z } from 'zod';
import { endpoint } from './http.ts';

/** What the leaderboard ranks by: level (then experience), gold, good, evil, jailbreaks. */
export const LeaderboardBy = ['level', 'gold', 'good', 'evil', 'jailbreaks'] as const;
export type LeaderboardByName = (typeof LeaderboardBy)[number];

/** Living characters one board lists; a board may be up to this many seconds old. */
export const LEADERBOARD_SIZE = 20;
export const LEADERBOARD_MAX_AGE_SECONDS = 10;

/**
 * `GET /api/leaderboard?by=level` (anyone).
 *
 * @example
 * LeaderboardQuerySchema.parse({}); // { by: 'level' }
 */
export const LeaderboardQuerySchema = z.object({
  by: z.enum(LeaderboardBy, { error: 'Rank by level, gold, good, evil or jailbreaks.' }).default('level'),
});

/**
 * One row: rank (1 = best; equal values keep the older character first), the character (links
 * to /character/view/{id}), its level and the ranked value (level, gold, good, evil or
 * jailbreaks, by `by`).
 */
export const LeaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  id: z.uuid(),
  name: z.string(),
  level: z.number().int(),
  value: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

/**
 * @example
 * const board: Leaderboard = { by: 'gold', entries: [{ rank: 1, id: '7c9e…', name: 'Aria', level: 4, value: 900 }] };
 */
export const LeaderboardSchema = z.object({
  by: z.enum(LeaderboardBy),
  entries: z.array(LeaderboardEntrySchema),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const leaderboardApi = {
  get: endpoint({
    method: 'GET',
    access: 'visitor',
    path: '/leaderboard',
    publicRead: true,
    keyScopes: ['public'],
    summary: 'The top living characters by level, gold, good, evil or jailbreaks',
    query: LeaderboardQuerySchema,
    response: LeaderboardSchema,
  }),
};
