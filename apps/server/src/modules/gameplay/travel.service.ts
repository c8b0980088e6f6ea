import { type TravelDestinations, type TravelResult, notEnoughGoldMessage } from '@tod/contracts';
import {
  GameConstants,
  type GridCity,
  fareSquares,
  manhattanDistance,
  minutesLeft,
  remainingMs,
  scaleDuration,
  travelTimeMinutes,
  travelFare,
  travelTimeRangeMinutes,
} from '@tod/game';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, max, min, not } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { foreignKeyViolation } from '../../db/errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { deedsTable } from '../deeds/deeds.sql.ts';
import { isFuture, noCharacter, over, updateCharacters } from '../characters/index.ts';
import { moveGold } from '../economy/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { scheduleDue } from '../notifications/index.ts';
import { isJailed } from './jail.service.ts';
import { citiesTable } from '../world/world.sql.ts';

type Db = Deps['db'];
const c = charactersTable;
const { minuteMs } = GameConstants.time;

const cityColumns = {
  id: citiesTable.id,
  name: citiesTable.name,
  description: citiesTable.description,
  alignment: citiesTable.alignment,
  xPosition: citiesTable.xPosition,
  yPosition: citiesTable.yPosition,
};

async function travelState(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: c.id,
      level: c.level,
      gold: c.gold,
      cityId: c.cityId,
      jailedUntil: c.jailedUntil,
      travelCooldownEndsAt: c.travelCooldownEndsAt,
    })
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead)));
  return row ?? null;
}
type TravelState = NonNullable<Awaited<ReturnType<typeof travelState>>>;

const pluralMinutes = (n: number) => `${n} more minute${n === 1 ? '' : 's'}`;

/** Throws the reason this character may not set off for `destination` now, if any. */
function checkCanTravel(state: TravelState, destination: { id: string; name: string }, now: Date): void {
  if (state.cityId === destination.id) throw badRequest('travel.same_city', `You are already in ${destination.name}.`);
  if (isJailed(state.jailedUntil, now)) throw new AppError('travel.in_jail', 403, 'You cannot travel while in jail.');
  if (isFuture(state.travelCooldownEndsAt, now)) {
    const retryAfterSeconds = Math.max(1, Math.ceil(remainingMs(state.travelCooldownEndsAt, now) / 1000));
    throw new AppError(
      'travel.resting',
      429,
      `You need to rest for ${pluralMinutes(minutesLeft(state.travelCooldownEndsAt, now))} before traveling again.`,
      {
        headers: { 'retry-after': String(retryAfterSeconds) },
        details: { retryAfterSeconds, cooldown: state.travelCooldownEndsAt.toISOString() },
      },
    );
  }
}

/**
 * The fare of a journey and the squares it counts. Between cities without coordinates the
 * squares come from the shortest travel time of the range, so the fare shown before the
 * journey is the one paid whatever the random part of the time draws.
 */
export function journeyFare(origin: GridCity | null, destination: GridCity, characterLevel: number) {
  const manhattan = origin ? manhattanDistance(origin, destination) : null;
  const squares = fareSquares(manhattan, travelTimeRangeMinutes(origin, destination).min);
  return { squares, fare: travelFare(squares, characterLevel) };
}

/** Per city, the deeds only it offers: what makes a journey worth its fare (docs/game-rules.md). */
async function localDeedsByCity(db: Db) {
  const rows = await db
    .select({ cityId: deedsTable.cityId, count: count(), minLevel: min(deedsTable.level), maxLevel: max(deedsTable.level) })
    .from(deedsTable)
    .where(isNotNull(deedsTable.cityId))
    .groupBy(deedsTable.cityId);
  return new Map(
    rows.map((r) => [r.cityId, { count: Number(r.count), minLevel: Number(r.minLevel), maxLevel: Number(r.maxLevel) }]),
  );
}

