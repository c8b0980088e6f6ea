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

/** What the crew board ranks by: respect, members, group deeds done. */
export const CrewBoardBy = ['respect', 'members', 'deeds'] as const;
export type CrewBoardByName = (typeof CrewBoardBy)[number];

/** `GET /api/leaderboard/crews?by=respect` (anyone). */
export const CrewBoardQuerySchema = z.object({
  by: z.enum(CrewBoardBy, { error: 'Rank crews by respect, members or deeds.' }).default('respect'),
});

/** One crew's row: rank (equal values keep the older crew first) and its three measures; `value` is the ranked one. */
export const CrewBoardEntrySchema = z.object({
  rank: z.number().int().positive(),
  id: z.uuid(),
  name: z.string(),
  charter: z.enum(['good', 'neutral', 'evil']),
  members: z.number().int(),
  respect: z.number().int(),
  groupDeedsDone: z.number().int(),
  value: z.number().int(),
});
export type CrewBoardEntry = z.infer<typeof CrewBoardEntrySchema>;

export const CrewBoardSchema = z.object({ by: z.enum(CrewBoardBy), entries: z.array(CrewBoardEntrySchema) });
export type CrewBoard = z.infer<typeof CrewBoardSchema>;

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
    errors: [],
  }),
  crews: endpoint({
    method: 'GET',
    access: 'visitor',
    path: '/leaderboard/crews',
    publicRead: true,
    keyScopes: ['public'],
    summary: 'The top crews by respect, members or group deeds done',
    query: CrewBoardQuerySchema,
    response: CrewBoardSchema,
    errors: [],
  }),
};
