import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { OwnCharacterSchema } from './characters.ts';
import { DateTimeSchema, NullableDateTimeSchema } from './common.ts';
import { endpoint, refusal } from './http.ts';
import { DeedEquipmentSchema } from './shops.ts';
import { WatchStopSchema } from './watch.ts';

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
 * A deed (docs/product-rules.md#data-shown-to-players): `alignment` 1 good, 0 neutral, -1 evil; `success`/`failure` are the
 * messages shown after an attempt. `skills` names the skill the deed tests and the level it
 * expects (`{ Lockpicking: 7 }`, first entry counts; empty: none). `cityId` is the one city the
 * deed can be done in, null for everywhere (docs/game-rules.md).
 *
 * @example
 * ```ts
 * const deed: Deed = {
 *   id: '0b8f6f3e-3f43-4a43-9c1e-2f1a3f1d2c11', name: 'Pick a Pocket', level: 2,
 *   content: 'A fat purse sways by.', alignment: -1, success: 'Got it!', failure: 'Caught!',
 *   skills: { Stealth: 0 }, cityId: null, reward: { gold: 25, experience: 35, alignment: 2, jailTime: 60 },
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
  cityId: z.uuid().nullable(),
  reward: DeedRewardSchema,
});
export type Deed = z.infer<typeof DeedSchema>;

/**
 * What a deed asks of its doer's alignment (good - evil): nothing, at least / at most a value,
 * or a magnitude within a value (neutral deeds). Mirrors `alignmentRequirement` of `@tod/game`.
 *
 * @example
 * ```ts
 * const req: AlignmentRequirement = { kind: 'atLeast', value: 10 }; // a level-20 good deed
 * ```
 */
export const AlignmentRequirementSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.enum(['atLeast', 'atMost', 'within']), value: z.number().int() }),
]);
export type AlignmentRequirement = z.infer<typeof AlignmentRequirementSchema>;

/**
 * The skill a deed tests: its name, the level the deed expects and the character's level in it.
 *
 * @example
 * ```ts
 * const s: DeedSkill = { name: 'Stealth', required: 3, yours: 1 };
 * ```
 */
export const DeedSkillSchema = z.object({ name: z.string(), required: z.number().int(), yours: z.number().int() });
export type DeedSkill = z.infer<typeof DeedSkillSchema>;

/**
 * A deed in the player's list, as the rules judge it for this character now:
 * `cooldownEnd` is when the character's deed cooldown ends while `onCooldown`, else null;
 * `cooldownMs` is the cooldown this deed starts (real ms at the server's game speed);
 * `successChance` (0..1) and the expected experience and gold per game minute
 * (chance x 3/4 of the maximum x trivial x apprentice x today's fatigue, divided by the
 * cooldown in game minutes, one decimal; rested experience not counted);
 * `meetsAlignment` says whether the character may attempt it under `alignmentRequirement`.
 *
 * @example
 * ```ts
 * const row: PlayerDeed = {
 *   ...deed, onCooldown: true, cooldownEnd: '2026-06-01T12:01:00.000Z', cooldownMs: 60_000,
 *   skill: { name: 'Stealth', required: 0, yours: 0 }, successChance: 0.5,
 *   expectedExperiencePerMinute: 9, expectedGoldPerMinute: 9.4,
 *   alignmentRequirement: { kind: 'none' }, meetsAlignment: true,
 * };
 * ```
 */
export const PlayerDeedSchema = DeedSchema.extend({
  onCooldown: z.boolean(),
  cooldownEnd: NullableDateTimeSchema,
  cooldownMs: z.number().int(),
  /** How long a failure that jails lasts (ms at the server's game speed); 0 for a deed without jail risk. */
  sentenceMs: z.number().int().min(0),
  skill: DeedSkillSchema.nullable(),
  successChance: z.number().min(0).max(1),
  expectedExperiencePerMinute: z.number(),
  expectedGoldPerMinute: z.number(),
  alignmentRequirement: AlignmentRequirementSchema,
  meetsAlignment: z.boolean(),
  /** What the worn equipment adds to this deed (its success bonus is in `successChance`). */
  equipment: DeedEquipmentSchema,
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

/** The text for an attempt during the deed cooldown, answered with `success: -1` (docs/product-rules.md#deed-attempt). */
export const DEED_COOLDOWN_MESSAGE = 'You must wait for the cooldown to expire before performing more deeds.';

/**
 * The answer to `POST /deeds/:id/complete` (docs/product-rules.md#data-shown-to-players) plus what was earned.
 * `cooldown` is when the deed cooldown ends; `lastJail` when the character's jail ends (or
 * ended), null if never jailed: a future `lastJail` means the attempt sent them to jail.
 * `earned` is zero unless `success` is 1 (`experience` includes `restedUsed`, the rested
 * experience this gain spent); `level` is the character's level afterwards.
 * `character` is the caller's character after the action, as `GET /auth/account` would show it:
 * the client puts it in place of its copy (docs/api.md#calls).
 *
 * @example
 * ```ts
 * const r: DeedAttemptResult = {
 *   success: 1, message: 'You got away with it. You earned 14 gold and 25 experience.',
 *   cooldown: '2026-06-01T12:01:00.000Z', lastJail: null,
 *   earned: { gold: 14, experience: 25, alignment: 1, restedUsed: 0 }, level: 1, levelsGained: 0,
 * };
 * ```
 */
export const DeedAttemptResultSchema = z.object({
  success: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
  message: z.string(),
  cooldown: DateTimeSchema,
  lastJail: NullableDateTimeSchema,
  earned: z.object({
    gold: z.number().int(),
    experience: z.number().int(),
    alignment: z.number().int(),
    restedUsed: z.number().int(),
  }),
  level: z.number().int(),
  levelsGained: z.number().int(),
  character: OwnCharacterSchema,
  /** The city watch stopped the character after this deed (docs/fair-play.md#the-city-watch); absent otherwise. */
  watch: WatchStopSchema.optional(),
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
  /** Deeds of level <= the character's level of its city or everywhere, lowest level first. */
  list: endpoint({
    method: 'GET',
    access: 'player',
    path: '/deeds',
    response: z.array(PlayerDeedSchema),
    errors: refusals('character.none'),
  }),
  /** One deed, whatever its level (staff edit forms use it too). */
  byId: endpoint({
    method: 'GET',
    access: 'visitor',
    path: '/deeds/:id',
    params: DeedIdParamsSchema,
    response: DeedSchema,
    publicRead: true,
    keyScopes: ['public'],
    summary: 'One deed of the catalogue',
    errors: refusals('deeds.not_found'),
  }),
  /** Every deed, lowest level first: the catalogue anyone may read. */
  catalogue: endpoint({
    method: 'GET',
    access: 'visitor',
    path: '/deeds/catalogue',
    response: z.array(DeedSchema),
    publicRead: true,
    keyScopes: ['public'],
    summary: 'The deed catalogue',
    errors: [],
  }),
  /**
   * Attempt a deed (no body). Refusals change nothing: 403 `deeds.wrong_city` (the deed
   * belongs to another city), 403 `deeds.alignment_required`, 403 jailed, 404 unknown or above
   * the character's level; the cooldown answers `success: -1`.
   */
  complete: endpoint({
    errors: [
      refusal(403, 'character.none', 'the caller has no living character'),
      refusal(403, 'deeds.level_too_low', "the deed is above the character's level"),
      refusal(403, 'deeds.wrong_city', 'the deed belongs to another city'),
      refusal(403, 'deeds.in_jail', 'the character is in jail'),
      refusal(403, 'deeds.alignment_required', "the character's alignment does not fit the deed"),
      refusal(404, 'deeds.not_found', 'no deed has this id'),
      ...refusals('fairplay.watch_stopped'),
      refusal(503, 'deeds.busy', 'the character changed under the attempt too often: try again'),
    ],
    method: 'POST',
    access: 'player',
    path: '/deeds/:id/complete',
    params: DeedIdParamsSchema,
    response: DeedAttemptResultSchema,
  }),
};

/**
 * Refusal text of a deed that belongs to another city.
 *
 * @example
 * ```ts
 * wrongCityMessage('Silverbrook'); // 'This deed can only be done in Silverbrook.'
 * ```
 */
export const wrongCityMessage = (city: string) => `This deed can only be done in ${city}.`;

/**
 * Refusal text of a deed whose alignment requirement the character does not meet.
 *
 * @example
 * ```ts
 * alignmentRequiredMessage({ kind: 'atLeast', value: 10 }, 4);
 * // 'This deed needs an alignment of at least 10; yours is 4.'
 * ```
 */
export function alignmentRequiredMessage(requirement: AlignmentRequirement, alignment: number): string {
  if (requirement.kind === 'atLeast')
    return `This deed needs an alignment of at least ${requirement.value}; yours is ${alignment}.`;
  if (requirement.kind === 'atMost')
    return `This deed needs an alignment of at most ${requirement.value}; yours is ${alignment}.`;
  if (requirement.kind === 'within')
    return `This deed needs an alignment between -${requirement.value} and ${requirement.value}; yours is ${alignment}.`;
  return 'This deed has no alignment requirement.';
}
