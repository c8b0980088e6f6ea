import type { Prices } from '@tod/contracts';
import { trainingFee } from '@tod/game';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { noCharacter } from '../characters/index.ts';
import { characterSkillsTable, skillsTable } from '../training/training.sql.ts';
import { bailAt, isJailed, prisonersOf } from './jail.service.ts';
import { journeyFare } from './travel.service.ts';
import { citiesTable } from '../world/world.sql.ts';

const c = charactersTable;
const cs = characterSkillsTable;

/**
 * Everything the character is about to pay, priced by the same functions the paying calls
 * use, for its state and city at the moment of the request (bail shrinks as sentences run).
 */
export async function pricesFor(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: string): Promise<Prices> {
  const [me] = await deps.db
    .select({ id: c.id, gold: c.gold, level: c.level, cityId: c.cityId, jailedUntil: c.jailedUntil })
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead)));
  if (!me) throw noCharacter();
  const now = deps.clock.now();
  const [skills, cities, prisoners] = await Promise.all([
    deps.db
      .select({ skillId: skillsTable.id, level: sql<number>`coalesce(${cs.level}, 0)`.mapWith(Number) })
      .from(skillsTable)
      .leftJoin(cs, and(eq(cs.skillId, skillsTable.id), eq(cs.characterId, me.id)))
      .orderBy(asc(skillsTable.position), asc(skillsTable.name)),
    deps.db
      .select({
        id: citiesTable.id,
        alignment: citiesTable.alignment,
        xPosition: citiesTable.xPosition,
        yPosition: citiesTable.yPosition,
      })
      .from(citiesTable)
      .orderBy(asc(citiesTable.name)),
    me.cityId ? prisonersOf(deps.db, me.cityId, now) : Promise.resolve([]),
  ]);
  const origin = cities.find((city) => city.id === me.cityId) ?? null;
  return {
    gold: me.gold,
    training: skills.map((s) => ({ skillId: s.skillId, fee: trainingFee(s.level) })),
    travel: cities
      .filter((city) => city.id !== me.cityId)
      .map((city) => ({ cityId: city.id, ...journeyFare(origin, city, me.level) })),
    bail: {
      own: isJailed(me.jailedUntil, now) ? bailAt(me, now, deps.config.gameSpeed) : null,
      prisoners: prisoners.filter((p) => p.id !== me.id).map((p) => ({ id: p.id, bail: bailAt(p, now, deps.config.gameSpeed) })),
    },
  };
}
