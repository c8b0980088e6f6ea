import { type Charter, CrewRules, DEFAULT_PERMISSIONS, moveAllowedAt } from '@tod/game';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { nowUnderLock } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/index.ts';
import { blockedByThem, hasBlocked } from '../contacts/index.ts';
import { moveGold } from '../economy/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { callerOf, joinPermissions, lockCrew, lockMembers, memberCount, requirePermission } from './crew-lock.ts';
import { logCrew } from './crew-log.ts';
import { crewMembersTable, crewMovesTable, crewRequestsTable, crewsTable } from './crews.sql.ts';

const c = charactersTable;
type Msg = { message: string };

const alreadyMember = () => conflict('crews.already_member', 'You are already in a crew. Leave it first.');
const targetInCrew = (name: string) => conflict('crews.already_member', `${name} is already in a crew.`);

/** Refuses a join or leave within 24 hours of the character's last one. */
async function assertMoveAllowed(tx: Db, characterId: string, now: Date, who = 'You'): Promise<void> {
  const [last] = await tx.select().from(crewMovesTable).where(eq(crewMovesTable.characterId, characterId));
  if (!last) return;
  const allowed = moveAllowedAt(last.at);
  if (allowed > now) {
    throw new AppError(
      'crews.cooldown',
      409,
      `${who} joined or left a crew less than 24 hours ago; wait until ${allowed.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      {
        details: { allowedAt: allowed.toISOString() },
      },
    );
  }
}

async function noteMove(tx: Db, characterId: string, at: Date): Promise<void> {
  await tx
    .insert(crewMovesTable)
    .values({ characterId, at })
    .onConflictDoUpdate({ target: crewMovesTable.characterId, set: { at } });
}

/**
 * Founds a crew in the caller's city: level 10, the founding price taken in one guarded
 * statement, the name unique by the database's index (a race for one name leaves one winner).
 */
export async function foundCrew(
  deps: Deps,
  userId: string,
  input: { name: string; charter: Charter; maxPrice?: number | null },
): Promise<Msg> {
  const price = CrewRules.foundPrice;
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, userId);
    const [mine] = await lockMembers(tx, [me.id]);
    const now = await nowUnderLock(tx, deps.clock);
    if (mine) throw alreadyMember();
    if (me.level < CrewRules.foundLevel) {
      throw new AppError('crews.level', 403, `You need level ${CrewRules.foundLevel} to found a crew.`);
    }
    if (!me.cityId) throw conflict('crews.no_city', 'You must be in a city to found a crew there.');
    if (input.maxPrice != null && price > input.maxPrice) {
      throw conflict(
        'crews.price_changed',
        `Founding a crew costs ${price} gold, more than the ${input.maxPrice} gold you were shown.`,
      );
    }
    await assertMoveAllowed(tx, me.id, now);
    const paid = await moveGold(tx, { characterId: me.id, delta: -price, kind: 'crew', ref: 'found', at: now });
    if (paid === null) {
      throw new AppError('crews.not_enough_gold', 409, `You need ${price} gold to found a crew; you have ${me.gold}.`, {
        details: { price, gold: me.gold },
      });
    }
    let crewId: string;
    try {
      const [crew] = await tx
        .insert(crewsTable)
        .values({ name: input.name, charter: input.charter, homeCityId: me.cityId, seats: CrewRules.startSeats, createdAt: now })
        .returning({ id: crewsTable.id });
      crewId = crew!.id;
      await tx.insert(crewMembersTable).values({ characterId: me.id, crewId, rank: 'leader', permissions: '', joinedAt: now });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'crews_name_key') throw conflict('crews.name_taken', 'That crew name is already taken.');
      if (constraint === 'crew_members_pkey') throw alreadyMember();
      throw err;
    }
    await tx.delete(crewRequestsTable).where(eq(crewRequestsTable.characterId, me.id));
    await noteMove(tx, me.id, now);
    await logCrew(tx, { crewId, at: now, kind: 'founded', actorId: me.id, text: `${me.name} founded ${input.name}.` });
    await record(tx, [
      journalEntries.crew(
        { userId, characterId: me.id, at: now },
        'crewMembership',
        [`You founded the crew ${input.name} for ${price} gold.`],
        -price,
      ),
    ]);
    return { message: `You founded ${input.name}.` };
  });
}

/** Applies to a crew: outside a crew, past the cooldown, with fewer than 5 open applications. */
export async function applyToCrew(deps: Deps, userId: string, crewId: string): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, userId);
    // The character row serialises one player's applications, so the cap of 5 holds under a race.
    await tx.select({ id: c.id }).from(c).where(eq(c.id, me.id)).for('update');
    const [mine] = await lockMembers(tx, [me.id]);
    const now = await nowUnderLock(tx, deps.clock);
    if (mine) throw alreadyMember();
    await assertMoveAllowed(tx, me.id, now);
    const [crew] = await tx.select().from(crewsTable).where(eq(crewsTable.id, crewId));
    if (!crew) throw notFound('crews.not_found', 'Crew not found.');
    if ((await memberCount(tx, crewId)) >= crew.seats) throw conflict('crews.full', `${crew.name} has no free seat.`);
    const [open] = await tx
      .select({ n: count() })
      .from(crewRequestsTable)
      .where(and(eq(crewRequestsTable.characterId, me.id), eq(crewRequestsTable.kind, 'application')));
    if ((open?.n ?? 0) >= CrewRules.maxOpenApplications) {
      throw conflict('crews.too_many_applications', `You may have at most ${CrewRules.maxOpenApplications} open applications.`);
    }
    try {
      await tx.insert(crewRequestsTable).values({ crewId, characterId: me.id, kind: 'application', createdAt: now });
    } catch (err) {
      if (uniqueViolation(err) === 'crew_requests_pair_key') {
        throw conflict('crews.already_requested', `You already have an open application or invite with ${crew.name}.`);
      }
      throw err;
    }
    await logCrew(tx, { crewId, at: now, kind: 'applied', actorId: me.id, text: `${me.name} applied to join.` });
    return { message: `You applied to join ${crew.name}.` };
  });
}

/** Invites a character outside any crew (the `invite` permission). */
export async function inviteToCrew(deps: Deps, userId: string, characterId: string): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, userId);
    if (me.id === characterId) throw badRequest('crews.self', 'You cannot invite yourself.');
    const rows = await lockMembers(tx, [me.id, characterId]);
    const now = await nowUnderLock(tx, deps.clock);
    const mine = requirePermission(
      rows.find((r) => r.characterId === me.id),
      'invite',
    );
    const [target] = await tx
      .select({ id: c.id, userId: c.userId, name: c.name })
      .from(c)
      .where(and(eq(c.id, characterId), eq(c.dead, false)));
    if (!target) throw notFound('crews.character_not_found', 'Character not found.');
    // A blocked player cannot invite the blocker (docs/contacts.md, "Contacts").
    if (await hasBlocked(tx, target.id, me.id)) throw blockedByThem('crews.blocked');
    if (rows.some((r) => r.characterId === characterId)) throw targetInCrew(target.name);
    const crew = await lockCrew(tx, mine.crewId);
    if ((await memberCount(tx, crew.id)) >= crew.seats) throw conflict('crews.full', `${crew.name} has no free seat.`);
    try {
      await tx.insert(crewRequestsTable).values({ crewId: crew.id, characterId, kind: 'invite', createdAt: now });
    } catch (err) {
      if (uniqueViolation(err) === 'crew_requests_pair_key') {
        throw conflict('crews.already_requested', `${target.name} already has an open application or invite with ${crew.name}.`);
      }
      throw err;
    }
    await logCrew(tx, { crewId: crew.id, at: now, kind: 'invited', actorId: me.id, text: `${me.name} invited ${target.name}.` });
    await record(tx, [
      {
        ...journalEntries.crew({ userId: target.userId, characterId: target.id, at: now }, 'crewInvited', [
          me,
          ` invited you to join the crew ${crew.name}.`,
        ]),
      },
    ]);
    return { message: `You invited ${target.name} to ${crew.name}.` };
  });
}

/**
 * Accepts a request: the invited character accepts an invite; a member with `invite` accepts
 * an application. The joiner must still be outside a crew and past the cooldown, and the crew
 * must have a free seat, all judged under the locks.
 */
export async function acceptRequest(deps: Deps, userId: string, requestId: string): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, userId);
    const [request] = await tx.select().from(crewRequestsTable).where(eq(crewRequestsTable.id, requestId)).for('update');
    if (!request) throw notFound('crews.request_not_found', 'That application or invite no longer exists.');
    const rows = await lockMembers(tx, [...new Set([me.id, request.characterId])]);
    const now = await nowUnderLock(tx, deps.clock);
    if (request.kind === 'invite') {
      if (request.characterId !== me.id)
        throw notFound('crews.request_not_found', 'That application or invite no longer exists.');
    } else {
      const mine = requirePermission(
        rows.find((r) => r.characterId === me.id),
        'invite',
      );
      if (mine.crewId !== request.crewId)
        throw notFound('crews.request_not_found', 'That application or invite no longer exists.');
    }
    const [joiner] = await tx.select({ id: c.id, userId: c.userId, name: c.name }).from(c).where(eq(c.id, request.characterId));
    if (!joiner) throw notFound('crews.character_not_found', 'Character not found.');
    if (rows.some((r) => r.characterId === joiner.id)) {
      throw joiner.id === me.id ? alreadyMember() : targetInCrew(joiner.name);
    }
    await assertMoveAllowed(tx, joiner.id, now, joiner.id === me.id ? 'You' : joiner.name);
    const crew = await lockCrew(tx, request.crewId);
    if ((await memberCount(tx, crew.id)) >= crew.seats) throw conflict('crews.full', `${crew.name} has no free seat.`);
    await tx.insert(crewMembersTable).values({
      characterId: joiner.id,
      crewId: crew.id,
      rank: 'member',
      permissions: joinPermissions(DEFAULT_PERMISSIONS.member),
      joinedAt: now,
    });
    await tx.delete(crewRequestsTable).where(eq(crewRequestsTable.characterId, joiner.id));
    await noteMove(tx, joiner.id, now);
    await logCrew(tx, { crewId: crew.id, at: now, kind: 'joined', actorId: joiner.id, text: `${joiner.name} joined the crew.` });
    await record(tx, [
      journalEntries.crew({ userId: joiner.userId, characterId: joiner.id, at: now }, 'crewMembership', [
        `You joined the crew ${crew.name}.`,
      ]),
    ]);
    return { message: joiner.id === me.id ? `You joined ${crew.name}.` : `${joiner.name} joined ${crew.name}.` };
  });
}

/** Declines or withdraws a request: its character, or a member of its crew with `invite`. */
export async function declineRequest(deps: Deps, userId: string, requestId: string): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, userId);
    const [request] = await tx.select().from(crewRequestsTable).where(eq(crewRequestsTable.id, requestId)).for('update');
    const gone = () => notFound('crews.request_not_found', 'That application or invite no longer exists.');
    if (!request) throw gone();
    if (request.characterId !== me.id) {
      const [mine] = await lockMembers(tx, [me.id]);
      if (!mine || mine.crewId !== request.crewId) throw gone();
      requirePermission(mine, 'invite');
    }
    await tx.delete(crewRequestsTable).where(eq(crewRequestsTable.id, request.id));
    return { message: request.kind === 'invite' ? 'The invite is withdrawn.' : 'The application is withdrawn.' };
  });
}
