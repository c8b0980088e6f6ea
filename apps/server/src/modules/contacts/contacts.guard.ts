import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { charactersTable, noCharacter } from '../characters/index.ts';
import { contactsTable as k } from './contacts.sql.ts';

const c = charactersTable;

export interface Party {
  id: string;
  userId: string;
  name: string;
  level: number;
  dead: boolean;
}

/**
 * The caller's living character and the other character, each locked against retiring until
 * the transaction ends, and an advisory lock per character taken in id order: two calls about
 * the same pair (or the same owner's list and its cap) run one after the other, on any number
 * of instances, without deadlocking.
 */
export async function lockPair(tx: Db, userId: string, otherId: string): Promise<{ me: Party; other: Party }> {
  const [me] = await tx
    .select({ id: c.id, userId: c.userId, name: c.name, level: c.level, dead: c.dead })
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.dead, false)));
  if (!me) throw noCharacter();
  if (me.id === otherId) throw badRequest('contacts.self', 'You cannot do that to yourself.');
  for (const id of [me.id, otherId].sort()) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`contacts:${id}`}))`);
  const rows = await tx
    .select({ id: c.id, userId: c.userId, name: c.name, level: c.level, dead: c.dead })
    .from(c)
    .where(inArray(c.id, [me.id, otherId]))
    .for('share');
  const mine = rows.find((r) => r.id === me.id);
  const other = rows.find((r) => r.id === otherId);
  if (!mine || mine.dead) throw noCharacter();
  if (!other || other.dead) throw notFound('contacts.not_found', 'There is no living character with this id.');
  return { me: mine, other };
}

/** The kinds of rows between two characters, both ways. */
export async function between(tx: Pick<Db, 'select'>, a: string, b: string) {
  const rows = await tx
    .select({ ownerId: k.ownerId, kind: k.kind })
    .from(k)
    .where(or(and(eq(k.ownerId, a), eq(k.contactId, b)), and(eq(k.ownerId, b), eq(k.contactId, a))));
  const has = (owner: string, kind: string) => rows.some((r) => r.ownerId === owner && r.kind === kind);
  return {
    /** a has b as …, and b has a as …. */
    mine: (kind: string) => has(a, kind),
    theirs: (kind: string) => has(b, kind),
  };
}

/** Whether `blockerId` has blocked `blockedId`. */
export async function hasBlocked(tx: Pick<Db, 'select'>, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await tx
    .select({ ownerId: k.ownerId })
    .from(k)
    .where(and(eq(k.ownerId, blockerId), eq(k.contactId, blockedId), eq(k.kind, 'block')));
  return rows.length > 0;
}

/**
 * Whether `ownerId` made `contactId` welcome first: a friend of theirs, or asked by them to be
 * one. A new account writes only to such players (docs/contacts.md, "Safety").
 */
export async function welcomes(tx: Pick<Db, 'select'>, ownerId: string, contactId: string): Promise<boolean> {
  const rows = await tx
    .select({ ownerId: k.ownerId })
    .from(k)
    .where(and(eq(k.ownerId, ownerId), eq(k.contactId, contactId), inArray(k.kind, ['friend', 'request'])));
  return rows.length > 0;
}

/** The refusal when the other player blocked the caller: the same words whatever was tried. */
export const blockedByThem = (code: string) => new AppError(code, 403, 'This player does not accept that from you.');
