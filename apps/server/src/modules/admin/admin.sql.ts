import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/**
 * Every staff change, written in the same transaction as the change itself, so a change
 * without its entry (or an entry without its change) cannot exist. See
 * docs/decisions/0008-audit-log.md.
 */
export const auditEntriesTable = pgTable(
  'audit_entries',
  {
    // A sequence rather than a random id: "latest first" must not depend on clock ties.
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the trail outlives the account that wrote it. Null for operator commands. */
    actorId: uuid(),
    /** Copied at write time, for the same reason. */
    actorEmail: text().notNull(),
    /** `module.past_tense`, e.g. `deeds.updated`. */
    action: text().notNull(),
    /** The changed row's id (text: a uuid, or `ticker`); null when there is none. */
    targetId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: at().notNull(),
  },
  // The audit page filters by each of these and pages by id.
  (t) => [
    index('audit_entries_target_idx').on(t.targetId),
    index('audit_entries_actor_idx').on(t.actorEmail, t.id),
    index('audit_entries_action_idx').on(t.action, t.id),
    index('audit_entries_created_idx').on(t.createdAt),
  ],
);
