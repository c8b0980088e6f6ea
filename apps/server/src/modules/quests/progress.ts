import { type QuestWork, tallyWork } from '@tod/game';
import { type SQL, sql } from 'drizzle-orm';
import { tsParam } from '../../db/columns.ts';
import { type ProgressRecorder, runProgress } from '../../lib/progress.ts';
import { questTalliesTable } from './achievements.sql.ts';
import { chainsOpenedByLevel } from './chain-notices.ts';
import { questContractsTable } from './quests.sql.ts';

const q = questContractsTable;

/**
 * Counts work towards the character's accepted contracts that are still running: one `UPDATE`
 * joined to the work as a `VALUES` list, each contract moved by the matching work's amount and
 * never past its target (`countsToward` and `progressAfter` in packages/game say the same).
 * The increment is relative, so two deeds at once count twice and no more. Work of one kind
 * comes at most once per call: an `UPDATE ... FROM` applies only one matching row per contract.
 */
function statement(characterId: string, work: readonly QuestWork[], now: Date, when: SQL): SQL {
  const useful = work.filter((w) => w.amount > 0);
  if (new Set(useful.map((w) => w.kind)).size !== useful.length) throw new Error('quest work: one piece per kind');
  if (useful.length === 0) return sql`select 1 where false`;
  const values = sql.join(
    useful.map((w) => sql`(${w.kind}::text, ${w.cityId}::uuid, ${w.axis}::text, ${Math.floor(w.amount)}::int)`),
    sql`, `,
  );
  return sql`update ${q} set ${sql.identifier('progress')} = least(${q.target}, ${q.progress} + w.amount)
    from (values ${values}) as w(kind, city_id, axis, amount)
    where ${q.characterId} = ${characterId} and ${q.status} = 'active' and ${q.deadline} > ${tsParam(now)}
      and ${q.progress} < ${q.target} and ${q.kind} = w.kind
      and (${q.placeCityId} is null or ${q.placeCityId} = w.city_id)
      and (${q.axis} is null or ${q.axis} = w.axis)
      and ${when}
    returning ${q.id}`;
}

const t = questTalliesTable;

/**
 * Moves the character's achievement tallies (`tallyWork`: deeds by kind, rescues, trainings,
 * journeys, cities arrived in) by relative increments, so two deeds at once count twice.
 */
function tally(characterId: string, work: readonly QuestWork[], when: SQL): SQL {
  const steps = tallyWork(work);
  if (steps.length === 0) return sql`select 1 where false`;
  const values = sql.join(
    steps.map((s) => sql`(${s.stat}::text, ${s.amount}::int)`),
    sql`, `,
  );
  return sql`insert into ${t} (character_id, stat, value)
    select ${characterId}::uuid, w.stat, w.amount from (values ${values}) as w(stat, amount) where ${when}
    on conflict (character_id, stat) do update set value = ${t}.value + excluded.value
    returning ${t.stat}`;
}

export const questProgress: ProgressRecorder = {
  statement,
  tally,
  record: (tx, characterId, work, now) => runProgress(questProgress, tx, characterId, work, now),
  levelReached: async (tx, who, from, to) => {
    await chainsOpenedByLevel(tx, who, from, to);
  },
};