/** Every other city with the journey from the character's current one, shortest first. */
export async function listDestinations(deps: Deps, userId: string): Promise<TravelDestinations> {
  const state = await travelState(deps.db, userId);
  if (!state) throw noCharacter();
  const now = deps.clock.now();
  const [cities, localDeeds] = await Promise.all([
    deps.db.select(cityColumns).from(citiesTable).orderBy(asc(citiesTable.name)),
    localDeedsByCity(deps.db),
  ]);
  const origin = cities.find((city) => city.id === state.cityId) ?? null;
  const realMs = (minutes: number) => scaleDuration(minutes * minuteMs, deps.config.gameSpeed);
  const destinations = cities
    .filter((city) => city.id !== state.cityId)
    .map((city) => {
      const range = travelTimeRangeMinutes(origin, city);
      return {
        ...city,
        distance: origin ? manhattanDistance(origin, city) : null,
        travelMinutes: range.min,
        travelMinutesMax: range.max,
        travelMs: realMs(range.min),
        travelMsMax: realMs(range.max),
        localDeeds: localDeeds.get(city.id) ?? null,
      };
    })
    .sort((a, b) => a.travelMinutes - b.travelMinutes || a.name.localeCompare(b.name));
  return {
    location: origin ? { id: origin.id, name: origin.name } : null,
    restingUntil: isFuture(state.travelCooldownEndsAt, now) ? state.travelCooldownEndsAt.toISOString() : null,
    destinations,
  };
}

/**
 * A journey: the character arrives at once and rests for the travel time. The move is one
 * conditional UPDATE that re-checks everything the travel time was computed from (still alive,
 * still in the same city, free, rested), so of concurrent journeys exactly one happens.
 */
export async function travel(deps: Deps, userId: string, cityId: string): Promise<Omit<TravelResult, 'character'>> {
  const state = await travelState(deps.db, userId);
  if (!state) throw noCharacter();
  const ids = state.cityId ? [cityId, state.cityId] : [cityId];
  const cities = await deps.db.select(cityColumns).from(citiesTable).where(inArray(citiesTable.id, ids));
  const destination = cities.find((city) => city.id === cityId);
  if (!destination) throw notFound('world.city_not_found', 'City not found.');
  const now = deps.clock.now();
  checkCanTravel(state, destination, now);

  const origin = cities.find((city) => city.id === state.cityId) ?? null;
  const { fare } = journeyFare(origin, destination, state.level);
  const minutes = travelTimeMinutes(origin, destination, deps.rng);
  const cooldown = new Date(now.getTime() + scaleDuration(minutes * minuteMs, deps.config.gameSpeed));
  // The fare was priced from the level and the origin read above: both are part of the WHERE,
  // and the gold is taken in the same statement only when it covers the fare.
  // The move, its journal entry and the "arrived" notification commit together.
  const moved = await deps.db.transaction(async (tx) => {
    const [row] = await updateCharacters(tx, 'gameplay.travel', {
      cityId: destination.id,
      travelCooldownEndsAt: cooldown,
    })
      .where(
        and(
          eq(c.id, state.id),
          not(c.dead),
          eq(c.level, state.level),
          gte(c.gold, fare),
          state.cityId ? eq(c.cityId, state.cityId) : isNull(c.cityId),
          over(c.jailedUntil, now),
          over(c.travelCooldownEndsAt, now),
        ),
      )
      .returning({ id: c.id })
      .catch((err: unknown) => {
        // Staff deleted the destination between our read and this write.
        if (foreignKeyViolation(err) !== null) throw notFound('world.city_not_found', 'City not found.');
        throw err;
      });
    if (!row) return null;
    // The row is now locked by this transaction and held at least the fare, so the fare is taken.
    const gold = await moveGold(tx, { characterId: row.id, delta: -fare, kind: 'travel', ref: destination.name, at: now });
    if (gold === null) throw new Error('the locked traveller lost the fare');
    await record(tx, [journalEntries.arrived({ userId, characterId: row.id, at: now }, destination.name, fare)]);
    await deps.progress.record(tx, row.id, [{ kind: 'travel', cityId: destination.id, axis: null, amount: 1 }], now);
    await scheduleDue(tx, { userId, characterId: row.id, kind: 'arrived', dueAt: cooldown, onlyIfSubscribed: true });
    await deps.seats.changed(tx, [row.id]);
    return { id: row.id, gold };
  });
  if (!moved) {
    const latest = await travelState(deps.db, userId);
    if (!latest) throw noCharacter();
    checkCanTravel(latest, destination, now);
    if (latest.level === state.level && latest.cityId === state.cityId && latest.gold < fare) {
      throw new AppError(
        'travel.not_enough_gold',
        409,
        notEnoughGoldMessage(fare, latest.gold, `travel to ${destination.name}`),
        {
          details: { price: fare, gold: latest.gold },
        },
      );
    }
    throw conflict('travel.changed', 'Your character moved in the meantime. Please try again.');
  }
  return {
    cooldown: cooldown.toISOString(),
    location: { id: destination.id, name: destination.name },
    travelMinutes: minutes,
    fare,
    gold: moved.gold,
  };
}
