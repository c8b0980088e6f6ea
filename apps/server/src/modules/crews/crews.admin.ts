import { crewChannelModerationApi, crewsAdminApi } from '@tod/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { nowUnderLock } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { type Actor, recordAudit } from '../admin/index.ts';
import { lockCrew } from './crew-lock.ts';
import { logCrew } from './crew-log.ts';
import { crewMessagesTable, crewsTable } from './crews.sql.ts';
import { disbandLocked } from './ranks.service.ts';
import { readCrewLog, searchCrews } from './view.service.ts';

/** Renames a crew (staff): unique in any case; audited, and logged for its members. */
async function renameCrew(deps: Deps, actor: Actor, crewId: string, name: string) {
  return deps.db.transaction(async (tx: Db) => {
    const crew = await lockCrew(tx, crewId);
    const now = await nowUnderLock(tx, deps.clock);
    try {
      await tx.update(crewsTable).set({ name }).where(eq(crewsTable.id, crewId));
    } catch (err) {
      if (uniqueViolation(err) === 'crews_name_key') throw conflict('crews.name_taken', 'That crew name is already taken.');
      throw err;
    }
    await logCrew(tx, {
      crewId,
      at: now,
      kind: 'renamed',
      actorId: null,
      text: `Staff renamed the crew from ${crew.name} to ${name}.`,
    });
    await recordAudit(tx, actor, now, {
      action: 'crews.renamed',
      targetId: crewId,
      before: { name: crew.name },
      after: { name },
    });
    return { message: `${crew.name} is now ${name}.` };
  });
}

/** Disbands a crew (staff): the purse goes back by `disbandShares`; audited with what was returned. */
async function disbandCrew(deps: Deps, actor: Actor, crewId: string) {
  return deps.db.transaction(async (tx: Db) => {
    const crew = await lockCrew(tx, crewId);
    const now = await nowUnderLock(tx, deps.clock);
    await disbandLocked(tx, crew, now);
    await recordAudit(tx, actor, now, {
      action: 'crews.disbanded',
      targetId: crewId,
      before: { name: crew.name, purse: crew.purse, seats: crew.seats, respect: crew.respect },
      after: null,
    });
    return { message: `${crew.name} is disbanded; ${crew.purse} gold went back to its members.`, returned: crew.purse };
  });
}

/** Deletes a crew channel message (moderators): audited with the text and the reason. */
async function deleteCrewMessage(deps: Deps, actor: Actor, id: number, reason: string | undefined) {
  return deps.db.transaction(async (tx: Db) => {
    const [row] = await tx.delete(crewMessagesTable).where(eq(crewMessagesTable.id, id)).returning();
    if (!row) throw notFound('crews.no_message', 'There is no such crew channel message.');
    await recordAudit(tx, actor, deps.clock.now(), {
      action: 'crews.message_deleted',
      targetId: String(id),
      before: { crewId: row.crewId, characterId: row.characterId, message: row.message },
      after: reason ? { reason } : null,
    });
    return { message: 'The message is deleted.' };
  });
}

/** Staff: Manage Guilds. */
export function crewsAdminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, crewsAdminApi.list, ({ query }) => searchCrews(deps, query.q));
  route(app, crewsAdminApi.log, async ({ params }) => {
    const [crew] = await deps.db.select({ id: crewsTable.id }).from(crewsTable).where(eq(crewsTable.id, params.id));
    if (!crew) throw notFound('crews.not_found', 'Crew not found.');
    return readCrewLog(deps.db, params.id);
  });
  route(app, crewsAdminApi.rename, ({ actor, params, body }) => renameCrew(deps, actor, params.id, body.name));
  route(app, crewsAdminApi.disband, ({ actor, params }) => disbandCrew(deps, actor, params.id));
  route(app, crewChannelModerationApi.deleteMessage, ({ actor, params, body }) =>
    deleteCrewMessage(deps, actor, params.id, body.reason),
  );
}
