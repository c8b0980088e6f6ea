import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { storableText, groupThousands } from './text.ts';
import { DeedIdParamsSchema, DeedSchema } from './deeds.ts';
import { endpoint } from './http.ts';
import { OkSchema } from './errors.ts';

// Staff calls live with their domain, as citiesAdminApi does in world.ts; this file only keeps
// deeds.ts short (docs/api.md lists both sides).

/** Bounds of what staff may give a deed (docs/product-rules.md#input-rules: level 0 to 100, rewards whole numbers). */
export const DeedLimits = {
  nameMax: 100,
  contentMax: 5000,
  messageMax: 1000,
  levelMin: 0,
  levelMax: 100,
  goldMax: 1_000_000,
  experienceMax: 1_000_000,
  alignmentRewardMax: 1000,
  /** Seven days, in seconds. */
  jailTimeMax: 604_800,
} as const;

const wholeNumber = (label: string, min: number, max: number, required = false) => {
  const range = `${label} must be a whole number from ${groupThousands(min)} to ${groupThousands(max)}.`;
  return z
    .number({ error: (issue) => (required && issue.input === undefined ? `${label} is required.` : range) })
    .int({ error: range })
    .min(min, { error: range })
    .max(max, { error: range });
};

const text = (label: string, max: number, required = false) =>
  storableText(label, {
    error: (issue) => (required && issue.input == null ? `${label} is required.` : `${label} must be text.`),
  })
    .trim()
    .max(max, { error: `${label} must be at most ${groupThousands(max)} characters.` });

const ALIGNMENT_MESSAGE = 'Alignment must be 1 (good), 0 (neutral) or -1 (evil).';

/**
 * `POST /api/deeds` and `PATCH /api/deeds/:id` (staff; PATCH takes the whole deed, any `id` in
 * the body is ignored). Name, level, content and alignment are required; success and failure
 * messages, skills and each reward default to empty or 0. Reward alignment may be negative;
 * `jailTime` is in seconds. `skills` maps a skill name to the level the deed expects (the
 * first entry is the one tested); `cityId` is an existing city (400 when unknown) or null /
 * absent for everywhere.
 *
 * @example
 * DeedInputSchema.parse({
 *   name: 'Pick a Pocket', level: 2, alignment: -1, content: 'A fat purse sways by.',
 *   skills: { Stealth: 0 }, cityId: null, reward: { gold: 30, experience: 40, alignment: 2, jailTime: 60 },
 * });
 */
export const DeedInputSchema = z.object({
  name: text('Name', DeedLimits.nameMax, true).min(1, { error: 'Name is required.' }),
  level: wholeNumber('Level', DeedLimits.levelMin, DeedLimits.levelMax, true),
  alignment: z.union([z.literal(1), z.literal(0), z.literal(-1)], { error: ALIGNMENT_MESSAGE }),
  content: text('Description', DeedLimits.contentMax, true).min(1, { error: 'Description is required.' }),
  success: text('Success message', DeedLimits.messageMax)
    .nullish()
    .transform((m) => m ?? ''),
  failure: text('Failure message', DeedLimits.messageMax)
    .nullish()
    .transform((m) => m ?? ''),
  skills: z
    .record(
      storableText('A skill name')
        .trim()
        .min(1, { error: 'A skill needs a name.' })
        .max(DeedLimits.nameMax, {
          error: `A skill name must be at most ${DeedLimits.nameMax} characters.`,
        }),
      wholeNumber('Skill level', 0, DeedLimits.levelMax),
      { error: 'Skills must be an object of skill names and levels.' },
    )
    .nullish()
    .transform((s) => s ?? {}),
  cityId: z
    .uuid({ error: 'City must be a city id, or null for everywhere.' })
    .nullish()
    .transform((c) => c ?? null),
  reward: z
    .object(
      {
        gold: wholeNumber('Max Gold', 0, DeedLimits.goldMax).default(0),
        experience: wholeNumber('Max Experience', 0, DeedLimits.experienceMax).default(0),
        alignment: wholeNumber('Alignment reward', -DeedLimits.alignmentRewardMax, DeedLimits.alignmentRewardMax).default(0),
        jailTime: wholeNumber('Jail time', 0, DeedLimits.jailTimeMax).default(0),
      },
      { error: 'Reward must be an object.' },
    )
    .default({ gold: 0, experience: 0, alignment: 0, jailTime: 0 }),
});
export type DeedInput = z.input<typeof DeedInputSchema>;

/**
 * Staff deed calls (role 2; audited). `list` gives every deed whatever the caller's level,
 * lowest level first. Deleting a deed never breaks anything: nothing keeps a reference to it.
 *
 * @example
 * const deeds = z.array(DeedSchema).parse(await get(deedsAdminApi.list.path));
 * await patch(buildPath(deedsAdminApi.update.path, { id: deeds[0].id }), { ...deeds[0], level: 3 });
 */
export const deedsAdminApi = {
  list: endpoint({ method: 'GET', access: 'staff', path: '/admin/deeds', response: z.array(DeedSchema), errors: [] }),
  create: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/deeds',
    body: DeedInputSchema,
    response: DeedSchema,
    status: 201,
    errors: refusals('deeds.city_not_found'),
  }),
  update: endpoint({
    method: 'PATCH',
    access: 'staff',
    path: '/deeds/:id',
    params: DeedIdParamsSchema,
    body: DeedInputSchema,
    response: DeedSchema,
    errors: refusals('deeds.not_found', 'deeds.city_not_found'),
  }),
  remove: endpoint({
    method: 'DELETE',
    access: 'staff',
    path: '/deeds/:id',
    params: DeedIdParamsSchema,
    response: OkSchema,
    errors: refusals('deeds.not_found'),
  }),
};
