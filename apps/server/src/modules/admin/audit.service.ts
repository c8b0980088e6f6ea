import type { AuditEntry, AuditQuerySchema } from '@tod/contracts';
import { and, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditEntriesTable } from './admin.sql.ts';

/** Who made a change: the signed-in account, as the session resolved it; `userId` null for the CLI. */
export interface Actor {
  userId: string | null;
  email: string;
}

/** The operator command line as an audit actor. */
export const CLI_ACTOR: Actor = { userId: null, email: 'cli' };

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The latest entries matching the filters, newest first (packages/contracts/src/admin.ts). */
export async function listAudit(db: Db, query: z.output<typeof AuditQuerySchema>): Promise<AuditEntry[]> {
  const a = auditEntriesTable;
  const where: SQL[] = [];
  if (query.actor) where.push(eq(a.actorEmail, query.actor));
  if (query.action) {
    where.push(query.action.endsWith('.') ? like(a.action, `${escapeLike(query.action)}%`) : eq(a.action, query.action));
  }
  if (query.target) where.push(eq(a.targetId, query.target));
  if (query.from) where.push(gte(a.createdAt, new Date(query.from)));
  if (query.to) where.push(lt(a.createdAt, new Date(query.to)));
  if (query.beforeId) where.push(lt(a.id, query.beforeId));
  const rows = await db
    .select()
    .from(a)
    .where(and(...where))
    .orderBy(desc(a.id))
    .limit(query.limit);
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
