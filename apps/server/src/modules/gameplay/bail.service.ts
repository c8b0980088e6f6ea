import { type BailResult, notEnoughGoldMessage } from '@tod/contracts';
import { alignmentNumber, applyAlignmentShift, bailGoodPoints } from '@tod/game';
import { eq } from 'drizzle-orm';
import { nowUnderLock } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { noCharacter, updateCharacters } from '../characters/index.ts';
import { moveGold } from '../economy/index.ts';
import { areLinked } from '../fairplay/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { cancelDue } from '../notifications/index.ts';
import { bailAt, isJailed, lockCallerAndPrisoner } from './jail.service.ts';

type Db = Deps['db'];
const c = charactersTable;

/** Refuses a price above what the player was shown, or one the payer cannot afford. */
function assertPayable(price: number, gold: number, maxPrice: number | null): void {
  if (maxPrice !== null && price > maxPrice) {
    throw new AppError(
      'bail.price_changed',
      409,
      `The bail is now ${price} gold, more than the ${maxPrice} gold you were shown.`,
      {
        details: { price, maxPrice },
      },
    );
  }
  if (gold < price) {
    throw new AppError('bail.not_enough_gold', 409, notEnoughGoldMessage(price, gold, 'pay this bail'), {
      details: { price, gold },
    });
  }
}

/**
 * Takes the bail through the ledger. The payer's row is locked and its gold was judged by
 * `assertPayable`, so this cannot find it lacking; if it ever did, the same refusal rolls back.
 */
async function takeBail(tx: Db, payer: { id: string; gold: number }, price: number, now: Date, prisonerId?: string) {
  const gold = await moveGold(tx, {
    characterId: payer.id,
    delta: -price,
    kind: 'bail',
    at: now,
    counterpartyId: prisonerId ?? null,
  });
  if (gold === null) assertPayable(price, 0, null);
  return gold!;
}

/** The jail ends now rather than being erased (lastJail keeps when it ended); nobody can rescue it any more. */
const freed = (now: Date) => ({ jailedUntil: now, jailDeedLevel: null, jailDeedMaxExperience: null });

/**
 * Pays bail: the caller's own (no `prisonerId`) or another prisoner's in the caller's city.
 * Both rows are locked first and the price is judged at `now` on the locked sentence, so of
 * concurrent payments for one prisoner exactly one pays; the others find the prisoner free.
 * Every refusal throws inside the transaction: nothing changes.
 */
export async function payBail(
  deps: Deps,
  userId: string,
  input: { prisonerId: string | null; maxPrice: number | null },
): Promise<Omit<BailResult, 'character'>> {
  const speed = deps.config.gameSpeed;
  return deps.db.transaction(async (tx: Db) => {
    const rows = await lockCallerAndPrisoner(tx, userId, input.prisonerId);
    // Judged after the lock, for the reason given at nowUnderLock: of racing payers one pays.
    const now = await nowUnderLock(tx, deps.clock);
    const me = rows.find((r) => r.userId === userId && !r.dead);
    if (!me) throw noCharacter();

    if (input.prisonerId === null) {
      if (!isJailed(me.jailedUntil, now)) throw conflict('bail.not_jailed', 'You are not in jail.');
      const price = bailAt(me, now, speed);
      assertPayable(price, me.gold, input.maxPrice);
      const gold = await takeBail(tx, me, price, now);
      await updateCharacters(tx, 'gameplay.jail', freed(now)).where(eq(c.id, me.id));
      await record(tx, [journalEntries.bailPaidOwn({ userId, characterId: me.id, at: now }, price)]);
      await cancelDue(tx, userId, 'releasedFromJail');
      await deps.seats.changed(tx, [me.id]);
      return {
        message: `You paid ${price} gold bail. You are free.`,
        paid: price,
        gold,
        goodPoints: 0,
        prisoner: { id: me.id, username: me.name },
      };
    }

    if (me.id === input.prisonerId) {
      throw badRequest('bail.self', 'To pay your own bail, send no player.');
    }
    if (isJailed(me.jailedUntil, now)) {
      throw new AppError('bail.jailed', 403, "You cannot pay another prisoner's bail while you are in jail yourself.");
    }
    const prisoner = rows.find((r) => r.id === input.prisonerId);
    if (!prisoner || prisoner.dead) throw notFound('bail.prisoner_not_found', 'Prisoner not found.');
    if (!me.cityId || prisoner.cityId !== me.cityId) {
      throw new AppError('bail.wrong_city', 403, `${prisoner.name} is not held in the jail of your city.`);
    }
    if (!isJailed(prisoner.jailedUntil, now)) throw conflict('bail.not_jailed', `${prisoner.name} is not in jail.`);
    const price = bailAt(prisoner, now, speed);
    assertPayable(price, me.gold, input.maxPrice);
    // Linked accounts may free each other, but earn no good points for it (docs/fair-play.md).
    const linked = await areLinked(tx, me.id, prisoner.id, 'bail', now);
    const goodPoints = linked ? 0 : bailGoodPoints(price, me.level);
    const scores = applyAlignmentShift(me, 'good', goodPoints);
    const gold = await takeBail(tx, me, price, now, prisoner.id);
    await updateCharacters(tx, 'gameplay.jail', {
      good: scores.good,
      neutral: scores.neutral,
      evil: scores.evil,
      alignment: alignmentNumber(scores.good, scores.evil),
    }).where(eq(c.id, me.id));
    await updateCharacters(tx, 'gameplay.jail', freed(now)).where(eq(c.id, prisoner.id));
    await record(tx, [
      journalEntries.bailPaidFor(
        { userId, characterId: me.id, at: now },
        { id: prisoner.id, name: prisoner.name },
        price,
        goodPoints,
      ),
      journalEntries.bailedOut(
        { userId: prisoner.userId, characterId: prisoner.id, at: now },
        { id: me.id, name: me.name },
        price,
      ),
    ]);
    await cancelDue(tx, prisoner.userId, 'releasedFromJail');
    await deps.seats.changed(tx, [prisoner.id]);
    // Freeing a linked account is no help a contract may count (docs/fair-play.md).
    if (!linked) {
      await deps.progress.record(
        tx,
        me.id,
        [
          { kind: 'rescue', cityId: me.cityId, axis: null, amount: 1 },
          { kind: 'alignment', cityId: me.cityId, axis: 'good', amount: goodPoints },
        ],
        now,
      );
    }
    const points = linked
      ? ' No good points: your accounts are played from the same device or connection (see the fair-play rules).'
      : goodPoints > 0
        ? ` You earned ${goodPoints} good point${goodPoints === 1 ? '' : 's'}.`
        : '';
    return {
      message: `You paid ${price} gold bail for ${prisoner.name}. ${prisoner.name} is free.${points}`,
      paid: price,
      gold,
      goodPoints,
      prisoner: { id: prisoner.id, username: prisoner.name },
    };
  });
}
