import type { PlayerDeed } from '@tod/contracts';
import { effortToday, fatigueFactor } from '@tod/game';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared.ts';
import type { Deps } from '../../lib/deps.ts';
import { contentSource } from '../../lib/content-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { isFuture } from '../characters/index.ts';
import { parseWornItems, wornItemsJson } from '../equipment/index.ts';
import { citiesTable } from '../world/world.sql.ts';
import type { DeedPorts } from './deeds.attempt-statements.ts';
import { deedsTable } from './deeds.sql.ts';
import { type DeedRow, type DeedViewer, skillKey, toPlayerDeed } from './deeds.view.ts';

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
 * What the deed rules read about the living character of an account, with its city's
 * alignment, its skills, its worn items and its crew's charter: the player's own part of the
 * list, one statement, parsed once (the value the deed state cache keeps).
 */
export async function readDeedState(db: Db, userId: string, ports: DeedPorts): Promise<DeedState | null> {
  // The port is part of the statement, so each combination is its own prepared statement.
  const suffix = ports.charterOf ? '_charter' : '';
  const [row] = await prepared(db, `tod_deed_list_state${suffix}`, (d, name) =>
    d
      .select({
        level: c.level,
        alignment: c.alignment,
        cityId: c.cityId,
        cityAlignment: citiesTable.alignment,
        effortDay: c.effortDay,
        effortMs: c.effortMs,
        deedCooldownEndsAt: c.deedCooldownEndsAt,
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
  if (!row) return null;
  const skills: [string, number | string][] = typeof row.skills === 'string' ? JSON.parse(row.skills) : row.skills;
  return {
    level: row.level,
    alignment: row.alignment,
    cityId: row.cityId,
    cityAlignment: row.cityAlignment,
    effortDay: row.effortDay,
    effortMs: row.effortMs,
    deedCooldownEndsAt: row.deedCooldownEndsAt,
    skillLevels: new Map(skills.map(([name, level]) => [skillKey(name), Number(level)])),
    worn: parseWornItems(row.worn),
    charter: row.charter,
  };
}

/** The player's part of the list, as read by {@link readDeedState}. */
export interface DeedState {
  level: number;
  alignment: number;
  cityId: string | null;
  cityAlignment: number | null;
  effortDay: string | null;
  effortMs: number;
  deedCooldownEndsAt: Date | null;
  skillLevels: ReadonlyMap<string, number>;
  worn: DeedViewer['worn'];
  charter: string | null;
}

/** The last answer written for a state: reused while the catalogue and the clock's part of it are the same. */
interface WrittenList {
  catalogue: readonly DeedRow[];
  fatigueFactor: number;
  cooldownEnd: Date | null;
  json: string;
}
const written = new WeakMap<DeedState, WrittenList>();

/**
 * The player's list as JSON: deeds of level <= the character's that belong to its city or to
 * everywhere, each judged by the rules for this character now. Built from the player's state
 * and the catalogue, both kept in memory, and written once per state, catalogue and the two
 * inputs that move with the clock (today's fatigue, whether the cooldown still runs).
 */
export function deedListJson(deps: Pick<Deps, 'clock' | 'config'>, state: DeedState, catalogue: readonly DeedRow[]): string {
  const now = deps.clock.now();
  const fatigue = fatigueFactor(effortToday({ day: state.effortDay, ms: state.effortMs }, now.getTime(), deps.config.gameSpeed));
  const cooldownEnd = isFuture(state.deedCooldownEndsAt, now) ? state.deedCooldownEndsAt : null;
  const last = written.get(state);
  if (last && last.catalogue === catalogue && last.fatigueFactor === fatigue && last.cooldownEnd === cooldownEnd)
    return last.json;
  const json = JSON.stringify(listFor(state, catalogue, fatigue, cooldownEnd, deps.config.gameSpeed));
  written.set(state, { catalogue, fatigueFactor: fatigue, cooldownEnd, json });
  return json;
}

/** The list itself, exactly the contract's shape (deeds.view.test.ts checks it against the contract). */
export function listFor(
  state: DeedState,
  catalogue: readonly DeedRow[],
  fatigue: number,
  cooldownEnd: Date | null,
  gameSpeed: number,
): PlayerDeed[] {
  const viewer: DeedViewer = {
    level: state.level,
    alignment: state.alignment,
    cityAlignment: state.cityAlignment,
    skillLevels: state.skillLevels,
    fatigueFactor: fatigue,
    cooldownEnd,
    gameSpeed,
    worn: state.worn,
    charter: state.charter,
  };
  // Deeds of the character's level or below, of its city or of everywhere, in the catalogue's order.
  const rows = catalogue.filter((d) => d.level <= state.level && (d.cityId === null || d.cityId === state.cityId));
  return rows.map((row) => toPlayerDeed(row, viewer));
}
