import { ChatLimits, type ChatMessage } from '@tod/contracts';
import { and, desc, eq, gt, lte, max, not, sql } from 'drizzle-orm';
import { utcMinute } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, tooMany } from '../../lib/errors.ts';
import { charactersTable, noCharacter } from '../characters/index.ts';
import { activeMute } from '../sanctions/index.ts';
import { chatMessagesTable, chatThrottlesTable } from './chat.sql.ts';

/** Event published (in the posting transaction) for every stored message; payload: ChatMessage. */
export const CHAT_MESSAGE_POSTED = 'chat.message_posted';

/** Event published (in the deleting transaction) when staff delete a message; payload: `{id}`. */
export const CHAT_MESSAGE_DELETED = 'chat.message_deleted';

/**
 * Transaction-scoped advisory lock taken before a message gets its id. Holding it until commit
 * makes id order and commit order the same, so no message can appear below an id a reader has
 * already seen (replay by Last-Event-ID would otherwise skip it).
 */
const CHAT_ID_LOCK = 0x63_68_61_74; // 'chat'

type Db = Deps['db'];
type MessageRow = typeof chatMessagesTable.$inferSelect;
const m = chatMessagesTable;
const c = charactersTable;

const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  message: row.message,
  username: row.username,
  playerId: row.characterId,
  time: row.createdAt.toISOString(),
});

/**
 * Stores a message from the account's living character and queues its event, all in one
 * transaction. The per-account limit is one conditional upsert, so concurrent posts from any
 * number of tabs or instances store exactly one message a second; a refused post (too fast,
 * no character) changes nothing.
 */
export async function postMessage(
  deps: Pick<Deps, 'db' | 'clock' | 'events'>,
  userId: string,
  text: string,
): Promise<ChatMessage> {
  const now = deps.clock.now();
  const t = chatThrottlesTable;
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(t)
      .values({ userId, lastPostedAt: now })
      .onConflictDoUpdate({
        target: t.userId,
        set: { lastPostedAt: now },
        setWhere: lte(t.lastPostedAt, new Date(now.getTime() - ChatLimits.minIntervalMs)),
      })
      .returning({ userId: t.userId });
    if (claimed.length === 0) {
      const [last] = await tx.select({ at: t.lastPostedAt }).from(t).where(eq(t.userId, userId));
      const waitMs = (last?.at.getTime() ?? now.getTime()) + ChatLimits.minIntervalMs - now.getTime();
      const seconds = Math.min(ChatLimits.minIntervalMs, Math.max(0, waitMs)) / 1000;
      throw tooMany('chat.too_fast', 'You are sending messages too fast. Wait a second and try again.', seconds);
    }
    const mute = await activeMute(tx, userId, 'chat', now);
    if (mute) {
      throw new AppError('chat.muted', 403, `You are muted from chat until ${utcMinute(mute.endsAt)}. Reason: ${mute.reason}`, {
        details: { reason: mute.reason, endsAt: mute.endsAt.toISOString() },
      });
    }
    // FOR SHARE: the character cannot retire between this check and the commit.
    const [author] = await tx
      .select({ id: c.id, name: c.name })
      .from(c)
      .where(and(eq(c.userId, userId), not(c.dead)))
      .for('share');
    // Throwing rolls the throttle back too: a refused post does not cost the player a turn.
    if (!author) throw noCharacter();
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHAT_ID_LOCK})`);
    const [row] = await tx
      .insert(m)
      .values({ characterId: author.id, username: author.name, message: text, createdAt: now })
      .returning();
    const message = toChatMessage(row!);
    await deps.events.publishInTransaction(tx, CHAT_MESSAGE_POSTED, message);
    return message;
  });
}

/** The latest messages, oldest first; with `afterId`, only those above it (a feed's replay). */
export async function latestMessages(db: Db, afterId = 0, limit: number = ChatLimits.historySize): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(m)
    .where(afterId > 0 ? gt(m.id, afterId) : undefined)
    .orderBy(desc(m.id))
    .limit(limit);
  return rows.reverse().map(toChatMessage);
}

export async function latestMessageId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(m.id) }).from(m);
  return Number(row?.id ?? 0);
}
