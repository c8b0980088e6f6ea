import { type DirectMessage, MessageLimits, type PersonalMessage } from '@tod/contracts';
import { isNewAccount } from '@tod/game';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict, notFound, tooMany } from '../../lib/errors.ts';
import { usersTable } from '../accounts/index.ts';
import { charactersTable, noCharacter } from '../characters/index.ts';
import { blockedByThem, hasBlocked, welcomes } from '../contacts/index.ts';
import { requireNotMuted } from './messages.mutes.ts';
import { schedulePush } from './messages.push.ts';
import { conversationMembersTable as cm, conversationsTable as cv, directMessagesTable as dm } from './messages.sql.ts';

/** Event queued with every stored message; both participants' open pages hear it. */
export const MESSAGE_SENT = 'messages.message_sent';

const c = charactersTable;
const HOUR_MS = 3_600_000;

const lock = (tx: Db, key: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);

/** The pair's lock: sending and the retention clean-up change a conversation only under it. */
export const lockPair = (tx: Db, lowId: string, highId: string) => lock(tx, `dm-pair:${lowId}:${highId}`);

async function inboxSize(tx: Db, characterId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(cm)
    .where(and(eq(cm.characterId, characterId), eq(cm.hidden, false)));
  return Number(row?.n ?? 0);
}

/** The checks a first message must pass (docs/contacts.md, "Safety"); the pair's lock is held. */
async function mayStart(tx: Db, sender: { id: string; level: number; accountCreatedAt: Date }, recipientId: string, now: Date) {
  if (isNewAccount({ accountCreatedAt: sender.accountCreatedAt, level: sender.level }, now, MessageLimits)) {
    if (!(await welcomes(tx, recipientId, sender.id))) {
      throw new AppError(
        'messages.new_account',
        403,
        `New players may write only to players who added them as friends first (until ${MessageLimits.newAccountDays} days old and level ${MessageLimits.newAccountLevel}).`,
      );
    }
  }
  // Both inboxes and the sender's hourly count change only under these locks, in id order.
  for (const id of [sender.id, recipientId].sort()) await lock(tx, `dm-inbox:${id}`);
  const [started] = await tx
    .select({ n: count() })
    .from(cv)
    .where(and(eq(cv.startedBy, sender.id), gt(cv.createdAt, new Date(now.getTime() - HOUR_MS))));
  if (Number(started?.n ?? 0) >= MessageLimits.newConversationsPerHour) {
    throw tooMany(
      'messages.too_many_new',
      `You can start at most ${MessageLimits.newConversationsPerHour} new conversations an hour. Try again later.`,
      60,
    );
  }
  if ((await inboxSize(tx, sender.id)) >= MessageLimits.inboxMax) {
    throw conflict('messages.inbox_full', `Your inbox is full (${MessageLimits.inboxMax} conversations). Delete one first.`);
  }
  if ((await inboxSize(tx, recipientId)) >= MessageLimits.inboxMax) {
    throw conflict('messages.their_inbox_full', 'Their inbox is full.');
  }
}

/**
 * Sends a direct message, starting the conversation if needed. Everything about the pair runs
 * under the pair's advisory lock, so of many messages sent at once each is stored once, ids
 * follow commit order within the conversation, and the unread count is exactly the number of
 * messages. A refusal changes nothing.
 */
export async function sendMessage(
  deps: Pick<Deps, 'db' | 'clock' | 'events'>,
  userId: string,
  recipientId: string,
  body: string,
): Promise<DirectMessage> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [sender] = await tx
      .select({ id: c.id, name: c.name, level: c.level, userId: c.userId, accountCreatedAt: usersTable.createdAt })
      .from(c)
      .innerJoin(usersTable, eq(usersTable.id, c.userId))
      .where(and(eq(c.userId, userId), eq(c.dead, false)))
      .for('share', { of: c });
    if (!sender) throw noCharacter();
    if (sender.id === recipientId) throw badRequest('messages.self', 'You cannot write to yourself.');
    await requireNotMuted(tx, userId, now);
    const [recipient] = await tx
      .select({ id: c.id, userId: c.userId })
      .from(c)
      .where(and(eq(c.id, recipientId), eq(c.dead, false)))
      .for('share');
    if (!recipient) throw notFound('messages.not_found', 'There is no living character with this id.');
    if (await hasBlocked(tx, recipient.id, sender.id)) throw blockedByThem('messages.blocked');
    if (await hasBlocked(tx, sender.id, recipient.id)) {
      throw conflict('messages.you_blocked', 'You blocked this player. Unblock them first.');
    }
    const [lowId, highId] = [sender.id, recipient.id].sort() as [string, string];
    await lockPair(tx, lowId, highId);
    let [conversation] = await tx
      .select({ id: cv.id })
      .from(cv)
      .where(and(eq(cv.lowId, lowId), eq(cv.highId, highId)));
    if (!conversation) {
      await mayStart(tx, sender, recipient.id, now);
      [conversation] = await tx
        .insert(cv)
        .values({ lowId, highId, startedBy: sender.id, createdAt: now })
        .returning({ id: cv.id });
      await tx.insert(cm).values([
        { conversationId: conversation!.id, characterId: sender.id, otherId: recipient.id, lastMessageAt: now },
        { conversationId: conversation!.id, characterId: recipient.id, otherId: sender.id, lastMessageAt: now },
      ]);
    }
    const conversationId = conversation!.id;
    const [row] = await tx.insert(dm).values({ conversationId, senderId: sender.id, body, createdAt: now }).returning();
    const seen = { hidden: false, lastMessageId: row!.id, lastMessageAt: now };
    await tx
      .update(cm)
      .set(seen)
      .where(and(eq(cm.conversationId, conversationId), eq(cm.characterId, sender.id)));
    await tx
      .update(cm)
      .set({ ...seen, unread: sql`${cm.unread} + 1` })
      .where(and(eq(cm.conversationId, conversationId), eq(cm.characterId, recipient.id)));
    const message: PersonalMessage = { type: 'messages.message_sent', conversationId, messageId: row!.id };
    await deps.events.publishInTransaction(tx, MESSAGE_SENT, { userIds: [recipient.userId, sender.userId], message });
    await schedulePush(tx, recipient, now);
    return {
      id: row!.id,
      conversationId,
      senderId: sender.id,
      senderName: sender.name,
      body: row!.body,
      time: now.toISOString(),
    };
  });
}
