import { JournalEntryType } from '@tod/contracts';
import { GameConstants, ScriptWatch, scaleDuration, scriptSigns } from '@tod/game';
import { sql } from 'drizzle-orm';
import { tsParam } from '../../db/columns.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

const DAY_MS = 86_400_000;

/**
 * The scheduled script check (docs/fair-play.md#script-flags), run by the clean-up on one
 * instance at a time: every living character that did a deed in the last hour, or whose account
 * was refused for too many requests in the last day, and has no open flag, is judged by
 * `scriptSigns` on its deeds of the last 3 days (their event-log lines) and its refusals; a sign
 * opens a flag for staff with the reasons. Nothing is banned.
 */
export async function flagScripts(db: Db, now: Date, gameSpeed: number): Promise<number> {
  const since = tsParam(new Date(now.getTime() - ScriptWatch.windowMs));
  const lastHour = tsParam(new Date(now.getTime() - 3_600_000));
  const lastDay = tsParam(new Date(now.getTime() - DAY_MS));
  const suspects = await rowsOf<{ id: string; level: number; refusals: number | string | null }>(
    db,
    sql`with active as (
        select distinct character_id as id from journal_entries
        where type = ${JournalEntryType.deedDone} and created_at > ${lastHour} and character_id is not null),
      refused as (
        select c.id, sum(r.refusals) as refusals from fairplay_refusals r join characters c on c.user_id = r.user_id and not c.dead
        where r.hour > ${lastDay} group by c.id)
      select c.id, c.level, coalesce(rf.refusals, 0) as refusals
      from characters c left join refused rf on rf.id = c.id
      where not c.dead and (c.id in (select id from active) or rf.id is not null)
        and not exists (select 1 from fairplay_flags f where f.character_id = c.id and f.cleared_at is null)`,
  );
  const step = scaleDuration(GameConstants.deeds.cooldownBaseMs, gameSpeed);
  let flagged = 0;
  for (const suspect of suspects) {
    const deeds = await rowsOf<{ at_ms: number | string; experience: number | string; gold: number | string }>(
      db,
      sql`select (extract(epoch from created_at) * 1000)::bigint as at_ms,
          coalesce((rewards->>'experience')::int, 0) as experience, coalesce((rewards->>'gold')::int, 0) as gold
        from journal_entries
        where character_id = ${suspect.id}::uuid and type = ${JournalEntryType.deedDone} and created_at > ${since}
        order by created_at`,
    );
    const signs = scriptSigns({
      deeds: deeds.map((d) => ({ atMs: Number(d.at_ms), experience: Number(d.experience), gold: Number(d.gold) })),
      level: Number(suspect.level),
      refusals: Number(suspect.refusals ?? 0),
      nowMs: now.getTime(),
      cooldownStepMs: step,
    });
    if (signs.length === 0) continue;
    const reason = signs.map((s) => s.detail).join(' ');
    // Only one open flag a character: staff clearing one meanwhile lets the next check open another.
    const inserted = await rowsOf<{ id: string }>(
      db,
      sql`insert into fairplay_flags (character_id, reason, created_at)
        select ${suspect.id}::uuid, ${`Automatic: ${reason}`}, ${tsParam(now)}
        where not exists (select 1 from fairplay_flags where character_id = ${suspect.id}::uuid and cleared_at is null)
        returning id`,
    );
    flagged += inserted.length;
  }
  return flagged;
}
