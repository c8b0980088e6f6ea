import type { Report, ReportInput } from '@tod/contracts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../accounts/index.ts';
import { recordAudit } from '../admin/index.ts';
import { charactersTable, livingCharacterOf, noCharacter } from '../characters/index.ts';
import { messageById } from '../chat/index.ts';
import { actorOf, type ModDeps, targetOf } from './moderation.shared.ts';
import { reportsTable } from './moderation.sql.ts';

const r = reportsTable;
const c = charactersTable;
const REPORTS_LIST_MAX = 200;

/**
 * A player's report. The unique index on (reporter, target) decides duplicates, so two reports
 * sent at once store one and the other answers 409.
 */
export async function createReport(deps: ModDeps, session: SessionUser, input: ReportInput): Promise<{ id: string }> {
  const reporter = await livingCharacterOf(deps.db, session.userId);
  if (!reporter) throw noCharacter();
  const now = deps.clock.now();
  let target: { key: string; messageId: number | null; messageText: string | null; characterId: string; ownerId: string };
  if (input.target === 'message') {
    const message = await messageById(deps.db, Number(input.messageId));
    if (!message) throw notFound('chat.message_not_found', 'This message does not exist (it may already be deleted).');
    const author = await targetOf(deps.db, message.characterId);
    target = {
      key: `message:${message.id}`,
      messageId: message.id,
      messageText: message.message,
      characterId: message.characterId,
      ownerId: author.userId,
    };
  } else {
    const character = await targetOf(deps.db, input.characterId);
    target = {
      key: `character:${input.characterId}`,
      messageId: null,
      messageText: null,
      characterId: input.characterId,
      ownerId: character.userId,
    };
  }
  if (target.ownerId === session.userId) throw badRequest('reports.self', 'You cannot report yourself.');
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(r)
      .values({
        reporterUserId: session.userId,
        reporterName: reporter.row.name,
        target: input.target,
        targetKey: target.key,
        messageId: target.messageId,
        messageText: target.messageText,
        characterId: target.characterId,
        reason: input.reason,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [r.reporterUserId, r.targetKey] })
      .returning({ id: r.id });
    if (!row) throw conflict('reports.duplicate', 'You have already reported this.');
    await recordAudit(tx, actorOf(session), now, {
      action: 'reports.created',
      targetId: target.messageId === null ? target.characterId : String(target.messageId),
      before: null,
      after: { target: input.target, characterId: target.characterId, messageText: target.messageText, reason: input.reason },
    });
    return row;
  });
}

const toReport = (row: typeof r.$inferSelect, characterName: string): Report => ({
  id: row.id,
  target: row.target,
  messageId: row.messageId,
  messageText: row.messageText,
  characterId: row.characterId,
  characterName,
  reason: row.reason,
  reporterName: row.reporterName,
  createdAt: row.createdAt.toISOString(),
  status: row.resolvedAt ? 'resolved' : 'open',
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  resolvedByEmail: row.resolvedByEmail,
  resolution: row.resolution,
});

export async function listReports(db: Db, status: 'open' | 'resolved'): Promise<Report[]> {
  const rows = await db
    .select({ report: r, characterName: c.name })
    .from(r)
    .innerJoin(c, eq(c.id, r.characterId))
    .where(status === 'open' ? isNull(r.resolvedAt) : isNotNull(r.resolvedAt))
    .orderBy(desc(status === 'open' ? r.createdAt : r.resolvedAt))
    .limit(REPORTS_LIST_MAX);
  return rows.map((x) => toReport(x.report, x.characterName));
}

/** Resolves an open report once: one conditional UPDATE, so two moderators cannot both resolve it. */
export async function resolveReport(
  deps: ModDeps,
  session: SessionUser,
  id: string,
  resolution: string | undefined,
): Promise<Report> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(r)
      .set({ resolvedAt: now, resolvedByEmail: session.email, resolution: resolution || null })
      .where(and(eq(r.id, id), isNull(r.resolvedAt)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: r.id }).from(r).where(eq(r.id, id));
      if (!exists) throw notFound('reports.not_found', 'This report does not exist.');
      throw conflict('reports.already_resolved', 'This report is already resolved.');
    }
    await recordAudit(tx, actorOf(session), now, {
      action: 'reports.resolved',
      targetId: id,
      before: { status: 'open' },
      after: { status: 'resolved', resolution: resolution || null },
    });
    const [character] = await tx.select({ name: c.name }).from(c).where(eq(c.id, row.characterId));
    return toReport(row, character?.name ?? '');
  });
}
