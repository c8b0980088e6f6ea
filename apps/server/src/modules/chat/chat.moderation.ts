import { type HiddenAuthor, HIDDEN_AUTHORS_MAX } from '@tod/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { type Actor, recordAudit } from '../admin/index.ts';
import { charactersTable } from '../characters/index.ts';
import { CHAT_MESSAGE_DELETED } from './chat.service.ts';
import { chatHiddenAuthorsTable, chatMessagesTable } from './chat.sql.ts';

const m = chatMessagesTable;
const h = chatHiddenAuthorsTable;
const c = charactersTable;

/** One stored message (for reports): its text and author, or null when there is none. */
export async function messageById(db: Db, id: number) {
  const [row] = await db
    .select({ id: m.id, message: m.message, characterId: m.characterId, username: m.username })
    .from(m)
    .where(eq(m.id, id));
  return row ?? null;
}

/**
 * Staff delete a message: it leaves history and replays at once, and `chat.message_deleted`
 * (queued in the same transaction, so only a committed deletion is announced) takes it off every
 * open feed on every instance. Audited with the text it had.
 */
export async function deleteMessage(
  deps: Pick<Deps, 'db' | 'clock' | 'events'>,
  actor: Actor,
  id: number,
  reason: string | undefined,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(m).where(eq(m.id, id)).returning();
    if (!row) throw notFound('chat.message_not_found', 'This message does not exist (it may already be deleted).');
    await recordAudit(tx, actor, now, {
      action: 'chat.message_deleted',
      targetId: String(id),
      before: { message: row.message, username: row.username, playerId: row.characterId, time: row.createdAt.toISOString() },
      after: reason ? { reason } : null,
    });
    await deps.events.publishInTransaction(tx, CHAT_MESSAGE_DELETED, { id });
  });
}

/** Account deletion: the characters' chat lines take their new (anonymised) names. */
export async function renameAuthors(db: Db, characters: Array<{ id: string; name: string }>): Promise<void> {
  for (const character of characters) {
    await db.update(m).set({ username: character.name }).where(eq(m.characterId, character.id));
  }
}

/** The authors this account hides, by name. */
export async function hiddenAuthors(db: Db, userId: string): Promise<HiddenAuthor[]> {
  return db
    .select({ characterId: h.characterId, name: c.name })
    .from(h)
    .innerJoin(c, eq(c.id, h.characterId))
    .where(eq(h.userId, userId))
    .orderBy(asc(sql`lower(${c.name})`));
}

/**
 * Hides a character's messages for this account (idempotent: the pair is the primary key). The
 * cap only keeps one account's list bounded; concurrent hides of one account may pass it by
 * a few, which harms nobody.
 */
export async function hideAuthor(db: Db, userId: string, characterId: string, now: Date): Promise<HiddenAuthor[]> {
  const [target] = await db.select({ userId: c.userId }).from(c).where(eq(c.id, characterId));
  if (!target) throw notFound('character.not_found', 'No character has this id.');
  if (target.userId === userId) throw badRequest('chat.hide_self', 'You cannot hide your own messages.');
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(h).where(eq(h.userId, userId));
  if (n >= HIDDEN_AUTHORS_MAX) {
    throw conflict('chat.hidden_full', `You can hide at most ${HIDDEN_AUTHORS_MAX} players. Show someone again first.`);
  }
  await db.insert(h).values({ userId, characterId, createdAt: now }).onConflictDoNothing();
  return hiddenAuthors(db, userId);
}

export async function unhideAuthor(db: Db, userId: string, characterId: string): Promise<HiddenAuthor[]> {
  await db.delete(h).where(and(eq(h.userId, userId), eq(h.characterId, characterId)));
  return hiddenAuthors(db, userId);
}
