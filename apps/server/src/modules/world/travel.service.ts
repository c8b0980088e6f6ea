import type { TravelDestinations, TravelResult } from '@tod/contracts';
import {
  GameConstants,
  manhattanDistance,
  minutesLeft,
  remainingMs,
  scaleDuration,
  travelTimeMinutes,
  travelTimeRangeMinutes,
} from '@tod/game';
import { type Column, and, asc, eq, inArray, isNull, lte, not, or } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { foreignKeyViolation } from '../../db/errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { noCharacter } from '../characters/index.ts';
import { isJailed } from './jail.service.ts';
import { citiesTable } from './world.sql.ts';

type Db = Deps['db'];
const c = charactersTable;
const { minuteMs } = GameConstants.time;

const over = (column: Column, now: Date) => or(isNull(column), lte(column, now));
const isFuture = (d: Date | null, now: Date): d is Date => d !== null && d.getTime() > now.getTime();

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
    .select({ id: c.id, cityId: c.cityId, jailedUntil: c.jailedUntil, travelCooldownEndsAt: c.travelCooldownEndsAt })
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

/** Every other city with the journey from the character's current one, shortest first. */
export async function listDestinations(deps: Deps, userId: string): Promise<TravelDestinations> {
  const state = await travelState(deps.db, userId);
  if (!state) throw noCharacter();
  const now = deps.clock.now();
  const cities = await deps.db.select(cityColumns).from(citiesTable).orderBy(asc(citiesTable.name));
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
export async function travel(deps: Deps, userId: string, cityId: string): Promise<TravelResult> {
  const state = await travelState(deps.db, userId);
  if (!state) throw noCharacter();
  const ids = state.cityId ? [cityId, state.cityId] : [cityId];
  const cities = await deps.db.select(cityColumns).from(citiesTable).where(inArray(citiesTable.id, ids));
  const destination = cities.find((city) => city.id === cityId);
  if (!destination) throw notFound('world.city_not_found', 'City not found.');
  const now = deps.clock.now();
  checkCanTravel(state, destination, now);

  const origin = cities.find((city) => city.id === state.cityId) ?? null;
  const minutes = travelTimeMinutes(origin, destination, deps.rng);
  const cooldown = new Date(now.getTime() + scaleDuration(minutes * minuteMs, deps.config.gameSpeed));
  const [moved] = await deps.db
    .update(c)
    .set({ cityId: destination.id, travelCooldownEndsAt: cooldown })
    .where(
      and(
        eq(c.id, state.id),
        not(c.dead),
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
  if (!moved) {
    const latest = await travelState(deps.db, userId);
    if (!latest) throw noCharacter();
    checkCanTravel(latest, destination, now);
    throw conflict('travel.changed', 'Your character moved in the meantime. Please try again.');
  }
  return {
    cooldown: cooldown.toISOString(),
    location: { id: destination.id, name: destination.name },
    travelMinutes: minutes,
  };
}
