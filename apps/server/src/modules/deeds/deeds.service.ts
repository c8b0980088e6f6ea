import type { PlayerDeed } from '@tod/contracts';
import { effortToday, fatigueFactor } from '@tod/game';
import { and, asc, eq, isNull, lte, not, or, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { isFuture, noCharacter } from '../characters/index.ts';
import { characterSkillsTable, skillsTable } from '../training/training.sql.ts';
import { wornItemsOf } from '../equipment/index.ts';
import { citiesTable } from '../world/world.sql.ts';
import { deedsTable } from './deeds.sql.ts';
import { type DeedRow, skillKey, toPlayerDeed } from './deeds.view.ts';

export { toDeed } from './deeds.view.ts';

type Db = Deps['db'];
const c = charactersTable;
const cs = characterSkillsTable;

export async function getDeed(db: Db, id: string): Promise<DeedRow> {
  const [row] = await db.select().from(deedsTable).where(eq(deedsTable.id, id));
  if (!row) throw notFound('deeds.not_found', 'Deed not found.');
  return row;
}

/** The fields the deed rules read about the living character of an account, with its city's alignment. */
async function deedState(db: Db, userId: string) {
  const [row] = await prepared(db, 'tod_deed_state', (d, name) =>
    d
      .select({
        id: c.id,
        level: c.level,
        alignment: c.alignment,
        cityId: c.cityId,
        cityAlignment: citiesTable.alignment,
        effortDay: c.effortDay,
        effortMs: c.effortMs,
        deedCooldownEndsAt: c.deedCooldownEndsAt,
        jailedUntil: c.jailedUntil,
      })
      .from(c)
      .leftJoin(citiesTable, eq(citiesTable.id, c.cityId))
      .where(and(eq(c.userId, sql.placeholder('userId')), not(c.dead)))
      .prepare(name),
  ).execute({ userId });
  return row ?? null;
}

/** Deeds of level <= `level` for everywhere, and for the city when `cityId` is given; two statements. */
function deedsAvailable(db: Db, level: number, cityId: string | null) {
  const name = cityId ? 'tod_deeds_here_and_everywhere' : 'tod_deeds_everywhere';
  return prepared(db, name, (d) =>
    d
      .select()
      .from(deedsTable)
      .where(
        and(
          lte(deedsTable.level, sql.placeholder('level')),
          cityId ? or(isNull(deedsTable.cityId), eq(deedsTable.cityId, sql.placeholder('cityId'))) : isNull(deedsTable.cityId),
        ),
      )
      .orderBy(asc(deedsTable.level), asc(deedsTable.name))
      .prepare(name),
  ).execute({ level, cityId });
}

/** The character's skills by name, for the odds. */
function skillsOf(db: Db, characterId: string) {
  return prepared(db, 'tod_character_skill_levels', (d, name) =>
    d
      .select({ name: skillsTable.name, level: cs.level })
      .from(cs)
      .innerJoin(skillsTable, eq(skillsTable.id, cs.skillId))
      .where(eq(cs.characterId, sql.placeholder('characterId')))
      .prepare(name),
  ).execute({ characterId });
}

/**
 * The player's list: deeds of level <= the character's that belong to its city or to
 * everywhere, each judged by the rules for this character now.
 */
export async function listDeedsFor(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: string): Promise<PlayerDeed[]> {
  const state = await deedState(deps.db, userId);
  if (!state) throw noCharacter();
  const now = deps.clock.now();
  const [rows, skills, worn] = await Promise.all([
    deedsAvailable(deps.db, state.level, state.cityId),
    skillsOf(deps.db, state.id),
    wornItemsOf(deps.db, state.id),
  ]);
  const viewer = {
    level: state.level,
    alignment: state.alignment,
    cityAlignment: state.cityAlignment,
    skillLevels: new Map(skills.map((s) => [skillKey(s.name), s.level])),
    fatigueFactor: fatigueFactor(effortToday({ day: state.effortDay, ms: state.effortMs }, now.getTime(), deps.config.gameSpeed)),
    cooldownEnd: isFuture(state.deedCooldownEndsAt, now) ? state.deedCooldownEndsAt : null,
    gameSpeed: deps.config.gameSpeed,
    worn,
  };
  return rows.map((row) => toPlayerDeed(row, viewer));
}
