import { createHash, randomBytes } from 'node:crypto';
import { type CasinoBetResult, type CasinoRound, type CasinoState, notEnoughGoldMessage } from '@tod/contracts';
import {
  Casino,
  type CasinoRefusal,
  type CasinoSide,
  casinoPayout,
  casinoRefusal,
  casinoRoll,
  cityHostsCasino,
  dailyCasinoCap,
  maxCasinoStake,
  utcDay,
} from '@tod/game';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { nowUnderLock } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable, noCharacter } from '../characters/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { citiesTable } from '../world/index.ts';
import { casinoRoundsTable } from './economy.sql.ts';
import { moveGold } from './ledger.service.ts';

type Db = Deps['db'];
type Row = typeof casinoRoundsTable.$inferSelect;
const cr = casinoRoundsTable;
const c = charactersTable;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The roll of a seed pair (docs/economy.md#casino): SHA-256 of `serverSeed:clientSeed`, read by `casinoRoll`. */
export const rollOf = (serverSeed: string, clientSeed: string) => casinoRoll(sha256(`${serverSeed}:${clientSeed}`));

const view = (r: Row): CasinoRound => ({
  id: r.id,
  seedHash: r.seedHash,
  serverSeed: r.serverSeed,
  clientSeed: r.clientSeed ?? '',
  side: (r.side ?? 'low') as CasinoSide,
  stake: r.stake ?? 0,
  roll: r.roll ?? 0,
  payout: r.payout ?? 0,
  settledAt: (r.settledAt ?? r.committedAt).toISOString(),
});

/** The caller's living character with its city's name and alignment. */
async function me(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: c.id,
      level: c.level,
      gold: c.gold,
      jailedUntil: c.jailedUntil,
      cityName: citiesTable.name,
      cityAlignment: citiesTable.alignment,
    })
    .from(c)
    .leftJoin(citiesTable, eq(citiesTable.id, c.cityId))
    .where(and(eq(c.userId, userId), sql`not ${c.dead}`));
  if (!row) throw noCharacter();
  return row;
}

type Me = Awaited<ReturnType<typeof me>>;

/** Why the caller may not bet here and now, or null: the casino is only in evil-leaning cities, and not for prisoners. */
function closedReason(m: Me, now: Date): AppError | null {
  if (m.cityAlignment === null || !cityHostsCasino(m.cityAlignment)) {
    return new AppError('casino.closed', 403, 'There is no casino here: only evil-leaning cities keep one.');
  }
  if (m.jailedUntil && m.jailedUntil.getTime() > now.getTime()) {
    return new AppError('casino.jailed', 403, 'You cannot gamble while in jail.');
  }
  return null;
}

/**
 * The caller's unsettled round: its commitment is what the next bet uses. Made on first need with
 * a fresh 32-byte seed from the system's cryptographic source (never the game's rng, which tests
 * and replays may fix); ON CONFLICT DO NOTHING keeps one per character under races.
 */
async function commitment(db: Db, characterId: string, now: Date): Promise<string> {
  const serverSeed = randomBytes(32).toString('hex');
  await db
    .insert(cr)
    .values({ characterId, serverSeed, seedHash: sha256(serverSeed), committedAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ seedHash: cr.seedHash })
    .from(cr)
    .where(and(eq(cr.characterId, characterId), isNull(cr.settledAt)));
  return row!.seedHash;
}

async function stakedToday(db: Db, characterId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ staked: sql<number>`coalesce(sum(${cr.stake}), 0)`.mapWith(Number) })
    .from(cr)
    .where(and(eq(cr.characterId, characterId), eq(cr.day, day)));
  return row?.staked ?? 0;
}

/** The casino's rules, the caller's commitment for the next bet and its last rounds, shown before a bet. */
export async function casinoState(deps: Deps, userId: string): Promise<CasinoState> {
  const m = await me(deps.db, userId);
  const now = deps.clock.now();
  const rounds = await deps.db
    .select()
    .from(cr)
    .where(and(eq(cr.characterId, m.id), isNotNull(cr.settledAt)))
    .orderBy(desc(cr.id))
    .limit(10);
  return {
    refusal: closedReason(m, now)?.message ?? null,
    cityName: m.cityName,
    houseEdgePercent: Casino.houseEdgePercent,
    payoutMultiplier: Casino.payoutMultiplier,
    lowMax: Casino.lowMax,
    highMin: Casino.highMin,
    minStake: Casino.minStake,
    maxStake: maxCasinoStake(m.level),
    dailyCap: dailyCasinoCap(m.level),
    stakedToday: await stakedToday(deps.db, m.id, utcDay(now.getTime())),
    gold: m.gold,
    commitment: await commitment(deps.db, m.id, now),
    rounds: rounds.map(view),
  };
}

