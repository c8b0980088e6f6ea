import type { PlayerDeed } from '@tod/contracts';
import { effortToday, fatigueFactor } from '@tod/game';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared.ts';
import type { Deps } from '../../lib/deps.ts';
import { contentSource } from '../../lib/content-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { isFuture, noCharacter } from '../characters/index.ts';
import { parseWornItems, wornItemsJson } from '../equipment/index.ts';
import { citiesTable } from '../world/world.sql.ts';
import type { DeedPorts } from './deeds.attempt-statements.ts';
import { deedsTable } from './deeds.sql.ts';
import { type DeedRow, skillKey, toPlayerDeed } from './deeds.view.ts';

export { toDeed } from './deeds.view.ts';

type Db = Deps['db'];
const c = charactersTable;

/** Every deed, lowest level first then by name (the order of every list), kept in memory. */
export const deedCatalogue = contentSource('deeds', (db) =>
  db.select().from(deedsTable).orderBy(asc(deedsTable.level), asc(deedsTable.name)),
);

/** The deeds by id, from the same read. */
const deedsById = contentSource('deeds by id', async (db) => new Map((await deedCatalogue.load(db)).map((d) => [d.id, d])));

/** One deed from the catalogue in memory, or 404. */
export async function getDeed(deps: Pick<Deps, 'content'>, id: string, since?: number): Promise<DeedRow> {
  const row = (await deps.content.read(deedsById, since)).get(id);
  if (!row) throw notFound('deeds.not_found', 'Deed not found.');
  return row;
}

/**
 * The fields the deed rules read about the living character of an account, with its city's
 * alignment, its skills and its worn items: the player's own part of the list, one statement.
 */
async function deedState(db: Db, userId: string, ports: DeedPorts) {
  // The port is part of the statement, so each combination is its own prepared statement.
  const suffix = ports.charterOf ? '_charter' : '';
  const [row] = await prepared(db, `tod_deed_list_state${suffix}`, (d, name) =>
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
        skills: sql<
          [string, number | string][] | string
        >`(select coalesce(json_agg(json_build_array(sk.name, ccs.level)), '[]'::json)
          from character_skills ccs inner join skills sk on sk.id = ccs.skill_id where ccs.character_id = ${c.id})`,
        worn: wornItemsJson(c.id),
        charter: ports.charterOf ? ports.charterOf(c.id) : sql<string | null>`null`,
      })
      .from(c)
      .leftJoin(citiesTable, eq(citiesTable.id, c.cityId))
      .where(and(eq(c.userId, sql.placeholder('userId')), not(c.dead)))
      .prepare(name),
  ).execute({ userId });
  return row ?? null;
}

/**
 * The player's list: deeds of level <= the character's that belong to its city or to
 * everywhere, each judged by the rules for this character now.
 */
export async function listDeedsFor(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'content'>,
  userId: string,
  since?: number,
  ports: DeedPorts = {},
): Promise<PlayerDeed[]> {
  const [state, catalogue] = await Promise.all([deedState(deps.db, userId, ports), deps.content.read(deedCatalogue, since)]);
  if (!state) throw noCharacter();
  const now = deps.clock.now();
  const skills: [string, number | string][] = typeof state.skills === 'string' ? JSON.parse(state.skills) : state.skills;
  const viewer = {
    level: state.level,
    alignment: state.alignment,
    cityAlignment: state.cityAlignment,
    skillLevels: new Map(skills.map(([name, level]) => [skillKey(name), Number(level)])),
    fatigueFactor: fatigueFactor(effortToday({ day: state.effortDay, ms: state.effortMs }, now.getTime(), deps.config.gameSpeed)),
    cooldownEnd: isFuture(state.deedCooldownEndsAt, now) ? state.deedCooldownEndsAt : null,
    gameSpeed: deps.config.gameSpeed,
    worn: parseWornItems(state.worn),
    charter: state.charter,
  };
  // Deeds of the character's level or below, of its city or of everywhere, in the catalogue's order.
  const rows = catalogue.filter((d) => d.level <= state.level && (d.cityId === null || d.cityId === state.cityId));
  return rows.map((row) => toPlayerDeed(row, viewer));
}
