import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../accounts/index.ts';
import { charactersTable, livingCharacterOf, noCharacter } from '../characters/index.ts';
import { fileDirectMessageReport } from '../moderation/index.ts';
import { conversationMembersTable as cm, directMessagesTable as dm } from './messages.sql.ts';

const c = charactersTable;
/** Messages a report carries: the reported one and those just before it. */
const REPORT_CONTEXT = 20;

/**
 * Reports a message the caller can see in one of their conversations, attaching the message and
 * the 19 before it (what the caller could see) to the moderators' queue. Staff read it only
 * through the report.
 */
export async function reportMessage(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: SessionUser,
  messageId: number,
  reason: string,
): Promise<{ id: string }> {
  const me = await livingCharacterOf(deps.db, session.userId);
  if (!me) throw noCharacter();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ conversationId: dm.conversationId, senderId: dm.senderId, body: dm.body, clearedUpTo: cm.clearedUpTo })
      .from(dm)
      .innerJoin(cm, and(eq(cm.conversationId, dm.conversationId), eq(cm.characterId, me.row.id)))
      .where(and(eq(dm.id, messageId), gt(dm.id, cm.clearedUpTo)));
    if (!target) throw notFound('messages.no_message', 'There is no such message.');
    if (target.senderId === me.row.id) throw badRequest('reports.self', 'You cannot report yourself.');
    const rows = await tx
      .select({ id: dm.id, senderId: dm.senderId, senderName: c.name, body: dm.body, createdAt: dm.createdAt })
      .from(dm)
      .innerJoin(c, eq(c.id, dm.senderId))
      .where(and(eq(dm.conversationId, target.conversationId), lte(dm.id, messageId), gt(dm.id, target.clearedUpTo)))
      .orderBy(desc(dm.id))
      .limit(REPORT_CONTEXT);
    const conversation = rows.reverse().map((m) => ({
      id: m.id,
      senderId: m.senderId,
      senderName: m.senderName,
      body: m.body,
      time: m.createdAt.toISOString(),
    }));
    return fileDirectMessageReport(
      tx,
      {
        reporter: session,
        reporterName: me.row.name,
        messageId,
        messageText: target.body,
        characterId: target.senderId,
        reason,
        conversation,
      },
      now,
    );
  });
}
