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
