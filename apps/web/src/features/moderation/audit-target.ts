/** Fields of an audited row that name it, in the order they are tried. */
const NAME_FIELDS = ['characterName', 'name', 'username', 'title', 'phase', 'email'] as const;

function nameIn(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  for (const field of NAME_FIELDS) {
    const found = record[field];
    if (typeof found === 'string' && found.trim() !== '') return found;
  }
  return null;
}

/**
 * What an audit entry's target is called, read from the change it recorded (the row after, else
 * before: a deleted row has only its before): 'Silverbrook', 'Mordred', 'Phase 2: Core
 * Gameplay'. Null when the change names nothing; the id is shown then.
 */
export function auditTargetName(entry: { before: unknown; after: unknown }): string | null {
  return nameIn(entry.after) ?? nameIn(entry.before);
}
