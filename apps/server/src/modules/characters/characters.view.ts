import type { OwnCharacter, PublicCharacter } from '@tod/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { citiesTable } from '../world/world.sql.ts';
import { charactersTable } from './characters.sql.ts';

/** Columns every character read selects: the row plus its city's name. */
export const characterColumns = {
  row: charactersTable,
  cityName: citiesTable.name,
} as const;

/** Starts a character read joined with its city; callers add their own `where`. */
export const selectCharacters = (db: Db) =>
  db.select(characterColumns).from(charactersTable).leftJoin(citiesTable, eq(citiesTable.id, charactersTable.cityId));

export type CharacterRow = typeof charactersTable.$inferSelect;
export interface CharacterWithCity {
  row: CharacterRow;
  cityName: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const future = (d: Date | null, now: Date) => (d && d.getTime() > now.getTime() ? d : null);

/** The fields anyone signed in may see (decisions §3): no account data. */
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

/** The owner's view: public fields plus timers (each the moment it ends) and the child code. */
export function toOwnCharacter(c: CharacterWithCity, now: Date): OwnCharacter {
  const { row } = c;
  return {
    ...toPublicCharacter(c, now),
    childCode: row.childCode,
    deedsCooldown: iso(future(row.deedCooldownEndsAt, now)),
    jailReleaseTime: iso(future(row.jailedUntil, now)),
    lastDeed: iso(row.deedCooldownEndsAt),
    lastTraining: iso(row.trainingCooldownEndsAt),
    lastJail: iso(row.jailedUntil),
    lastTravelled: iso(row.travelCooldownEndsAt),
    parentId: row.parentId,
    inheritedGold: row.inheritedGold,
  };
}
