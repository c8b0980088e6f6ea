import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { charactersTable } from './characters.sql.ts';

type CharacterSet = PgUpdateSetSource<typeof charactersTable>;

/**
 * `characters` is shared game state: besides this module (creation, bio, icon, death, "last
 * seen"), the game actions of other modules change a character, each only the columns listed
 * here and only through `updateCharacters` (docs/architecture.md, "Shared game state"). Staff
 * write them only through Manage Characters (`roster`); accounts never do. A writer is named after its module, or
 * `<module>.<action>` where one module's actions change different columns, so the table
 * ownership check (tooling/table-writes.test.ts) can tell whose it is
 * (docs/decisions/0031-module-order-and-table-ownership.md).
 */
export const CharacterWriters = {
  /**
   * Gold, for every other change of it: `moveGold` (modules/economy), one guarded statement with
   * its ledger line.
   */
  economy: ['gold'],
  /**
   * A deed attempt: its cooldown, then the outcome (rewards, alignment, rest, effort, jail). It
   * keeps `gold` because the attempt is one statement (docs/hot-path.md); its ledger line is
   * written in that statement by the economy module's `goldLedgerFromClaim` (ADR 0033).
   */
  deeds: [
    'deedCooldownEndsAt',
    'level',
    'experience',
    'gold',
    'good',
    'neutral',
    'evil',
    'alignment',
    'restedExperience',
    'restedSince',
    'effortDay',
    'effortMs',
    'jailedUntil',
    'jailDeedLevel',
    'jailDeedMaxExperience',
  ],
  /** A training session: its cooldown (the fee is paid through the economy module, the skill levels are training's own table). */
  training: ['trainingCooldownEndsAt'],
  /** Gameplay, a journey: the city and the rest after it (the fare is paid through the economy module). */
  'gameplay.travel': ['cityId', 'travelCooldownEndsAt'],
  /**
   * Gameplay, bail and jailbreak: release, the price and its good points, the rescuer's
   * experience, effort, cooldown and count.
   */
  'gameplay.jail': [
    'jailedUntil',
    'jailDeedLevel',
    'jailDeedMaxExperience',
    'rescueCooldownEndsAt',
    'effortDay',
    'effortMs',
    'good',
    'neutral',
    'evil',
    'alignment',
    'level',
    'experience',
    'jailbreaks',
  ],
  /** Quests, a contract or chain finished: its experience and level (the gold through the ledger, kind `quest`); a chain's choice: alignment. */
  quests: ['level', 'experience', 'good', 'neutral', 'evil', 'alignment'],
  /**
   * Crews, a launched group deed: each seated member's experience, level and alignment on
   * success, the sentence on failure (the pay through the ledger, kind `group_deed`).
   */
  crews: ['level', 'experience', 'good', 'neutral', 'evil', 'alignment', 'jailedUntil', 'jailDeedLevel', 'jailDeedMaxExperience'],
  /** Fair play, the city watch: the jail of a wrong or missing answer (docs/fair-play.md#the-city-watch). */
  fairplay: ['jailedUntil', 'jailDeedLevel', 'jailDeedMaxExperience'],
  /**
   * Manage Characters (staff, audited, each with a written reason): rename, level (with its
   * experience), alignment points, city, release from jail, death. Gold goes through `economy`.
   */
  roster: [
    'name',
    'level',
    'experience',
    'good',
    'neutral',
    'evil',
    'alignment',
    'cityId',
    'jailedUntil',
    'jailDeedLevel',
    'jailDeedMaxExperience',
    'dead',
    'diedAt',
  ],
} as const satisfies Record<string, ReadonlyArray<keyof CharacterSet>>;

export type CharacterWriter = keyof typeof CharacterWriters;
export type CharacterChanges<W extends CharacterWriter> = Pick<CharacterSet, (typeof CharacterWriters)[W][number]>;

const allowed = Object.fromEntries(
  Object.entries(CharacterWriters).map(([writer, columns]) => [writer, new Set<string>(columns)]),
) as Record<CharacterWriter, Set<string>>;

/**
 * Starts `UPDATE characters SET <changes>` for one writer; the caller adds the WHERE that makes
 * it safe against races (a claiming condition, or the id of a row it holds locked) and any
 * RETURNING. A column outside the writer's list is a programming error: the compiler refuses
 * it, and so does this function for one that slipped in through a spread.
 */
export function updateCharacters<W extends CharacterWriter>(db: Pick<Db, 'update'>, writer: W, changes: CharacterChanges<W>) {
  for (const column of Object.keys(changes)) {
    if (!allowed[writer].has(column)) throw new Error(`${writer} may not write characters.${column}`);
  }
  return db.update(charactersTable).set(changes);
}
