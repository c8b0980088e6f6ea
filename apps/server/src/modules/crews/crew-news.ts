import type { PersonalMessage } from '@tod/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { EVENTS_PG_CHANNEL } from '../../db/events-channel.ts';
import type { EventBus } from '../../lib/events.ts';
import type { SeatWatch } from '../../lib/seat-watch.ts';
import { charactersTable } from '../characters/index.ts';
import { crewDeedSeatsTable, crewGroupDeedsTable, crewMembersTable } from './crews.sql.ts';

// What the crew's members' open pages hear at once, through their personal channels (ADR 0043).

/** A personal delivery names at most this many accounts (lib/event-catalogue.ts). */
const DELIVERY_BATCH = 10;

type CrewDelivery = Extract<PersonalMessage, { type: 'crews.message_posted' | 'crews.group_deeds_changed' }>;

/** Queues `message` for every member of the crew, in the caller's transaction (sent if it commits). */
export async function tellCrew(tx: Db, events: EventBus, crewId: string, message: CrewDelivery): Promise<void> {
  const members = await tx
    .select({ userId: charactersTable.userId })
    .from(crewMembersTable)
    .innerJoin(charactersTable, eq(charactersTable.id, crewMembersTable.characterId))
    .where(eq(crewMembersTable.crewId, crewId));
  const userIds = [...new Set(members.map((x) => x.userId))];
  for (let i = 0; i < userIds.length; i += DELIVERY_BATCH) {
    await events.publishInTransaction(tx, message.type, { userIds: userIds.slice(i, i + DELIVERY_BATCH), message });
  }
}

/** Tells the crew's members that its group deeds changed: their pages read them again. */
export const tellGroupDeedsChanged = (tx: Db, events: EventBus, crewId: string) =>
  tellCrew(tx, events, crewId, { type: 'crews.group_deeds_changed', crewId });

/**
 * The `SeatWatch` app.ts hands to the actions below crews: when a character seated in a group
 * deed is jailed, freed or moves, its crew's members hear that the group deeds changed (the
 * blockers of the launch are read again). One indexed read when nobody is seated.
 */
export function crewSeatWatch(events: EventBus): SeatWatch {
  return {
    async changed(tx, characterIds) {
      if (characterIds.length === 0) return;
      const crews = await tx
        .selectDistinct({ crewId: crewGroupDeedsTable.crewId })
        .from(crewDeedSeatsTable)
        .innerJoin(crewGroupDeedsTable, eq(crewGroupDeedsTable.id, crewDeedSeatsTable.groupDeedId))
        .where(inArray(crewDeedSeatsTable.characterId, [...characterIds]));
      for (const { crewId } of crews) await tellGroupDeedsChanged(tx, events, crewId);
    },
    changedSql: groupDeedsChangedSql,
  };
}

/**
 * `changed` for one character as a query (ADR 0053): one NOTIFY per crew seating it and per 10 of
 * that crew's accounts, the envelope `lib/events.ts` sends (`{ c, p }`), built in the statement.
 */
function groupDeedsChangedSql(characterId: string, when: SQL): SQL {
  const type = 'crews.group_deeds_changed' satisfies CrewDelivery['type'];
  const s = crewDeedSeatsTable;
  const g = crewGroupDeedsTable;
  const m = crewMembersTable;
  const ch = charactersTable;
  return sql`select pg_notify(${EVENTS_PG_CHANNEL}, json_build_object('c', ${type}::text, 'p', json_build_object(
      'userIds', json_agg(b.user_id order by b.user_id),
      'message', json_build_object('type', ${type}::text, 'crewId', b.crew_id)))::text) as "sent"
    from (
      select a.crew_id, a.user_id, (row_number() over (partition by a.crew_id order by a.user_id) - 1) / ${sql.raw(String(DELIVERY_BATCH))} as batch
      from (
        select distinct ${m.crewId} as crew_id, ${ch.userId} as user_id
        from ${s}
        join ${g} on ${g.id} = ${s.groupDeedId}
        join ${m} on ${m.crewId} = ${g.crewId}
        join ${ch} on ${ch.id} = ${m.characterId}
        where ${s.characterId} = ${characterId} and ${when}
      ) a
    ) b
    group by b.crew_id, b.batch`;
}
