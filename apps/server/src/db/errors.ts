/** The constraint a unique violation (SQLSTATE 23505) hit, whichever driver raised it; else null. */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const x = e as { code?: string; constraint?: string; constraint_name?: string; detail?: string };
    if (x.code === '23505') return x.constraint ?? x.constraint_name ?? '';
  }
  return null;
}
