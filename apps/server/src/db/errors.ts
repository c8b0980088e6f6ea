/** The constraint a unique violation (SQLSTATE 23505) hit, whichever driver raised it; else null. */
export const uniqueViolation = (err: unknown): string | null => violation(err, '23505');

/** The constraint a foreign-key violation (SQLSTATE 23503) hit, e.g. a row deleted meanwhile; else null. */
export const foreignKeyViolation = (err: unknown): string | null => violation(err, '23503');

function violation(err: unknown, sqlState: string): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const x = e as { code?: string; constraint?: string; constraint_name?: string; detail?: string };
    if (x.code === sqlState) return x.constraint ?? x.constraint_name ?? '';
  }
  return null;
}

/** Longest part of one message printed: a failed query's message quotes its whole SQL and parameters. */
const MESSAGE_LIMIT = 600;

/**
 * An error as the operator should see it at start-up: its message and every cause below it,
 * with the SQLSTATE, detail and hint PostgreSQL (or PGlite) gave. Drizzle's "Failed query: ..."
 * carries the database's own message only in its cause.
 */
export function describeError(err: unknown): string {
  const lines: string[] = [];
  for (let e: unknown = err, depth = 0; e != null && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (!(e instanceof Error)) {
      lines.push(String(e));
      break;
    }
    const x = e as { code?: unknown; severity?: unknown; detail?: unknown; hint?: unknown };
    let line = e.message.length > MESSAGE_LIMIT ? `${e.message.slice(0, MESSAGE_LIMIT)}...` : e.message;
    if (typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code)) {
      line += ` (${typeof x.severity === 'string' ? `${x.severity} ` : ''}SQLSTATE ${x.code})`;
    }
    lines.push(depth === 0 ? line : `  caused by: ${line}`);
    if (typeof x.detail === 'string' && x.detail) lines.push(`  detail: ${x.detail}`);
    if (typeof x.hint === 'string' && x.hint) lines.push(`  hint: ${x.hint}`);
  }
  return lines.join('\n');
}
