import type { OwnCharacter, PublicCharacter } from '@tod/contracts';
import { characterTitle, effortToday, fatigueFactor, restedNow } from '@tod/game';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { citiesTable } from '../world/world.sql.ts';
import { charactersTable } from './characters.sql.ts';
import { iso } from './timed-state.ts';

/** Columns every character read selects: the row plus its city's name. */
const characterColumns = {
  row: charactersTable,
  cityName: citiesTable.name,
} as const;

/** Starts a character read joined with its city; callers add their own `where`. */
export const selectCharacters = (db: Db) =>
  db.select(characterColumns).from(charactersTable).leftJoin(citiesTable, eq(citiesTable.id, charactersTable.cityId));

type CharacterRow = typeof charactersTable.$inferSelect;
export interface CharacterWithCity {
  row: CharacterRow;
  cityName: string | null;
}

const future = (d: Date | null, now: Date) => (d && d.getTime() > now.getTime() ? d : null);

/** The fields anyone signed in may see (docs/product-rules.md#characters): no account data. */
export function toPublicCharacter({ row, cityName }: CharacterWithCity, now: Date): PublicCharacter {
  return {
    id: row.id,
    username: row.name,
    icon: row.icon,
    level: row.level,
    experience: row.experience,
    gold: row.gold,
    good: row.good,
    neutral: row.neutral,
    evil: row.evil,
    alignment: row.alignment,
    bio: row.bio,
    createdAt: row.createdAt.toISOString(),
    dead: row.dead,
    location: row.cityId && cityName ? { id: row.cityId, name: cityName } : null,
    inJail: !row.dead && future(row.jailedUntil, now) !== null,
  };
}

/** The parts of the owner's view that depend only on the row, written as the answer shows them. */
interface RowStrings {
  createdAt: string;
  lastDeed: string | null;
  lastTraining: string | null;
  lastJail: string | null;
  lastTravelled: string | null;
  title: string;
}

/**
 * Per row object: a signed-in request answers from the row its session statement read, and on
 * the embedded database that row is the cached one, shared by every call until the character
 * changes (a change reads a new row object). Date-to-ISO conversions were a large share of the
 * account call's own CPU (docs/decisions/0021-lean-hot-path.md).
 */
const rowStrings = new WeakMap<CharacterRow, RowStrings>();

function stringsOf(row: CharacterRow): RowStrings {
  let strings = rowStrings.get(row);
  if (!strings) {
    strings = {
      createdAt: row.createdAt.toISOString(),
      lastDeed: iso(row.deedCooldownEndsAt),
      lastTraining: iso(row.trainingCooldownEndsAt),
      lastJail: iso(row.jailedUntil),
      lastTravelled: iso(row.travelCooldownEndsAt),
      title: characterTitle(row),
    };
    rowStrings.set(row, strings);
  }
  return strings;
}

/**
 * The owner's view: public fields plus timers (each the moment it ends), the child code, and
 * the rested bank, fatigue and title as the rules read them at `now` (rested time counts in
 * game time, so the server's game speed is needed).
 */
export function toOwnCharacter({ row, cityName }: CharacterWithCity, now: Date, gameSpeed: number): OwnCharacter {
  const nowMs = now.getTime();
  const strings = stringsOf(row);
  const effortTodayMs = effortToday({ day: row.effortDay, ms: row.effortMs }, nowMs, gameSpeed);
  const jailed = row.jailedUntil !== null && row.jailedUntil.getTime() > nowMs;
  // Built in one literal (not from toPublicCharacter's answer spread): same fields, one object.
  return {
    id: row.id,
    username: row.name,
    icon: row.icon,
    level: row.level,
    experience: row.experience,
    gold: row.gold,
    good: row.good,
    neutral: row.neutral,
    evil: row.evil,
    alignment: row.alignment,
    bio: row.bio,
    createdAt: strings.createdAt,
    dead: row.dead,
    location: row.cityId && cityName ? { id: row.cityId, name: cityName } : null,
    inJail: !row.dead && jailed,
    childCode: row.childCode,
    deedsCooldown: row.deedCooldownEndsAt !== null && row.deedCooldownEndsAt.getTime() > nowMs ? strings.lastDeed : null,
    jailReleaseTime: jailed ? strings.lastJail : null,
    lastDeed: strings.lastDeed,
    lastTraining: strings.lastTraining,
    lastJail: strings.lastJail,
    lastTravelled: strings.lastTravelled,
    rescueCooldown: iso(future(row.rescueCooldownEndsAt, now)),
    parentId: row.parentId,
    inheritedGold: row.inheritedGold,
    restedExperience: restedNow(
      { level: row.level, restedExperience: row.restedExperience, restedSinceMs: row.restedSince?.getTime() ?? null },
      nowMs,
      gameSpeed,
    ),
    fatigue: { effortTodayMs, factor: fatigueFactor(effortTodayMs) },
    title: strings.title,
  };
}
