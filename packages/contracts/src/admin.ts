import { z } from 'zod';
import { storableText, groupThousands } from './text.ts';
import { DateTimeSchema } from './common.ts';
import { DeedIdParamsSchema, DeedSchema } from './deeds.ts';
import { endpoint } from './http.ts';
import { OkSchema } from './errors.ts';

/**
 * One staff change as the audit log keeps it: who (account id and e-mail at the time), what
 * (`module.past_tense`), which row, the row before and after (client-shaped JSON, null when
 * created or deleted), and when.
 *
 * @example
 * const entry: AuditEntry = {
 *   id: 12, actorId: '5f0c…', actorEmail: 'staff@example.com', action: 'deeds.updated',
 *   targetId: '9a1e…', before: { name: 'Old' }, after: { name: 'New' }, createdAt: '2026-06-01T12:00:00.000Z',
 * };
 */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** Null for operator commands (`actorEmail` is then `cli`). */
  actorId: z.uuid().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: DateTimeSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Entries one audit page holds at most; the default page is smaller. */
export const AUDIT_LIMIT_MAX = 500;
export const AUDIT_LIMIT_DEFAULT = 50;

/**
 * `GET /api/admin/audit`: the latest entries, newest first, filtered and paged.
 * - `actor`: the actor's e-mail at the time (exact, any case), or `cli` for operator commands;
 * - `action`: exact (`moderation.muted`), or every action of a module when it ends with a dot
 *   (`moderation.`);
 * - `target`: the target id (exact);
 * - `from` / `to`: ISO times, `from` inclusive, `to` exclusive;
 * - `beforeId`: the next page: pass the last entry's id; a page shorter than `limit` is the last.
 *
 * @example
 * AuditQuerySchema.parse({ limit: '20' }); // { limit: 20 }
 * AuditQuerySchema.parse({ action: 'moderation.', beforeId: '120' });
 */
export const AuditQuerySchema = z.object({
  actor: storableText('Actor')
    .trim()
    .toLowerCase()
    .min(1)
    .max(254, { error: 'Actor must be at most 254 characters.' })
    .optional(),
  action: storableText('Action').trim().min(1).max(100, { error: 'Action must be at most 100 characters.' }).optional(),
  target: storableText('Target').trim().min(1).max(100, { error: 'Target must be at most 100 characters.' }).optional(),
  from: DateTimeSchema.optional(),
  to: DateTimeSchema.optional(),
  beforeId: z.coerce
    .number({ error: 'beforeId must be an entry id.' })
    .int({ error: 'beforeId must be an entry id.' })
    .positive({ error: 'beforeId must be an entry id.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'beforeId must be an entry id.' })
    .optional(),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${AUDIT_LIMIT_MAX}.` })
    .int({ error: `Limit must be a whole number from 1 to ${AUDIT_LIMIT_MAX}.` })
    .min(1, { error: `Limit must be a whole number from 1 to ${AUDIT_LIMIT_MAX}.` })
    .max(AUDIT_LIMIT_MAX, { error: `Limit must be a whole number from 1 to ${AUDIT_LIMIT_MAX}.` })
    .default(AUDIT_LIMIT_DEFAULT),
});

/** Limits of the owner's raw query tool (docs/product-rules.md#staff). */
export const RUNSQL_MAX_ROWS = 500;
export const RUNSQL_MAX_CHARS = 10_000;
export const RUNSQL_TIMEOUT = '5s';

/**
 * `POST /api/admin/runsql`: one read-only SQL statement.
 *
 * @example
 * RunSqlInputSchema.parse({ sql: 'SELECT count(*) FROM deeds' });
 */
export const RunSqlInputSchema = z.object({
  sql: storableText('SQL', { error: 'SQL is required.' })
    .trim()
    .min(1, { error: 'SQL is required.' })
    .max(RUNSQL_MAX_CHARS, { error: `SQL must be at most ${groupThousands(RUNSQL_MAX_CHARS)} characters.` }),
});
export type RunSqlInput = z.input<typeof RunSqlInputSchema>;

/**
 * The answer of a raw query: the column names of the returned rows, at most
 * {@link RUNSQL_MAX_ROWS} rows (`truncated` when there were more), as JSON values: a bigint is a
 * number when it fits exactly, else a string; numeric is a string; bytea is `\x…` hex;
 * timestamps read as the database prints them. Columns of the same name collapse into one.
 *
 * @example
 * const result: RunSqlResult = { columns: ['n'], rows: [{ n: '36' }], rowCount: 1, truncated: false };
 */
export const RunSqlResultSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.unknown())),
  rowCount: z.number().int(),
  truncated: z.boolean(),
});
export type RunSqlResult = z.infer<typeof RunSqlResultSchema>;

/**
 * Staff endpoints of the admin module. Every one needs role 2 (`runsql` role 3, and it exists
 * only when the server runs with `RUNSQL_ENABLED`).
 *
 * @example
 * const res = await fetch(`/api${adminApi.audit.path}?limit=20`);
 */
export const adminApi = {
  audit: endpoint({
    method: 'GET',
    access: 'staff',
    path: '/admin/audit',
    query: AuditQuerySchema,
    response: z.array(AuditEntrySchema),
  }),
  runSql: endpoint({
    method: 'POST',
    access: 'owner',
    path: '/admin/runsql',
    body: RunSqlInputSchema,
    response: RunSqlResultSchema,
  }),
};

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
  list: endpoint({ method: 'GET', access: 'staff', path: '/admin/deeds', response: z.array(DeedSchema) }),
  create: endpoint({ method: 'POST', access: 'staff', path: '/deeds', body: DeedInputSchema, response: DeedSchema, status: 201 }),
  update: endpoint({
    method: 'PATCH',
    access: 'staff',
    path: '/deeds/:id',
    params: DeedIdParamsSchema,
    body: DeedInputSchema,
    response: DeedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    access: 'staff',
    path: '/deeds/:id',
    params: DeedIdParamsSchema,
    response: OkSchema,
  }),
};
