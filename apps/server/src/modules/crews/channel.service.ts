import { CREW_CHANNEL_HISTORY, ChatLimits, type ChatMessage } from '@tod/contracts';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { utcMinute } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest, notFound, tooMany } from '../../lib/errors.ts';
import type { SessionUser } from '../accounts/index.ts';
import { fileCarriedReport } from '../moderation/index.ts';
import { activeMute } from '../sanctions/index.ts';
import { callerOf, lockMembers, notMember, requirePermission } from './crew-lock.ts';
import { tellCrew } from './crew-news.ts';
import { crewMembersTable, crewMessagesTable, crewsTable } from './crews.sql.ts';

// The crew channel (docs/crews.md#crew-channel): the shoutbox's markup, length, pace and chat
// mute, for a crew's members only; live through each member's personal channel.

const cm = crewMessagesTable;
const m = crewMembersTable;
type Row = typeof cm.$inferSelect;
const toMessage = (row: Row): ChatMessage => ({
  id: row.id,
  message: row.message,
  username: row.username,
  playerId: row.characterId,
  time: row.createdAt.toISOString(),
});

async function memberCrewId(db: Db, userId: string): Promise<{ me: { id: string; name: string }; crewId: string }> {
  const me = await callerOf(db, userId);
  const [mine] = await db.select({ crewId: m.crewId }).from(m).where(eq(m.characterId, me.id));
  if (!mine) throw notMember();
  return { me, crewId: mine.crewId };
}

/** The newest 50 messages of the caller's crew channel, oldest first. */
export async function channelMessages(deps: Deps, userId: string): Promise<ChatMessage[]> {
  const { crewId } = await memberCrewId(deps.db, userId);
  const rows = await deps.db.select().from(cm).where(eq(cm.crewId, crewId)).orderBy(desc(cm.id)).limit(CREW_CHANNEL_HISTORY);
  return rows.reverse().map(toMessage);
}

/**
 * Posts to the caller's crew channel. The member row is locked, so one character's posts are
 * judged one after another: at most one a second, and none while muted from chat. The members'
 * open pages get the message through their personal channels, queued in the transaction.
 */
export async function postCrewMessage(deps: Deps, userId: string, text: string): Promise<ChatMessage> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, userId);
    const [mine] = await lockMembers(tx, [me.id]);
    const member = requirePermission(mine, null);
    const now = deps.clock.now();
    const mute = await activeMute(tx, userId, 'chat', now);
    if (mute) {
      throw new AppError('chat.muted', 403, `You are muted from chat until ${utcMinute(mute.endsAt)}. Reason: ${mute.reason}`, {
        details: { reason: mute.reason, endsAt: mute.endsAt.toISOString() },
      });
    }
    const [recent] = await tx
      .select({ at: cm.createdAt })
      .from(cm)
      .where(and(eq(cm.characterId, me.id), gt(cm.createdAt, new Date(now.getTime() - ChatLimits.minIntervalMs))))
      .orderBy(desc(cm.createdAt))
      .limit(1);
    if (recent) {
      const seconds = Math.max(0, recent.at.getTime() + ChatLimits.minIntervalMs - now.getTime()) / 1000;
      throw tooMany('chat.too_fast', 'You are sending messages too fast. Wait a second and try again.', seconds);
    }
    const [row] = await tx
      .insert(cm)
      .values({ crewId: member.crewId, characterId: me.id, username: me.name, message: text, createdAt: now })
      .returning();
    const message = toMessage(row!);
    await tellCrew(tx, deps.events, member.crewId, { type: 'crews.message_posted', crewId: member.crewId, message });
    return message;
  });
}

/** The number of channel messages a report carries: the reported one and those before it. */
const REPORT_CONTEXT = 20;

/** Reports a message of the caller's crew channel, with the 19 before it, to the moderators. */
export async function reportCrewMessage(deps: Deps, session: SessionUser, id: number, reason: string): Promise<{ id: string }> {
  return deps.db.transaction(async (tx: Db) => {
    const { me, crewId } = await memberCrewId(tx, session.userId);
    const [target] = await tx
      .select()
      .from(cm)
      .where(and(eq(cm.id, id), eq(cm.crewId, crewId)));
    if (!target) throw notFound('crews.no_message', 'There is no such message in your crew channel.');
    if (target.characterId === me.id) throw badRequest('reports.self', 'You cannot report yourself.');
    const rows = await tx
      .select()
      .from(cm)
      .where(and(eq(cm.crewId, crewId), lte(cm.id, id)))
      .orderBy(desc(cm.id))
      .limit(REPORT_CONTEXT);
    const conversation = rows.reverse().map((row) => ({
      id: row.id,
      senderId: row.characterId,
      senderName: row.username,
      body: row.message,
      time: row.createdAt.toISOString(),
    }));
    return fileCarriedReport(
      tx,
      {
        reporter: session,
        reporterName: me.name,
        target: 'crew_message',
        targetKey: `crew_message:${id}`,
        messageId: id,
        messageText: target.message,
        characterId: target.characterId,
        reason,
        conversation,
      },
      deps.clock.now(),
    );
  });
}

/**
 * Reports a crew's name and text to the moderators; its leader answers for them. Any player may
 * report a crew, except its own leader.
 */
export async function reportCrewText(deps: Deps, session: SessionUser, crewId: string, reason: string): Promise<{ id: string }> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, session.userId);
    const [crew] = await tx.select().from(crewsTable).where(eq(crewsTable.id, crewId));
    if (!crew) throw notFound('crews.not_found', 'Crew not found.');
    const [leader] = await tx
      .select({ id: m.characterId })
      .from(m)
      .where(and(eq(m.crewId, crewId), eq(m.rank, 'leader')));
    if (!leader) throw notFound('crews.not_found', 'Crew not found.');
    if (leader.id === me.id) throw badRequest('reports.self', 'You cannot report yourself.');
    return fileCarriedReport(
      tx,
      {
        reporter: session,
        reporterName: me.name,
        target: 'crew_text',
        targetKey: `crew_text:${crewId}`,
        messageId: null,
        messageText: crew.text ? `${crew.name}\n\n${crew.text}` : crew.name,
        characterId: leader.id,
        reason,
        conversation: null,
      },
      deps.clock.now(),
    );
  });
}
