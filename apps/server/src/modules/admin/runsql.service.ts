import { RUNSQL_MAX_ROWS, RUNSQL_TIMEOUT, type RunSqlResult } from '@tod/contracts';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type Actor, recordAudit } from './audit.service.ts';
import { sqlShape } from './sql-text.ts';

/** Statements that only read. Anything else is refused before it reaches the database. */
const READ_KEYWORDS = ['select', 'with', 'values', 'table', 'show', 'explain'] as const;
/** Statements that can sit in a subquery, so the row cap is applied by the database itself. */
const CAPPABLE = new Set(['select', 'with', 'values', 'table']);

/** Carries the answer out of the transaction, which is always rolled back. */
class Rollback extends Error {
  constructor(readonly result: RunSqlResult) {
    super('runsql rollback');
  }
}

/** SQLSTATE classes that mean the server, not the statement, is in trouble: those stay a 500. */
const SERVER_TROUBLE = /^(08|53|58|XX|57P)/;

function databaseError(err: unknown): { code: string; message: string } | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const x = e as { code?: unknown; message?: unknown };
    if (typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code) && typeof x.message === 'string') {
      return { code: x.code, message: x.message };
    }
  }
  return null;
}

function jsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : String(value);
  }
  // postgres.js reads a timestamp of 'infinity' as an invalid Date, which has no ISO form.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return value.map(jsonValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonValue(v)]));
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
}

/** Column names as the driver reports them (PGlite `fields`, postgres.js `columns`). */
function columnsOf(result: unknown, rows: Record<string, unknown>[]): string[] {
  const r = result as { fields?: { name: string }[]; columns?: { name: string }[] };
  const list = r.fields ?? r.columns;
  if (Array.isArray(list)) return list.map((c) => c.name);
  return rows[0] ? Object.keys(rows[0]) : [];
}

function refuse(message: string): AppError {
  return badRequest('admin.runsql_refused', message);
}

/**
 * PGlite runs every query of the game one after another in this process and cannot interrupt
 * a running statement (its `statement_timeout` never fires), so one slow read would stop the
 * game for everyone: runsql works only on PostgreSQL (docs/operations.md).
 */
const embeddedRefusal = () =>
  new AppError(
    'admin.runsql_unavailable',
    409,
    'SQL cannot run on the embedded database: a slow query would stop the game for everyone. ' +
      'Run the server on PostgreSQL (DATABASE_URL) to use this page.',
  );

/**
 * Runs the owner's one read statement (docs/product-rules.md#staff): in a READ ONLY transaction with a
 * statement timeout, at most {@link RUNSQL_MAX_ROWS} rows, and always rolled back, so even a
 * `set_config(..., false)` cannot outlive it on a pooled connection. Every attempt, refused,
 * failed or answered, is audited; the entry is written after the transaction, which being
 * read-only cannot write it.
 */
export async function runSql(
  deps: Pick<Deps, 'db' | 'clock' | 'database'>,
  actor: Actor,
  text: string,
  /** The read-only connection (RUNSQL_DATABASE_URL) when the operator gave one. */
  runner: Pick<Deps, 'db'> = deps,
): Promise<RunSqlResult> {
  const at = deps.clock.now();
  let outcome: Record<string, unknown> = {};
  try {
    if (deps.database.kind === 'pglite') throw embeddedRefusal();
    const result = await execute(runner, text);
    outcome = { ok: true, rowCount: result.rowCount, truncated: result.truncated };
    return result;
  } catch (err) {
    outcome = { ok: false, error: err instanceof AppError ? err.message : 'server error' };
    throw err;
  } finally {
    await recordAudit(deps.db, actor, at, {
      action: 'runsql.executed',
      targetId: null,
      before: null,
      after: { sql: text, ...outcome },
    });
  }
}

async function execute(deps: Pick<Deps, 'db'>, text: string): Promise<RunSqlResult> {
  const shape = sqlShape(text);
  if (shape.multiple) throw refuse('Run one statement at a time.');
  if (!shape.statement) throw refuse('SQL is required.');
  if (!shape.keyword || !(READ_KEYWORDS as readonly string[]).includes(shape.keyword)) {
    throw refuse(`Only read statements may run here (${READ_KEYWORDS.map((k) => k.toUpperCase()).join(', ')}).`);
  }
  // The cap as a parameter also makes postgres.js use the extended protocol, where the server
  // itself refuses a second statement.
  const query = CAPPABLE.has(shape.keyword)
    ? sql`SELECT * FROM (\n${sql.raw(shape.statement)}\n) AS runsql LIMIT ${RUNSQL_MAX_ROWS + 1}`
    : sql.raw(shape.statement);
  try {
    await deps.db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL statement_timeout = '${RUNSQL_TIMEOUT}'`));
        let raw: unknown;
        let failure: unknown;
        try {
          // A savepoint keeps the transaction usable after a failing statement, for the clean-up below.
          raw = await tx.transaction(async (sp) => sp.execute(query));
        } catch (err) {
          failure = err;
        }
        // Session-level advisory locks survive a rollback; none may stay on a pooled connection.
        await tx.execute(sql`SELECT pg_advisory_unlock_all()`);
        if (failure) throw failure;
        const all = (Array.isArray(raw) ? raw : ((raw as { rows?: unknown[] }).rows ?? [])) as Record<string, unknown>[];
        const rows = all.slice(0, RUNSQL_MAX_ROWS).map((r) => jsonValue(r) as Record<string, unknown>);
        throw new Rollback({
          columns: columnsOf(raw, rows),
          rows,
          rowCount: rows.length,
          truncated: all.length > RUNSQL_MAX_ROWS,
        });
      },
      { accessMode: 'read only' },
    );
  } catch (err) {
    if (err instanceof Rollback) return err.result;
    const db = databaseError(err);
    if (db && !SERVER_TROUBLE.test(db.code)) {
      throw new AppError('admin.runsql_failed', 400, `The query failed: ${db.message}`, { details: { sqlstate: db.code } });
    }
    throw err;
  }
  throw new Error('unreachable: the runsql transaction always rolls back');
}