function refusalError(r: CasinoRefusal): AppError {
  if (r.reason === 'below_min') {
    return new AppError('casino.below_min', 400, `The least stake is ${r.min} gold.`, { details: { min: r.min } });
  }
  if (r.reason === 'above_max') {
    return new AppError('casino.above_max', 400, `At your level the most you can stake is ${r.max} gold.`, {
      details: { max: r.max },
    });
  }
  return new AppError(
    'casino.daily_cap',
    409,
    r.room > 0 ? `You can stake ${r.room} more gold today.` : 'You have staked all you can today. Come back tomorrow.',
    { details: { room: r.room } },
  );
}

/**
 * A bet. The round the player saw committed is settled by one guarded UPDATE (only while it is
 * the caller's unsettled round with that hash), so a commitment decides exactly one bet and the
 * caller's bets run one after another: the day's cap is then judged on every earlier bet. The
 * stake leaves through `moveGold` (ledger `casino`, gold destroyed), a win comes back through it
 * (ledger `casino`, gold created), and the next commitment is made, all in one transaction; any
 * refusal rolls everything back, the commitment included.
 */
export async function placeBet(
  deps: Deps,
  userId: string,
  input: { side: CasinoSide; stake: number; clientSeed: string; commitment: string },
): Promise<Omit<CasinoBetResult, 'character'>> {
  const m = await me(deps.db, userId);
  return deps.db.transaction(async (tx: Db) => {
    const now = await nowUnderLock(tx, deps.clock);
    const closed = closedReason(m, now);
    if (closed) throw closed;
    const [round] = await tx
      .update(cr)
      .set({ settledAt: now, side: input.side, stake: input.stake, clientSeed: input.clientSeed, day: utcDay(now.getTime()) })
      .where(and(eq(cr.characterId, m.id), isNull(cr.settledAt), eq(cr.seedHash, input.commitment)))
      .returning();
    if (!round) {
      throw conflict('casino.commitment_changed', 'That commitment was used or replaced. Look at the new one and bet again.');
    }
    const staked = (await stakedToday(tx, m.id, round.day!)) - input.stake;
    const refused = casinoRefusal({ stake: input.stake, level: m.level, stakedToday: staked });
    if (refused) throw refusalError(refused);
    const afterStake = await moveGold(tx, {
      characterId: m.id,
      delta: -input.stake,
      kind: 'casino',
      ref: `bet ${round.id}`,
      at: now,
    });
    if (afterStake === null) {
      const gold = (await me(tx, userId)).gold;
      throw new AppError('casino.not_enough_gold', 409, notEnoughGoldMessage(input.stake, gold, 'stake it'), {
        details: { price: input.stake, gold },
      });
    }
    const roll = rollOf(round.serverSeed, input.clientSeed);
    const payout = casinoPayout(input.side, roll, input.stake);
    const gold =
      payout > 0
        ? await moveGold(tx, { characterId: m.id, delta: payout, kind: 'casino', ref: `bet ${round.id} won`, at: now })
        : afterStake;
    const [settled] = await tx.update(cr).set({ roll, payout }).where(eq(cr.id, round.id)).returning();
    const next = await commitment(tx, m.id, now);
    await record(tx, [journalEntries.casinoBet({ userId, characterId: m.id, at: now }, input.stake, roll, payout)]);
    return {
      message:
        payout > 0
          ? `The roll is ${roll}. ${input.side === 'low' ? 'Low' : 'High'} wins: you receive ${payout} gold.`
          : `The roll is ${roll}. You lose your stake of ${input.stake} gold.`,
      round: view(settled!),
      gold: gold ?? afterStake,
      commitment: next,
    };
  });
}

/**
 * The server's check of a roll, for anyone: the seed's hash must be the commitment of a settled
 * round (a seed never committed, or not yet revealed, is refused); answers the hash, the roll
 * the two seeds give, and the round as it was recorded.
 */
export async function verifyRoll(deps: Deps, input: { serverSeed: string; clientSeed: string }) {
  const seedHash = sha256(input.serverSeed);
  const [round] = await deps.db
    .select()
    .from(cr)
    .where(and(eq(cr.seedHash, seedHash), eq(cr.serverSeed, input.serverSeed), isNotNull(cr.settledAt)));
  if (!round) throw notFound('casino.seed_not_committed', 'No settled bet was committed to this seed.');
  return { seedHash, roll: rollOf(input.serverSeed, input.clientSeed), round: view(round) };
}
