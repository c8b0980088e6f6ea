import type { AuditEntry } from '@tod/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEntriesTable } from './admin.sql.ts';

/** Who made a change: the signed-in account, as the session resolved it. */
export interface Actor {
  userId: string;
  email: string;
}

export interface AuditRecord {
  action: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit entry. Pass the transaction that makes the change, so both commit or
 * neither does (docs/decisions/0008-audit-log.md).
 */
export async function recordAudit(tx: Db, actor: Actor, at: Date, record: AuditRecord): Promise<void> {
  await tx.insert(auditEntriesTable).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: record.action,
    targetId: record.targetId,
    // jsonb null and SQL NULL read back alike; SQL NULL keeps "nothing before" unambiguous.
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: at,
  });
}

/** The latest entries, newest first. */
export async function listAudit(db: Db, limit: number): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditEntriesTable).orderBy(desc(auditEntriesTable.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    actorId: r.actorId,
    actorEmail: r.actorEmail,
    action: r.action,
    targetId: r.targetId,
    before: r.before ?? null,
    after: r.after ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
