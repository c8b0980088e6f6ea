import type { ReportedConversation } from '@tod/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../accounts/index.ts';
import { recordAudit } from '../admin/index.ts';
import { actorOf, type ModDeps } from './moderation.shared.ts';
import { reportsTable as r } from './moderation.sql.ts';

/** A direct-message report, filed by the messages module in its transaction. */
export interface DirectMessageReport {
  reporter: SessionUser;
  reporterName: string;
  messageId: number;
  messageText: string;
  /** The sender's character. */
  characterId: string;
  reason: string;
  conversation: ReportedConversation['messages'];
}

/**
 * Files a direct-message report with its conversation in the caller's transaction; one per
 * reporter and message (409 `reports.duplicate`), audited like the other reports.
 */
export function fileDirectMessageReport(tx: Db, report: DirectMessageReport, now: Date): Promise<{ id: string }> {
  return fileCarriedReport(tx, { ...report, target: 'direct_message', targetKey: `direct_message:${report.messageId}` }, now);
}

/**
 * A report filed by the module that owns the text (direct messages, crew channels, crew texts),
 * with what the reporter could see copied in: one per reporter and `targetKey`.
 */
export interface CarriedReport extends Omit<DirectMessageReport, 'messageId' | 'conversation'> {
  target: 'direct_message' | 'crew_message' | 'crew_text';
  targetKey: string;
  messageId: number | null;
  conversation: ReportedConversation['messages'] | null;
}

/** Files a {@link CarriedReport} in the caller's transaction (409 `reports.duplicate` the second time), audited. */
export async function fileCarriedReport(tx: Db, report: CarriedReport, now: Date): Promise<{ id: string }> {
  const [row] = await tx
    .insert(r)
    .values({
      reporterUserId: report.reporter.userId,
      reporterName: report.reporterName,
      target: report.target,
      targetKey: report.targetKey,
      messageId: report.messageId,
      messageText: report.messageText,
      conversation: report.conversation ? JSON.stringify(report.conversation) : null,
      characterId: report.characterId,
      reason: report.reason,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [r.reporterUserId, r.targetKey] })
    .returning({ id: r.id });
  if (!row) throw conflict('reports.duplicate', 'You have already reported this.');
  // The audit names the report, not the private text: staff read that only through the report.
  await recordAudit(tx, actorOf(report.reporter), now, {
    action: 'reports.created',
    targetId: report.messageId !== null ? String(report.messageId) : report.targetKey,
    before: null,
    after: { target: report.target, characterId: report.characterId, reason: report.reason },
  });
  return row;
}

/** The conversation a report carries; every reading is written to the audit log first. */
export async function readReportedConversation(deps: ModDeps, session: SessionUser, id: string): Promise<ReportedConversation> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ conversation: r.conversation })
      .from(r)
      .where(and(eq(r.id, id), inArray(r.target, ['direct_message', 'crew_message'])));
    if (!row?.conversation) throw notFound('reports.no_conversation', 'This report has no conversation.');
    await recordAudit(tx, actorOf(session), deps.clock.now(), {
      action: 'reports.conversation_read',
      targetId: id,
      before: null,
      after: null,
    });
    return { reportId: id, messages: JSON.parse(row.conversation) as ReportedConversation['messages'] };
  });
}
