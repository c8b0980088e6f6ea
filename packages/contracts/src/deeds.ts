import { z } from 'zod';
import { DateTimeSchema, NullableDateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';

/**
 * A deed's reward: Max Gold and Max Experience (a success pays between half and all of
 * each), alignment points (may be negative) and the jail time in seconds a failure risks.
 *
 * @example
 * ```ts
 * DeedRewardSchema.parse({ gold: 10, experience: 20, alignment: 1, jailTime: 30 });
 * ```
 */
export const DeedRewardSchema = z.object({
  gold: z.number().int(),
  experience: z.number().int(),
  alignment: z.number().int(),
  jailTime: z.number().int(),
});
export type DeedReward = z.infer<typeof DeedRewardSchema>;

/**
 * A deed (spec §3): `alignment` 1 good, 0 neutral, -1 evil; `success`/`failure` are the
 * messages shown after an attempt; `skills` is free-form (empty by default).
 *
 * @example
 * ```ts
 * const deed: Deed = {
 *   id: '0b8f6f3e-3f43-4a43-9c1e-2f1a3f1d2c11', name: 'Pick a Pocket', level: 2,
 *   content: 'A fat purse sways by.', alignment: -1, success: 'Got it!', failure: 'Caught!',
 *   skills: {}, reward: { gold: 25, experience: 35, alignment: 2, jailTime: 60 },
 * };
 * ```
 */
export const DeedSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  level: z.number().int(),
  content: z.string(),
  alignment: z.number().int(),
  success: z.string(),
  failure: z.string(),
  skills: z.record(z.string(), z.unknown()),
  reward: DeedRewardSchema,
});
export type Deed = z.infer<typeof DeedSchema>;

/**
 * A deed in the player's list, with the character's deed cooldown: `cooldownEnd` is when it
 * ends while `onCooldown`, else null.
 *
 * @example
 * ```ts
 * const row: PlayerDeed = { ...deed, onCooldown: true, cooldownEnd: '2026-06-01T12:01:00.000Z' };
 * ```
 */
export const PlayerDeedSchema = DeedSchema.extend({
  onCooldown: z.boolean(),
  cooldownEnd: NullableDateTimeSchema,
});
export type PlayerDeed = z.infer<typeof PlayerDeedSchema>;

/**
 * The `success` values of a deed attempt: 1 success, 0 failure, -1 refused (cooldown).
 *
 * @example
 * ```ts
 * if (result.success === DeedAttempt.refused) showCooldown(result.cooldown);
 * ```
 */
export const DeedAttempt = { success: 1, failure: 0, refused: -1 } as const;

/** The spec's text for an attempt during the deed cooldown (answered with `success: -1`). */
export const DEED_COOLDOWN_MESSAGE = 'You must wait for the cooldown to expire before performing more deeds.';

/**
 * The answer to `POST /deeds/:id/complete` (spec §3) plus what was earned.
 * `cooldown` is when the deed cooldown ends; `lastJail` when the character's jail ends (or
 * ended), null if never jailed: a future `lastJail` means the attempt sent them to jail.
 * `earned` is zero unless `success` is 1; `level` is the character's level afterwards.
 *
 * @example
 * ```ts
 * const r: DeedAttemptResult = {
 *   success: 1, message: 'You got away with it. You earned 14 gold and 25 experience.',
 *   cooldown: '2026-06-01T12:01:00.000Z', lastJail: null,
 *   earned: { gold: 14, experience: 25, alignment: 1 }, level: 1, levelsGained: 0,
 * };
 * ```
 */
export const DeedAttemptResultSchema = z.object({
  success: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
  message: z.string(),
  cooldown: DateTimeSchema,
  lastJail: NullableDateTimeSchema,
  earned: z.object({ gold: z.number().int(), experience: z.number().int(), alignment: z.number().int() }),
  level: z.number().int(),
  levelsGained: z.number().int(),
});
export type DeedAttemptResult = z.infer<typeof DeedAttemptResultSchema>;

/**
 * `:id` of a deed path.
 *
 * @example
 * ```ts
 * DeedIdParamsSchema.parse({ id: '0b8f6f3e-3f43-4a43-9c1e-2f1a3f1d2c11' });
 * ```
 */
export const DeedIdParamsSchema = z.object({ id: z.uuid({ error: 'Deed not found.' }) });

/**
 * The player's deed calls. Each needs a session (401); list and attempt need a living
 * character (403).
 *
 * @example
 * ```ts
 * const path = buildPath(deedsApi.complete.path, { id: deed.id }); // '/deeds/<id>/complete'
 * const result = DeedAttemptResultSchema.parse(await post(path));
 * ```
 */
export const deedsApi = {
  /** Deeds of level <= the character's level, lowest level first. */
  list: endpoint({ method: 'GET', path: '/deeds', response: z.array(PlayerDeedSchema) }),
  /** One deed, whatever its level (staff edit forms use it too). */
  byId: endpoint({ method: 'GET', path: '/deeds/:id', params: DeedIdParamsSchema, response: DeedSchema }),
  /** Attempt a deed (no body). */
  complete: endpoint({
    method: 'POST',
    path: '/deeds/:id/complete',
    params: DeedIdParamsSchema,
    response: DeedAttemptResultSchema,
  }),
};
