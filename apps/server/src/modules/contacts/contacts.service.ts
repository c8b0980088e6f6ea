import {
  type Contact,
  type ContactLists,
  ContactLimits,
  type FriendRequestResult,
  PresenceLimits,
  type PersonalMessage,
} from '@tod/contracts';
import { contactState } from '@tod/game';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable, livingCharacterOf, noCharacter } from '../characters/index.ts';
import { hideAuthor, unhideAuthor } from '../chat/index.ts';
import { citiesTable } from '../world/index.ts';
import { between, blockedByThem, lockPair, type Party } from './contacts.guard.ts';
import { type ContactKind, contactsTable as k } from './contacts.sql.ts';

/** Event queued when a change to contacts concerns other accounts (their lists, their requests). */
export const CONTACTS_CHANGED = 'contacts.contacts_changed';

type ServiceDeps = Pick<Deps, 'db' | 'clock' | 'events'>;
const c = charactersTable;

const LIST_CAP: Record<'friend' | 'rival' | 'block', { max: number; code: string; what: string }> = {
  friend: { max: ContactLimits.friendsMax, code: 'contacts.friends_full', what: 'friends list' },
  rival: { max: ContactLimits.rivalsMax, code: 'contacts.rivals_full', what: 'rivals list' },
  block: { max: ContactLimits.blocksMax, code: 'contacts.blocks_full', what: 'block list' },
};

async function countOf(tx: Pick<Db, 'select'>, ownerId: string, kinds: ContactKind[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(k)
    .where(and(eq(k.ownerId, ownerId), or(...kinds.map((kind) => eq(k.kind, kind)))));
  return Number(row?.n ?? 0);
}

async function requireRoom(tx: Pick<Db, 'select'>, ownerId: string, kind: 'friend' | 'rival' | 'block', theirs = false) {
  const cap = LIST_CAP[kind];
  // Requests waiting for an answer take a place: accepting them all must still fit.
  const kinds: ContactKind[] = kind === 'friend' ? ['friend', 'request'] : [kind];
  if ((await countOf(tx, ownerId, kinds)) < cap.max) return;
  if (theirs) throw conflict('contacts.their_friends_full', 'Their friends list is full.');
  throw conflict(cap.code, `Your ${cap.what} is full (${cap.max}). Remove someone first.`);
}

export const removeRows = (tx: Db, a: string, b: string, kinds: ContactKind[]) =>
  tx
    .delete(k)
    .where(
      and(
        or(and(eq(k.ownerId, a), eq(k.contactId, b)), and(eq(k.ownerId, b), eq(k.contactId, a))),
        or(...kinds.map((kind) => eq(k.kind, kind))),
      ),
    )
    .returning({ ownerId: k.ownerId });

/** Tells the other player's open pages to read their contacts again, at commit. */
export async function tellOther(deps: ServiceDeps, tx: Db, other: Party) {
  const message: PersonalMessage = { type: 'contacts.changed' };
  await deps.events.publishInTransaction(tx, CONTACTS_CHANGED, { userIds: [other.userId], message });
}

/**
 * Sends a friend request, or accepts the other player's if they asked first (then both become
 * friends). Refused, changing nothing: to yourself, to a dead or unknown character, twice, to a
 * friend, past either list's cap, to someone you blocked or who blocked you.
 */
export async function befriend(deps: ServiceDeps, userId: string, otherId: string): Promise<FriendRequestResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { me, other } = await lockPair(tx, userId, otherId);
    const rel = await between(tx, me.id, other.id);
    if (rel.theirs('block')) throw blockedByThem('contacts.blocked');
    if (rel.mine('block')) throw conflict('contacts.you_blocked', 'You blocked this player. Unblock them first.');
    if (rel.mine('friend')) throw conflict('contacts.already_friends', 'You are already friends.');
    if (rel.mine('request')) throw conflict('contacts.already_requested', 'You already asked this player to be friends.');
    if (rel.theirs('request')) {
      // The other player's request already holds a place on their list.
      await requireRoom(tx, me.id, 'friend');
      await removeRows(tx, me.id, other.id, ['request']);
      await tx.insert(k).values([
        { ownerId: me.id, contactId: other.id, kind: 'friend', createdAt: now },
        { ownerId: other.id, contactId: me.id, kind: 'friend', createdAt: now },
      ]);
      await tellOther(deps, tx, other);
      return { status: 'friends' as const };
    }
    await requireRoom(tx, me.id, 'friend');
    await requireRoom(tx, other.id, 'friend', true);
    await tx.insert(k).values({ ownerId: me.id, contactId: other.id, kind: 'request', createdAt: now });
    await tellOther(deps, tx, other);
    return { status: 'requested' as const };
  });
}

/** Ends a friendship for both, withdraws the caller's request or declines theirs. */
export async function unfriend(deps: ServiceDeps, userId: string, otherId: string): Promise<ContactLists> {
  await deps.db.transaction(async (tx) => {
    const { me, other } = await lockPair(tx, userId, otherId);
    // Partners are friends first: the partnership (or a proposal) ends with the friendship.
    const removed = await removeRows(tx, me.id, other.id, ['friend', 'request', 'partner', 'partner_request']);
    if (removed.length === 0) throw notFound('contacts.not_friends', 'You are not friends and no request is waiting.');
    await tellOther(deps, tx, other);
  });
  return contactLists(deps, userId);
}

