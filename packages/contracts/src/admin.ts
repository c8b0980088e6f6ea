import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { storableText, groupThousands } from './text.ts';
import { DateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';

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
    errors: [],
  }),
  runSql: endpoint({
    method: 'POST',
    access: 'owner',
    path: '/admin/runsql',
    body: RunSqlInputSchema,
    response: RunSqlResultSchema,
    errors: refusals('admin.runsql_refused', 'admin.runsql_failed', 'admin.runsql_unavailable'),
  }),
};
