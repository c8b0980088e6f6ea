import { type Conversation, type ConversationList, type ConversationPage, MessageLimits } from '@tod/contracts';
import { and, desc, eq, gt, lt, lte, notExists, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { type CharacterWithCity, charactersTable, livingCharacterOf, noCharacter } from '../characters/index.ts';
import { lockPair } from './messages.send.ts';
import { conversationMembersTable as cm, conversationsTable as cv, directMessagesTable as dm } from './messages.sql.ts';

const c = charactersTable;
const PREVIEW_LENGTH = 80;

async function me(db: Db, userId: string): Promise<string> {
  const character = await livingCharacterOf(db, userId);
  if (!character) throw noCharacter();
  return character.row.id;
}

const noConversation = () => notFound('messages.no_conversation', 'There is no such conversation.');

const conversationColumns = {
  id: cm.conversationId,
  otherId: cm.otherId,
  otherName: c.name,
  unread: cm.unread,
  kept: cm.kept,
  lastMessageAt: cm.lastMessageAt,
  clearedUpTo: cm.clearedUpTo,
  lastId: dm.id,
  lastBody: dm.body,
};

interface ConversationRow {
  id: string;
  otherId: string;
  otherName: string;
  unread: number;
  kept: boolean;
  lastMessageAt: Date;
  clearedUpTo: number;
  lastId: number | null;
  lastBody: string | null;
}

const toConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  otherId: row.otherId,
  otherName: row.otherName,
  unread: row.unread,
  kept: row.kept,
  lastMessageAt: row.lastMessageAt.toISOString(),
  preview: row.lastId !== null && row.lastId > row.clearedUpTo ? (row.lastBody ?? '').slice(0, PREVIEW_LENGTH) : '',
});

/** The caller's side of conversations: only their own member rows are ever read. */
function selectConversations(db: Db, characterId: string) {
  return db
    .select(conversationColumns)
    .from(cm)
    .innerJoin(c, eq(c.id, cm.otherId))
    .leftJoin(dm, eq(dm.id, cm.lastMessageId))
    .where(and(eq(cm.characterId, characterId), eq(cm.hidden, false)))
    .$dynamic();
}

async function unreadTotal(db: Db, characterId: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(cm.unread) })
    .from(cm)
    .where(and(eq(cm.characterId, characterId), eq(cm.hidden, false)));
  return Number(row?.n ?? 0);
}

/** The caller's conversations; `character` is the one its request carries (`livingCharacterOfActor`). */
export async function listConversations(deps: Pick<Deps, 'db'>, character: CharacterWithCity): Promise<ConversationList> {
  const id = character.row.id;
  const rows = await selectConversations(deps.db, id).orderBy(desc(cm.lastMessageAt)).limit(MessageLimits.inboxMax);
  return { conversations: rows.map(toConversation), unread: await unreadTotal(deps.db, id) };
}

/** Unread messages of the caller's character (the one its request carries: `livingCharacterOfActor`). */
export async function unreadCount(deps: Pick<Deps, 'db'>, character: CharacterWithCity) {
  return { unread: await unreadTotal(deps.db, character.row.id) };
}

async function conversationOf(db: Db, characterId: string, conversationId: string): Promise<Conversation> {
  const [row] = await selectConversations(db, characterId).where(
    and(eq(cm.characterId, characterId), eq(cm.hidden, false), eq(cm.conversationId, conversationId)),
  );
  if (!row) throw noConversation();
  return toConversation(row);
}

/**
 * A page of a conversation the caller takes part in, oldest first. Another player's
 * conversation answers 404 like an unknown one: its existence is not told either.
 */
export async function readConversation(
  deps: Pick<Deps, 'db'>,
  userId: string,
  conversationId: string,
  before?: number,
): Promise<ConversationPage> {
  const id = await me(deps.db, userId);
  const conversation = await conversationOf(deps.db, id, conversationId);
  const [member] = await deps.db
    .select({ clearedUpTo: cm.clearedUpTo })
    .from(cm)
    .where(and(eq(cm.characterId, id), eq(cm.conversationId, conversationId)));
  const rows = await deps.db
    .select({ id: dm.id, senderId: dm.senderId, senderName: c.name, body: dm.body, createdAt: dm.createdAt })
    .from(dm)
    .innerJoin(c, eq(c.id, dm.senderId))
    .where(
      and(
        eq(dm.conversationId, conversationId),
        gt(dm.id, member?.clearedUpTo ?? 0),
        before === undefined ? undefined : lt(dm.id, before),
      ),
    )
    .orderBy(desc(dm.id))
    .limit(MessageLimits.pageSize + 1);
  const more = rows.length > MessageLimits.pageSize;
  const page = rows.slice(0, MessageLimits.pageSize).reverse();
  return {
    conversation,
    messages: page.map((m) => ({
      id: m.id,
      conversationId,
      senderId: m.senderId,
      senderName: m.senderName,
      body: m.body,
      time: m.createdAt.toISOString(),
    })),
    before: more ? (page[0]?.id ?? null) : null,
  };
}

