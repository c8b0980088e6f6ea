import { CrewRules, seatUpgradePrice, withdrawRoom } from '@tod/game';
import { and, eq, gte, ne, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nowUnderLock } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { charactersTable } from '../characters/index.ts';
import { moveGold } from '../economy/index.ts';
import { areLinked } from '../fairplay/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { callerOf, lockCrew, lockMembers, requirePermission } from './crew-lock.ts';
import { logCrew } from './crew-log.ts';
import { crewLogTable, crewMembersTable, crewsTable } from './crews.sql.ts';

const _c = charactersTable;
type PurseResult = { message: string; purse: number; gold: number };

/** The start of the UTC day of `now`: withdrawal caps count from there. */
export const utcDayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** What this member took from this crew's purse since the start of the UTC day. */
export async function withdrawnToday(tx: Db, crewId: string, characterId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ total: sum(crewLogTable.amount).mapWith(Number) })
    .from(crewLogTable)
    .where(
      and(
        eq(crewLogTable.crewId, crewId),
        eq(crewLogTable.actorId, characterId),
        eq(crewLogTable.kind, 'withdraw'),
        gte(crewLogTable.at, utcDayStart(now)),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Fair play (docs/crews.md#fair-play): a deposit is refused while a member who may withdraw
 * (the leader, or one granted `withdraw`) is linked to the depositor, so linked accounts cannot
 * feed a purse the other empties.
 */
async function refuseLinkedDeposit(tx: Db, crewId: string, meId: string, now: Date): Promise<void> {
  const m = crewMembersTable;
  const others = await tx
    .select({ id: m.characterId, rank: m.rank, permissions: m.permissions })
    .from(m)
    .where(and(eq(m.crewId, crewId), ne(m.characterId, meId)));
  for (const o of others) {
    const mayWithdraw = o.rank === 'leader' || o.permissions.split(',').includes('withdraw');
    if (mayWithdraw && (await areLinked(tx, meId, o.id, 'purse', now))) {
      throw new AppError(
        'crews.linked_deposit',
        409,
        'You cannot pay into this purse: a member who may withdraw from it plays from the same device or connection as you (see the fair-play rules).',
      );
    }
  }
}

/**
 * Fair play: a withdrawal is refused while a linked account deposited into this purse within
 * the last 7 days (`CrewRules.linkedDepositHoldMs`), whoever granted the permission since.
 */
async function refuseLinkedWithdrawal(tx: Db, crewId: string, meId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CrewRules.linkedDepositHoldMs);
  const depositors = await tx
    .selectDistinct({ id: crewLogTable.actorId })
    .from(crewLogTable)
    .where(
      and(
        eq(crewLogTable.crewId, crewId),
        eq(crewLogTable.kind, 'deposit'),
        gte(crewLogTable.at, since),
        ne(crewLogTable.actorId, meId),
      ),
    );
  for (const d of depositors) {
    if (d.id && (await areLinked(tx, meId, d.id, 'purse', now))) {
      throw new AppError(
        'crews.linked_withdraw',
        409,
        'You cannot withdraw from this purse for now: an account played from the same device or connection as yours paid into it this week (see the fair-play rules).',
      );
    }
  }
}

/**
 * Pays gold into the purse: the member row, then the crew row are locked, the gold leaves the
 * character in one guarded statement, and the purse line is logged with the depositor.
 */
export async function deposit(deps: Deps, userId: string, amount: number): Promise<PurseResult> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, userId);
    const [mine] = await lockMembers(tx, [me.id]);
    const member = requirePermission(mine, null);
    const crew = await lockCrew(tx, member.crewId);
    const now = await nowUnderLock(tx, deps.clock);
    await refuseLinkedDeposit(tx, crew.id, me.id, now);
    const paid = await moveGold(tx, { characterId: me.id, delta: -amount, kind: 'crew', ref: 'deposit', at: now });
    if (paid === null) {
      throw new AppError('crews.not_enough_gold', 409, `You need ${amount} gold to deposit that; you have ${me.gold}.`, {
        details: { price: amount, gold: me.gold },
      });
    }
    const purse = await movePurse(tx, { crew, me, userId, now, toPurse: amount });
    return { message: `You deposited ${amount} gold.`, purse, gold: paid };
  });
}

/**
 * Takes gold from the purse (the `withdraw` permission, read under the member row's lock),
 * within the member's daily cap. The crew row's lock makes the purse check and the change one
 * step, so concurrent withdrawals never take more than the purse holds.
 */
