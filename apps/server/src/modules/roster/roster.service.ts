import { CHARACTER_OUTRANKED_MESSAGE, type CharacterAdminResult, type CharacterChangeInput } from '@tod/contracts';
import { experienceToReachLevel } from '@tod/game';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { nowUnderLock } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../accounts/index.ts';
import { usersTable } from '../accounts/index.ts';
import { type Actor, recordAudit } from '../admin/index.ts';
import { charactersTable, isFuture, updateCharacters } from '../characters/index.ts';
import { moveGold } from '../economy/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { citiesTable } from '../world/index.ts';
import { characterDetail, noSuchCharacter } from './roster.view.ts';

const c = charactersTable;
type CharacterRow = typeof c.$inferSelect;

const actorOf = (caller: SessionUser): Actor => ({ userId: caller.userId, email: caller.email });

/** What one staff action did: the player's sentence ("Staff <what>."), the audit's before and after. */
interface Outcome {
  /** Lower case, after "Staff ": "released you from jail". */
  what: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  message: string;
  /** The entry the player reads instead of the usual "Staff changed..." one (a death). */
  entry?: 'killed';
}

/**
 * Every Manage Characters action in one transaction (docs/product-rules.md#admin-screens): lock
 * the character, check the caller outranks its account (nobody acts on their own character or a
 * peer's, as in Manage Users) and that it lives, make the change, then write the audit entry and
 * the player's event-log entry with the reason. Answers the character as it is now.
 */
async function staffAction(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: SessionUser,
  id: string,
  action: string,
  reason: string,
  change: (tx: Db, row: CharacterRow, now: Date) => Promise<Outcome>,
): Promise<CharacterAdminResult> {
  const outcome = await deps.db.transaction(async (tx: Db) => {
    const [row] = await tx.select().from(c).where(eq(c.id, id)).for('update');
    if (!row) throw noSuchCharacter();
    const [account] = await tx.select({ role: usersTable.role }).from(usersTable).where(eq(usersTable.id, row.userId));
    if (row.userId === caller.userId || (account?.role ?? 0) >= caller.role) {
      throw new AppError('characters.outranked', 403, CHARACTER_OUTRANKED_MESSAGE);
    }
    if (row.dead) throw conflict('characters.dead', `${row.name} is dead.`);
    const now = await nowUnderLock(tx, deps.clock);
    const done = await change(tx, row, now);
    const who = { userId: row.userId, characterId: row.id, at: now };
    await record(tx, [
      done.entry === 'killed'
        ? journalEntries.killed(who, { id: row.id, name: row.name })
        : journalEntries.characterChanged(who, done.what, reason),
    ]);
    await recordAudit(tx, actorOf(caller), now, {
      action,
      targetId: id,
      before: { name: row.name, ...done.before },
      after: { name: row.name, ...done.after, reason },
    });
    return { ...done, now };
  });
  return { message: outcome.message, character: await characterDetail(deps.db, id, outcome.now) };
}

/** Ends a running sentence now (moderators may), as paid bail does: nobody can rescue it any more. */
export function releaseCharacter(deps: Pick<Deps, 'db' | 'clock'>, caller: SessionUser, id: string, reason: string) {
  return staffAction(deps, caller, id, 'characters.released', reason, async (tx, row, now) => {
    if (!isFuture(row.jailedUntil, now)) throw conflict('characters.not_jailed', `${row.name} is not in jail.`);
    await updateCharacters(tx, 'roster', { jailedUntil: now, jailDeedLevel: null, jailDeedMaxExperience: null }).where(
      eq(c.id, row.id),
    );
    return {
      what: 'released you from jail',
      before: { jailedUntil: row.jailedUntil!.toISOString() },
      after: { jailedUntil: now.toISOString() },
      message: `${row.name} is out of jail.`,
    };
  });
}

/**
 * Name, level, alignment points and city (docs/product-rules.md#admin-screens): a new level
 * sets the experience to that level's start, so level and experience always agree; alignment
 * stays good minus evil. Fields equal to what the character has are left out; 409
 * `characters.unchanged` when nothing is left.
 */
