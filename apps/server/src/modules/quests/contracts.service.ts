import {
  GameConstants,
  type QuestAxis,
  applyExperience,
  contractDeadline,
  describeDuration,
  maxActiveFor,
  patronName,
  perkedReward,
  scaleDuration,
} from '@tod/game';
import { and, count, eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable, isFuture, updateCharacters } from '../characters/index.ts';
import { moveGold } from '../economy/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { type QuestCharacter, cityNames, expireContracts, questCharacter } from './board.service.ts';
import { questContractsTable } from './quests.sql.ts';
import type { ContractRow } from './quests.view.ts';
import { perkRanks } from './perks.ts';
import { openChains, tellOpenedChains } from './chain-notices.ts';
import { changeStanding } from './standing.ts';

type Db = Deps['db'];
const q = questContractsTable;
const c = charactersTable;
const Q = GameConstants.quests;

const notFoundError = () => notFound('quests.not_found', 'Contract not found.');

/** The caller's own contract, or 404 as for an unknown one (another player's is not revealed). */
async function ownContract(tx: Pick<Db, 'select'>, characterId: string, id: string): Promise<ContractRow> {
  const [row] = await tx
    .select()
    .from(q)
    .where(and(eq(q.id, id), eq(q.characterId, characterId)));
  if (!row) throw notFoundError();
  return row;
}

function notJailed(me: QuestCharacter, now: Date): void {
  if (isFuture(me.jailedUntil, now))
    throw new AppError('quests.in_jail', 403, 'You cannot take or hand in contracts while in jail.');
}

/**
 * Closes what ran out in a transaction of its own before a call judges a contract, so a refusal
 * (which rolls its own transaction back) still leaves the expiry and its penalty in place.
 */
async function expireFirst(deps: Deps, userId: string): Promise<void> {
  const me = await questCharacter(deps.db, userId, false);
  await deps.db.transaction((tx: Db) => expireContracts(tx, me, deps.clock.now()));
}

async function patronOf(tx: Pick<Db, 'select'>, row: ContractRow) {
  const names = await cityNames(tx);
  const cityName = names.get(row.cityId) ?? 'another city';
  return { name: patronName(cityName, row.patron as QuestAxis), cityName };
}

/** Refuses a contract that is not `status` with the reason players need. */
function assertStatus(row: ContractRow, status: 'offered' | 'active'): void {
  if (row.status === status) return;
  if (row.status === 'expired') throw conflict('quests.expired', 'This contract has expired.');
  if (status === 'offered') throw conflict('quests.not_open', 'This offer is no longer open.');
  throw conflict('quests.not_active', 'This contract is not in progress.');
}

async function wrongCity(tx: Pick<Db, 'select'>, row: ContractRow, doing: string): Promise<never> {
  const patron = await patronOf(tx, row);
  throw new AppError('quests.wrong_city', 403, `You must be in ${patron.cityName} to ${doing} ${patron.name}.`, {
    details: { cityName: patron.cityName },
  });
}

/**
 * The caller's character (row locked) out of jail, and its own contract `id` in `status`: what
 * accepting and handing in both check first.
 */
async function lockedContract(tx: Db, deps: Deps, userId: string, id: string, status: Parameters<typeof assertStatus>[1]) {
  const me = await questCharacter(tx, userId, true);
  const now = deps.clock.now();
  notJailed(me, now);
  const row = await ownContract(tx, me.id, id);
  assertStatus(row, status);
  return { me, now, row };
}

/**
 * Accepts an offer in the patron's city. The character's row is locked, so of concurrent accepts
 * each counts the contracts the one before it accepted: a fourth is refused.
 */
export async function acceptContract(deps: Deps, userId: string, id: string): Promise<{ message: string }> {
  await expireFirst(deps, userId);
  return deps.db.transaction(async (tx: Db) => {
    const { me, now, row } = await lockedContract(tx, deps, userId, id, 'offered');
    if (row.cityId !== me.cityId) await wrongCity(tx, row, 'accept offers from');
    const [active] = await tx
      .select({ n: count() })
      .from(q)
      .where(and(eq(q.characterId, me.id), eq(q.status, 'active')));
    // The Ambitious perk allows one more (docs/quests.md, "Merits and perks").
    const max = maxActiveFor(await perkRanks(tx, me.id));
    if ((active?.n ?? 0) >= max) {
      throw conflict('quests.too_many', `You already have ${max} contracts. Hand one in or abandon it first.`);
    }
    const deadline = new Date(contractDeadline(now.getTime(), deps.config.gameSpeed));
    await tx
      .update(q)
      .set({ status: 'active', acceptedAt: now, deadline })
      .where(and(eq(q.id, row.id), eq(q.status, 'offered')));
    const patron = await patronOf(tx, row);
    const time = describeDuration(scaleDuration(Q.deadlineMs, deps.config.gameSpeed));
    return { message: `You accepted "${row.title}" from ${patron.name}. You have ${time} to finish it.` };
  });
}

