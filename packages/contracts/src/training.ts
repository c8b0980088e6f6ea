import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { OwnCharacterSchema } from './characters.ts';
import { DateTimeSchema, NullableDateTimeSchema } from './common.ts';
import { endpoint, refusal } from './http.ts';

/**
 * A skill with the character's progress in it: `level` (0 when never trained),
 * `completion`, the percent towards the next level (0..99), and `fee`, the gold the next
 * training session costs ((level + 1)^2, docs/game-rules.md).
 *
 * @example
 * ```ts
 * const s: Skill = { id: '6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d21', name: 'Archery', description: 'Steady hand.', level: 2, completion: 35, fee: 9 };
 * ```
 */
export const SkillSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  level: z.number().int(),
  completion: z.number().int(),
  fee: z.number().int(),
});
export type Skill = z.infer<typeof SkillSchema>;

/**
 * The answer to a training session (docs/product-rules.md#data-shown-to-players) plus the points it gave, the `fee` it cost and
 * the character's `gold` left. A session that happens always has `inJail: false` and
 * `jailTime: null`; refusals are errors (below).
 * `character` is the caller's character after the action, as `GET /auth/account` would show it:
 * the client puts it in place of its copy (docs/api.md#calls).
 *
 * @example
 * ```ts
 * const r: TrainingResult = {
 *   message: 'You trained Archery: +17% (52%).', cooldown: '2026-06-01T12:05:00.000Z',
 *   skill: { ...archery, level: 2, completion: 52 }, inJail: false, jailTime: null,
 *   pointsGained: 17, levelsGained: 0, fee: 9, gold: 91,
 * };
 * ```
 */
export const TrainingResultSchema = z.object({
  message: z.string(),
  cooldown: DateTimeSchema,
  skill: SkillSchema,
  inJail: z.boolean(),
  jailTime: NullableDateTimeSchema,
  pointsGained: z.number().int(),
  levelsGained: z.number().int(),
  fee: z.number().int(),
  gold: z.number().int(),
  character: OwnCharacterSchema,
});
export type TrainingResult = z.infer<typeof TrainingResultSchema>;

/** Refusal texts (the client texts of docs/product-rules.md#training-sessions, so the client may show the server's message). */
export const TRAINING_COOLDOWN_MESSAGE = 'You are still recovering from your last training session.';
export const TRAINING_JAIL_MESSAGE = 'You cannot train while in jail. Wait until your sentence is complete.';

/**
 * `details` of a refused training (403 code `training.in_jail`, 429 code
 * `training.on_cooldown`): whether the character is jailed, until when, and when the
 * training cooldown ends.
 *
 * @example
 * ```ts
 * const body = ErrorResponseSchema.parse(await res.json());
 * const { inJail, jailTime } = TrainingRefusalDetailsSchema.parse(body.details);
 * ```
 */
export const TrainingRefusalDetailsSchema = z.object({
  inJail: z.boolean(),
  jailTime: NullableDateTimeSchema,
  cooldown: NullableDateTimeSchema,
  retryAfterSeconds: z.number().int().optional(),
});
export type TrainingRefusalDetails = z.infer<typeof TrainingRefusalDetailsSchema>;

/**
 * `:id` of a skill path.
 *
 * @example
 * ```ts
 * SkillIdParamsSchema.parse({ id: '6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d21' });
 * ```
 */
export const SkillIdParamsSchema = z.object({ id: z.uuid({ error: 'Skill not found.' }) });

/**
 * Training calls (docs/api.md#calls). Both need a session (401) and a living character (403).
 *
 * @example
 * ```ts
 * const skills = z.array(SkillSchema).parse(await get(trainingApi.skills.path));
 * await post(buildPath(trainingApi.train.path, { id: skills[0].id }));
 * ```
 */
export const trainingApi = {
  /** Every skill with the character's level and completion, in the pack's order. */
  skills: endpoint({
    method: 'GET',
    access: 'player',
    path: '/character/skills',
    response: z.array(SkillSchema),
    keyScopes: ['skills'],
    summary: 'Your character’s skills and training fees',
    errors: refusals('character.none'),
  }),
  /**
   * One training session (no body), paid with its fee. 403 while jailed, 429 on cooldown,
   * 409 `training.not_enough_gold` without the fee, 404 unknown skill; a refusal changes nothing.
   */
  train: endpoint({
    errors: [
      refusal(403, 'character.none', 'the caller has no living character'),
      refusal(403, 'training.in_jail', 'the character is in jail'),
      refusal(404, 'training.skill_not_found', 'no skill has this id'),
      refusal(409, 'training.not_enough_gold', 'the fee is lacking (fee and gold in details)'),
      refusal(429, 'training.on_cooldown', 'the training cooldown runs'),
    ],
    method: 'POST',
    access: 'player',
    path: '/character/skills/:id',
    params: SkillIdParamsSchema,
    response: TrainingResultSchema,
  }),
};