/** Everything in the conversation counts as read; answers the new total. */
export async function markRead(deps: Pick<Deps, 'db'>, userId: string, conversationId: string) {
  const id = await me(deps.db, userId);
  const changed = await deps.db
    .update(cm)
    .set({ unread: 0 })
    .where(and(eq(cm.characterId, id), eq(cm.conversationId, conversationId), eq(cm.hidden, false)))
    .returning({ id: cm.conversationId });
  if (changed.length === 0) throw noConversation();
  return { unread: await unreadTotal(deps.db, id) };
}

export async function keepConversation(deps: Pick<Deps, 'db'>, userId: string, conversationId: string, kept: boolean) {
  const id = await me(deps.db, userId);
  const changed = await deps.db
    .update(cm)
    .set({ kept })
    .where(and(eq(cm.characterId, id), eq(cm.conversationId, conversationId), eq(cm.hidden, false)))
    .returning({ id: cm.conversationId });
  if (changed.length === 0) throw noConversation();
  return conversationOf(deps.db, id, conversationId);
}

/**
 * Deletes the conversation for the caller only: it leaves their list and what was in it stays
 * hidden from them for good; a later message brings the conversation back with only what follows.
 */
export async function deleteConversation(deps: Pick<Deps, 'db'>, userId: string, conversationId: string) {
  const id = await me(deps.db, userId);
  const changed = await deps.db
    .update(cm)
    .set({
      hidden: true,
      unread: 0,
      kept: false,
      clearedUpTo: sql`(SELECT coalesce(max(${dm.id}), 0) FROM ${dm} WHERE ${dm.conversationId} = ${conversationId})`,
    })
    .where(and(eq(cm.characterId, id), eq(cm.conversationId, conversationId), eq(cm.hidden, false)))
    .returning({ id: cm.conversationId });
  if (changed.length === 0) throw noConversation();
  return { ok: true as const };
}

/** Conversations one clean-up run prunes at most; a backlog drains over the next runs. */
const PRUNE_BATCH = 500;

/**
 * Deletes messages older than the retention unless a participant keeps the conversation
 * (the scheduled clean-up, housekeeping.ts). Each conversation is pruned under the pair's lock
 * that sending takes (`lockPair`), and a participant's unread count falls to the unread
 * messages still there: unread ones are always the newest, so it is at most the other's
 * messages left after what the participant cleared. A message sent meanwhile waits for the
 * lock, so its `unread + 1` is never lost.
 */
export async function pruneMessages(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - MessageLimits.retentionDays * 86_400_000);
  const keeper = db
    .select({ one: sql`1` })
    .from(cm)
    .where(and(eq(cm.conversationId, dm.conversationId), eq(cm.kept, true)));
  const old = and(lte(dm.createdAt, cutoff), notExists(keeper));
  const due = await db
    .selectDistinct({ id: cv.id, lowId: cv.lowId, highId: cv.highId })
    .from(dm)
    .innerJoin(cv, eq(cv.id, dm.conversationId))
    .where(old)
    .limit(PRUNE_BATCH);
  for (const conversation of due) {
    await db.transaction(async (tx) => {
      await lockPair(tx, conversation.lowId, conversation.highId);
      const gone = await tx
        .delete(dm)
        .where(and(eq(dm.conversationId, conversation.id), old))
        .returning({ id: dm.id });
      if (gone.length === 0) return;
      const left = tx
        .select({ n: sql<number>`count(*)::int` })
        .from(dm)
        .where(and(eq(dm.conversationId, cm.conversationId), eq(dm.senderId, cm.otherId), gt(dm.id, cm.clearedUpTo)));
      await tx
        .update(cm)
        .set({ unread: sql`least(${cm.unread}, (${left}))` })
        .where(and(eq(cm.conversationId, conversation.id), gt(cm.unread, 0)));
    });
  }
}
