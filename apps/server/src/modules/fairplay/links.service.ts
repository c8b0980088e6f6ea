import { FairPlay, type FairPlayRule, householdRelaxes } from '@tod/game';
import { sql } from 'drizzle-orm';
import { tsParam } from '../../db/columns.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../lib/deps.ts';

type Db = Pick<Deps['db'], 'execute'>;
const dayMs = 86_400_000;

/**
 * Whether two characters count as one person's for `rule` (docs/fair-play.md), in one query:
 * the same account; or their accounts were seen on one device (the `tod_device` cookie) within
 * 14 days; or on one network with one browser in the same hour on at least 3 distinct days
 * within 14 days. A staff-marked household relaxes only 'rescue' and 'group_deed'. A character
 * that does not exist links with nothing.
 */
export async function areLinked(
  tx: Db,
  characterIdA: string,
  characterIdB: string,
  rule: FairPlayRule,
  now: Date = new Date(),
): Promise<boolean> {
  const since = tsParam(new Date(now.getTime() - FairPlay.windowDays * dayMs));
  const relaxed = householdRelaxes(rule);
  const [row] = await rowsOf<{ linked: boolean }>(
    tx,
    sql`with a as (select user_id from characters where id = ${characterIdA}::uuid),
      b as (select user_id from characters where id = ${characterIdB}::uuid),
      pair as (select a.user_id as ua, b.user_id as ub from a, b)
    select coalesce((
      select case
        when pair.ua = pair.ub then true
        when ${relaxed} and exists (
          select 1 from fairplay_household_members ha join fairplay_household_members hb on hb.household_id = ha.household_id
          where ha.user_id = pair.ua and hb.user_id = pair.ub) then false
        when exists (
          select 1 from fairplay_sightings sa join fairplay_sightings sb on sb.device_id = sa.device_id
          where sa.user_id = pair.ua and sb.user_id = pair.ub and sa.hour >= ${since} and sb.hour >= ${since}) then true
        else (
          select count(distinct (sa.hour at time zone 'UTC')::date) from fairplay_sightings sa
          join fairplay_sightings sb on sb.network = sa.network and sb.ua_hash = sa.ua_hash and sb.hour = sa.hour
          where sa.user_id = pair.ua and sb.user_id = pair.ub and sa.hour >= ${since}
        ) >= ${FairPlay.sharedNetworkDays}
      end from pair), false) as linked`,
  );
  return row?.linked === true;
}

/** Whether a character has an open script flag (docs/fair-play.md): staff look; nothing is banned by it. */
export async function isFlagged(tx: Db, characterId: string): Promise<boolean> {
  const [row] = await rowsOf<{ flagged: boolean }>(
    tx,
    sql`select exists (select 1 from fairplay_flags where character_id = ${characterId}::uuid and cleared_at is null) as flagged`,
  );
  return row?.flagged === true;
}
