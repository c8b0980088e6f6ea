import { sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { questStandingTable } from './quests.sql.ts';

type Db = Deps['db'];
const s = questStandingTable;

/** Moves a character's standing with a patron by `delta` (never below 0) in one statement; counts a completion when asked. */
export async function changeStanding(
  tx: Pick<Db, 'insert'>,
  patron: { characterId: string; cityId: string; patron: string },
  delta: number,
  completed = 0,
): Promise<void> {
  await tx
    .insert(s)
    .values({ ...patron, points: Math.max(0, delta), completed })
    .onConflictDoUpdate({
      target: [s.characterId, s.cityId, s.patron],
      set: { points: sql`greatest(0, ${s.points} + ${delta})`, completed: sql`${s.completed} + ${completed}` },
    });
}