export async function withdraw(deps: Deps, userId: string, amount: number): Promise<PurseResult> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, userId);
    const [mine] = await lockMembers(tx, [me.id]);
    const member = requirePermission(mine, 'withdraw');
    const crew = await lockCrew(tx, member.crewId);
    const now = await nowUnderLock(tx, deps.clock);
    if (crew.purse < amount) {
      throw new AppError('crews.purse_short', 409, `The purse holds ${crew.purse} gold; you asked for ${amount}.`, {
        details: { purse: crew.purse, amount },
      });
    }
    await refuseLinkedWithdrawal(tx, crew.id, me.id, now);
    const room = withdrawRoom(me.level, await withdrawnToday(tx, crew.id, me.id, now));
    if (amount > room) {
      throw new AppError('crews.withdraw_cap', 409, `You may withdraw ${room} more gold today.`, { details: { room, amount } });
    }
    const after = await moveGold(tx, { characterId: me.id, delta: amount, kind: 'crew', ref: 'withdraw', at: now });
    const purse = await movePurse(tx, { crew, me, userId, now, toPurse: -amount });
    return { message: `You withdrew ${amount} gold.`, purse, gold: after ?? 0 };
  });
}

/** Buys the next seat from the purse (the `withdraw` permission: it spends the purse). */
export async function buySeat(deps: Deps, userId: string): Promise<PurseResult> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, userId);
    const [mine] = await lockMembers(tx, [me.id]);
    const member = requirePermission(mine, 'withdraw');
    const crew = await lockCrew(tx, member.crewId);
    const now = await nowUnderLock(tx, deps.clock);
    const price = seatUpgradePrice(crew.seats);
    if (price === null) throw conflict('crews.max_seats', `${crew.name} has the most seats a crew can have.`);
    if (crew.purse < price) {
      throw new AppError('crews.purse_short', 409, `The next seat costs ${price} gold; the purse holds ${crew.purse}.`, {
        details: { purse: crew.purse, amount: price },
      });
    }
    const purse = crew.purse - price;
    await tx
      .update(crewsTable)
      .set({ purse, seats: crew.seats + 1 })
      .where(eq(crewsTable.id, crew.id));
    await logCrew(tx, {
      crewId: crew.id,
      at: now,
      kind: 'seat',
      actorId: me.id,
      amount: price,
      text: `${me.name} bought seat ${crew.seats + 1} for ${price} gold.`,
    });
    return { message: `${crew.name} now has ${crew.seats + 1} seats.`, purse, gold: me.gold };
  });
}

/**
 * The purse's side of a deposit (`toPurse` > 0) or withdrawal (< 0), after the member's gold
 * moved through the ledger: the crew row (locked by the caller), the crew log line and the
 * member's event-log entry. Answers the new purse.
 */
async function movePurse(
  tx: Db,
  m: {
    crew: { id: string; name: string; purse: number };
    me: { id: string; name: string };
    userId: string;
    now: Date;
    toPurse: number;
  },
): Promise<number> {
  const amount = Math.abs(m.toPurse);
  const deposit = m.toPurse > 0;
  const purse = m.crew.purse + m.toPurse;
  await tx.update(crewsTable).set({ purse }).where(eq(crewsTable.id, m.crew.id));
  await logCrew(tx, {
    crewId: m.crew.id,
    at: m.now,
    kind: deposit ? 'deposit' : 'withdraw',
    actorId: m.me.id,
    amount,
    text: deposit ? `${m.me.name} deposited ${amount} gold.` : `${m.me.name} withdrew ${amount} gold.`,
  });
  const told = deposit
    ? `You paid ${amount} gold into the purse of ${m.crew.name}.`
    : `You took ${amount} gold from the purse of ${m.crew.name}.`;
  const entries = [journalEntries.crew({ userId: m.userId, characterId: m.me.id, at: m.now }, 'crewPurse', [told], -m.toPurse)];
  if (!deposit) {
    // The leader hears of every withdrawal another member makes (a `crewWithdrawals` push when away).
    const [leader] = await tx
      .select({ id: crewMembersTable.characterId, userId: _c.userId })
      .from(crewMembersTable)
      .innerJoin(_c, eq(_c.id, crewMembersTable.characterId))
      .where(and(eq(crewMembersTable.crewId, m.crew.id), eq(crewMembersTable.rank, 'leader')));
    if (leader && leader.id !== m.me.id) {
      entries.push(
        journalEntries.crew(
          { userId: leader.userId, characterId: leader.id, at: m.now },
          'crewPurse',
          [m.me, ` took ${amount} gold from the purse of ${m.crew.name}.`],
          0,
          true,
        ),
      );
    }
  }
  await record(tx, entries);
  return purse;
}