/** Sends an offer away, so the patron may make another one. */
export async function declineContract(deps: Deps, userId: string, id: string): Promise<{ message: string }> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await questCharacter(tx, userId, true);
    const row = await ownContract(tx, me.id, id);
    assertStatus(row, 'offered');
    await tx
      .update(q)
      .set({ status: 'declined', closedAt: deps.clock.now() })
      .where(and(eq(q.id, row.id), eq(q.status, 'offered')));
    return { message: `You turned down "${row.title}".` };
  });
}

/** Gives up an accepted contract for `quests.abandonPenalty` standing with its patron. */
export async function abandonContract(deps: Deps, userId: string, id: string): Promise<{ message: string }> {
  await expireFirst(deps, userId);
  return deps.db.transaction(async (tx: Db) => {
    const me = await questCharacter(tx, userId, true);
    const now = deps.clock.now();
    const row = await ownContract(tx, me.id, id);
    assertStatus(row, 'active');
    await tx
      .update(q)
      .set({ status: 'abandoned', closedAt: now })
      .where(and(eq(q.id, row.id), eq(q.status, 'active')));
    await changeStanding(tx, { characterId: me.id, cityId: row.cityId, patron: row.patron }, -Q.abandonPenalty);
    const patron = await patronOf(tx, row);
    return { message: `You abandoned "${row.title}" and lost ${Q.abandonPenalty} standing with ${patron.name}.` };
  });
}

/**
 * Hands in a finished contract in its patron's city and pays it: gold, experience (with the
 * levels it reaches) and standing. The character's row is locked and the contract leaves
 * `active` in the same transaction, so of two hand-ins at once the second finds it done: paid once.
 */
export async function completeContract(deps: Deps, userId: string, id: string): Promise<{ message: string }> {
  await expireFirst(deps, userId);
  return deps.db.transaction(async (tx: Db) => {
    const { me, now, row } = await lockedContract(tx, deps, userId, id, 'active');
    if (row.progress < row.target) {
      throw conflict('quests.not_finished', `This contract is not finished yet: ${row.progress} of ${row.target}.`);
    }
    if (row.cityId !== me.cityId) await wrongCity(tx, row, 'hand this contract in to');
    const [closed] = await tx
      .update(q)
      .set({ status: 'done', closedAt: now })
      .where(and(eq(q.id, row.id), eq(q.status, 'active')))
      .returning({ id: q.id });
    if (!closed) throw conflict('quests.not_active', 'This contract is not in progress.');
    // The offer's fixed reward, with the perks the character holds now (docs/quests.md, "Merits and perks").
    const reward = perkedReward(
      { gold: row.rewardGold, experience: row.rewardExperience, standing: row.rewardStanding },
      await perkRanks(tx, me.id),
    );
    const xp = applyExperience(me.level, me.experience, reward.experience);
    const openBefore = await openChains(tx, me.id, me.level);
    await moveGold(tx, { characterId: me.id, delta: reward.gold, kind: 'quest', ref: row.title, at: now });
    await updateCharacters(tx, 'quests', { level: xp.level, experience: xp.experience }).where(eq(c.id, me.id));
    await changeStanding(tx, { characterId: me.id, cityId: row.cityId, patron: row.patron }, reward.standing, 1);
    const patron = await patronOf(tx, row);
    const who = { userId, characterId: me.id, at: now };
    await record(tx, [
      journalEntries.contractDone(who, row.title, patron.name, reward),
      ...(xp.levelsGained > 0 ? [journalEntries.levelUp(who, xp.level)] : []),
    ]);
    // The standing or level this pay brought may open chains: each is told once (chain-notices.ts).
    const after = await openChains(tx, me.id, xp.level);
    const opened = await tellOpenedChains(tx, who, new Map([...after].filter(([key]) => !openBefore.has(key))));
    const parts = [
      `You handed in "${row.title}" to ${patron.name}: ${reward.gold} gold, ${reward.experience} experience and ${reward.standing} standing.`,
    ];
    if (xp.levelsGained > 0) parts.push(`You reached level ${xp.level}!`);
    for (const x of opened.values()) parts.push(`A quest chain is open to you: "${x.title}".`);
    return { message: parts.join(' ') };
  });
}