/** Adds a player to one of the caller's private lists (rivals, blocks); the player is not told. */
export async function addToList(
  deps: ServiceDeps,
  userId: string,
  otherId: string,
  kind: 'rival' | 'block',
): Promise<ContactLists> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { me, other } = await lockPair(tx, userId, otherId);
    const rel = await between(tx, me.id, other.id);
    if (rel.mine(kind)) {
      throw conflict(
        kind === 'rival' ? 'contacts.already_rival' : 'contacts.already_blocked',
        `This player is already on your ${LIST_CAP[kind].what}.`,
      );
    }
    await requireRoom(tx, me.id, kind);
    await tx.insert(k).values({ ownerId: me.id, contactId: other.id, kind, createdAt: now });
    if (kind === 'block') {
      // A block ends what the two had: a friendship and any request, whichever way.
      const removed = await removeRows(tx, me.id, other.id, ['friend', 'request', 'partner', 'partner_request']);
      if (removed.some((r) => r.ownerId === other.id)) await tellOther(deps, tx, other);
      await hideInChat(tx, userId, other.id, now);
    }
  });
  return contactLists(deps, userId);
}

/** The blocker stops seeing the blocked player's chat lines (chat's own hidden list). */
async function hideInChat(tx: Db, userId: string, characterId: string, now: Date) {
  try {
    await hideAuthor(tx, userId, characterId, now);
  } catch (err) {
    // A full hidden list leaves the block in force: it is what keeps them away.
    if (!(err instanceof AppError && err.code === 'chat.hidden_full')) throw err;
  }
}

export async function removeFromList(
  deps: ServiceDeps,
  userId: string,
  otherId: string,
  kind: 'rival' | 'block',
): Promise<ContactLists> {
  const me = await livingCharacterOf(deps.db, userId);
  if (!me) throw noCharacter();
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(k)
      .where(and(eq(k.ownerId, me.row.id), eq(k.contactId, otherId), eq(k.kind, kind)))
      .returning({ ownerId: k.ownerId });
    if (removed.length === 0) throw notFound('contacts.not_listed', `This player is not on your ${LIST_CAP[kind].what}.`);
    if (kind === 'block') await unhideAuthor(tx, userId, otherId);
  });
  return contactLists(deps, userId);
}

/** The caller's lists, each with the listed players' state now. */
export async function contactLists(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<ContactLists> {
  const me = await livingCharacterOf(deps.db, userId);
  if (!me) throw noCharacter();
  const now = deps.clock.now();
  const onlineSince = new Date(now.getTime() - PresenceLimits.activeWindowMs);
  const city = citiesTable;
  const outgoing = await deps.db
    .select({
      kind: k.kind,
      since: k.createdAt,
      characterId: c.id,
      name: c.name,
      level: c.level,
      dead: c.dead,
      lastSeenAt: c.lastSeenAt,
      cityName: city.name,
      jailedUntil: c.jailedUntil,
      travelCooldownEndsAt: c.travelCooldownEndsAt,
      deedCooldownEndsAt: c.deedCooldownEndsAt,
    })
    .from(k)
    .innerJoin(c, eq(c.id, k.contactId))
    .leftJoin(city, eq(city.id, c.cityId))
    .where(eq(k.ownerId, me.row.id))
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
  const incoming = await deps.db
    .select({ kind: k.kind, characterId: c.id, name: c.name, level: c.level, sentAt: k.createdAt })
    .from(k)
    .innerJoin(c, eq(c.id, k.ownerId))
    .where(and(eq(k.contactId, me.row.id), inArray(k.kind, ['request', 'partner_request']), eq(c.dead, false)))
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
  const toRequest = (row: (typeof outgoing)[number]) => ({
    characterId: row.characterId,
    name: row.name,
    level: row.level,
    sentAt: row.since.toISOString(),
  });
  const toIncoming = ({ kind: _, ...row }: (typeof incoming)[number]) => ({ ...row, sentAt: row.sentAt.toISOString() });
  const toContact = (row: (typeof outgoing)[number]): Contact => {
    const { state, until } = contactState(row, now);
    return {
      characterId: row.characterId,
      name: row.name,
      level: row.level,
      online: !row.dead && row.lastSeenAt.getTime() > onlineSince.getTime(),
      cityName: row.dead ? null : row.cityName,
      state,
      until: until?.toISOString() ?? null,
      since: row.since.toISOString(),
    };
  };
  const of = (kind: ContactKind) => outgoing.filter((row) => row.kind === kind);
  return {
    friends: of('friend').map(toContact),
    rivals: of('rival').map(toContact),
    blocked: of('block').map((row) => ({ characterId: row.characterId, name: row.name, since: row.since.toISOString() })),
    incoming: incoming.filter((row) => row.kind === 'request').map(toIncoming),
    outgoing: of('request').map(toRequest),
    // A partner who died is no partner (lib/partners.ts); the row waits for the next partnership.
    partner:
      of('partner')
        .filter((row) => !row.dead)
        .map(toContact)[0] ?? null,
    partnerIncoming: incoming.filter((row) => row.kind === 'partner_request').map(toIncoming),
    partnerOutgoing: of('partner_request').map(toRequest),
  };
}