export function changeCharacter(deps: Pick<Deps, 'db' | 'clock'>, caller: SessionUser, id: string, input: CharacterChangeInput) {
  return staffAction(deps, caller, id, 'characters.changed', input.reason, async (tx, row) => {
    const set: {
      name?: string;
      level?: number;
      experience?: number;
      good?: number;
      neutral?: number;
      evil?: number;
      alignment?: number;
      cityId?: string;
    } = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const words: string[] = [];
    if (input.name !== undefined && input.name !== row.name) {
      set.name = input.name;
      before.name = row.name;
      after.newName = input.name;
      words.push(`name from ${row.name} to ${input.name}`);
    }
    if (input.level !== undefined && input.level !== row.level) {
      set.level = input.level;
      set.experience = experienceToReachLevel(input.level);
      Object.assign(before, { level: row.level, experience: row.experience });
      Object.assign(after, { level: input.level, experience: set.experience });
      words.push(`level from ${row.level} to ${input.level}`);
    }
    for (const key of ['good', 'neutral', 'evil'] as const) {
      const value = input[key];
      if (value === undefined || value === row[key]) continue;
      set[key] = value;
      before[key] = row[key];
      after[key] = value;
      words.push(`${key} points from ${row[key]} to ${value}`);
    }
    if (set.good !== undefined || set.evil !== undefined) {
      set.alignment = (set.good ?? row.good) - (set.evil ?? row.evil);
      before.alignment = row.alignment;
      after.alignment = set.alignment;
    }
    if (input.cityId !== undefined && input.cityId !== row.cityId) {
      const [city] = await tx.select({ name: citiesTable.name }).from(citiesTable).where(eq(citiesTable.id, input.cityId));
      if (!city) throw notFound('characters.city_not_found', 'No city has that id.');
      const [from] = row.cityId
        ? await tx.select({ name: citiesTable.name }).from(citiesTable).where(eq(citiesTable.id, row.cityId))
        : [];
      set.cityId = input.cityId;
      before.city = from?.name ?? null;
      after.city = city.name;
      words.push(`city from ${from?.name ?? 'nowhere'} to ${city.name}`);
    }
    if (words.length === 0) {
      throw conflict('characters.unchanged', `${row.name} already has those values: nothing to change.`);
    }
    try {
      await updateCharacters(tx, 'roster', set).where(eq(c.id, row.id));
    } catch (err) {
      if (uniqueViolation(err) === 'characters_living_name_key') {
        throw conflict('characters.name_taken', 'That name is already taken.');
      }
      throw err;
    }
    return { what: `changed your ${words.join(', ')}`, before, after, message: `${set.name ?? row.name} is changed.` };
  });
}

/** Adds or takes gold through the ledger (kind `staff`, the reason as its reference); never below 0. */
export function moveStaffGold(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: SessionUser,
  id: string,
  input: { delta: number; reason: string },
) {
  return staffAction(deps, caller, id, 'characters.gold_moved', input.reason, async (tx, row, now) => {
    const gold = await moveGold(tx, { characterId: row.id, delta: input.delta, kind: 'staff', ref: input.reason, at: now });
    if (gold === null) {
      throw conflict('characters.not_enough_gold', `${row.name} has only ${row.gold} gold; you cannot take ${-input.delta}.`);
    }
    const amount = Math.abs(input.delta);
    return {
      what: input.delta > 0 ? `gave you ${amount} gold` : `took ${amount} gold from you`,
      before: { gold: row.gold },
      after: { gold },
      message: `${row.name} now has ${gold} gold.`,
    };
  });
}

/** The character dies, as the operator's `kill-character`; its player may create an heir. */
export function killManagedCharacter(deps: Pick<Deps, 'db' | 'clock'>, caller: SessionUser, id: string, reason: string) {
  return staffAction(deps, caller, id, 'characters.killed', reason, async (tx, row, now) => {
    await updateCharacters(tx, 'roster', { dead: true, diedAt: now }).where(eq(c.id, row.id));
    return {
      what: 'ended your character',
      before: { dead: false },
      after: { dead: true },
      message: `${row.name} is dead.`,
      entry: 'killed',
    };
  });
}
