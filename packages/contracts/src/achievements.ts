import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { DateTimeSchema, NullableDateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';
import { storableText } from './text.ts';

/**
 * One achievement: what it asks (`target` of a measure), how far the character is (`value`,
 * capped at `target`) and when it was earned (null: not yet). docs/quests.md, "Achievements".
 *
 * @example
 * ```ts
 * const a: Achievement = { key: 'deeds-10', name: 'Busy Hands', description: 'Do 10 deeds.', target: 10, value: 4, earnedAt: null };
 * ```
 */
export const AchievementSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  target: z.number().int(),
  value: z.number().int(),
  earnedAt: NullableDateTimeSchema,
});
export type Achievement = z.infer<typeof AchievementSchema>;

/** A perk merits buy, with the character's rank in it. */
export const PerkSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  rank: z.number().int(),
  maxRank: z.number().int(),
});
export type Perk = z.infer<typeof PerkSchema>;

/** The character's achievements, merits (one per 5 achievements) and perks. */
export const AchievementsViewSchema = z.object({
  achievements: z.array(AchievementSchema),
  earned: z.number().int(),
  merits: z.object({ earned: z.number().int(), spent: z.number().int(), available: z.number().int() }),
  perks: z.array(PerkSchema),
});
export type AchievementsView = z.infer<typeof AchievementsViewSchema>;

/** The answer to buying a perk: what happened and the achievements after it. */
export const PerkResultSchema = z.object({ message: z.string(), view: AchievementsViewSchema });
export type PerkResult = z.infer<typeof PerkResultSchema>;

/** A character's earned achievements as anyone may see them on its profile, latest first. */
export const EarnedAchievementsSchema = z.object({
  achievements: z.array(z.object({ key: z.string(), name: z.string(), description: z.string(), earnedAt: DateTimeSchema })),
});
export type EarnedAchievements = z.infer<typeof EarnedAchievementsSchema>;

/**
 * Achievement calls (docs/api.md#achievements).
 *
 * @example
 * ```ts
 * const view = AchievementsViewSchema.parse(await get(achievementsApi.mine.path));
 * await post(buildPath(achievementsApi.buyPerk.path, { perk: 'haggler' }));
 * ```
 */
export const achievementsApi = {
  /** The caller's achievements; any newly reached are recorded as earned when this is read. */
  mine: endpoint({
    method: 'GET',
    access: 'player',
    path: '/achievements',
    response: AchievementsViewSchema,
    errors: refusals('character.none'),
  }),
  /** Spends a merit on a perk: 409 `achievements.no_merit`, 409 `achievements.max_rank`, 404 `achievements.unknown_perk`. */
  buyPerk: endpoint({
    method: 'POST',
    access: 'player',
    path: '/achievements/perks/:perk',
    params: z.object({ perk: storableText('Perk') }),
    response: PerkResultSchema,
    errors: refusals('character.none', 'achievements.unknown_perk', 'achievements.no_merit', 'achievements.max_rank'),
  }),
  /** A character's earned achievements (its public profile). */
  ofCharacter: endpoint({
    method: 'GET',
    access: 'visitor',
    path: '/achievements/of/:id',
    params: z.object({ id: z.uuid({ error: 'Character not found.' }) }),
    response: EarnedAchievementsSchema,
    errors: refusals('characters.not_found'),
  }),
};
