import { CrewRules, type CrewRank, DEFAULT_PERMISSIONS, successor } from '@tod/game';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { charactersTable } from '../characters/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { joinPermissions, lockMembers } from './crew-lock.ts';
import { logCrew } from './crew-log.ts';
import { crewMembersTable, crewsTable } from './crews.sql.ts';

const c = charactersTable;
const m = crewMembersTable;

/**
 * The scheduled clean-up (housekeeping.ts): a leader not seen for 30 days (a dead one is seen no more) is replaced
 * by the longest-serving officer, else member (`successor`), and becomes a plain member. Each
 * crew in its own transaction, judged again under the locks of all its member rows, so a leader
 * who came back or a member who left meanwhile is seen.
 */
export async function replaceAbsentLeaders(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - CrewRules.leaderAbsenceMs);
  const absent = await db
    .select({ crewId: m.crewId })
    .from(m)
    .innerJoin(c, eq(c.id, m.characterId))
    .where(and(eq(m.rank, 'leader'), lt(c.lastSeenAt, cutoff)));
  for (const { crewId } of absent) {
    await db.transaction(async (tx: Db) => {
      const ids = (await tx.select({ id: m.characterId }).from(m).where(eq(m.crewId, crewId))).map((r) => r.id);
      const rows = (await lockMembers(tx, ids)).filter((r) => r.crewId === crewId);
      const leader = rows.find((r) => r.rank === 'leader');
      if (!leader) return;
      const [seen] = await tx.select({ lastSeenAt: c.lastSeenAt, name: c.name }).from(c).where(eq(c.id, leader.characterId));
      if (seen && seen.lastSeenAt >= cutoff) return;
      const next = successor(
        rows
          .filter((r) => r.characterId !== leader.characterId)
          .map((r) => ({ ...r, id: r.characterId, rank: r.rank as CrewRank })),
      );
      if (!next) return;
      await tx
        .update(m)
        .set({ rank: 'member', permissions: joinPermissions(DEFAULT_PERMISSIONS.member) })
        .where(eq(m.characterId, leader.characterId));
      await tx.update(m).set({ rank: 'leader', permissions: '' }).where(eq(m.characterId, next.characterId));
      const [heir] = await tx.select({ userId: c.userId, name: c.name }).from(c).where(eq(c.id, next.characterId));
      const [crew] = await tx.select({ name: crewsTable.name }).from(crewsTable).where(eq(crewsTable.id, crewId));
      await logCrew(tx, {
        crewId,
        at: now,
        kind: 'leader',
        actorId: null,
        text: `${seen?.name ?? 'The leader'} was away for 30 days; ${heir!.name} leads the crew now.`,
      });
      await record(tx, [
        journalEntries.crew({ userId: heir!.userId, characterId: next.characterId, at: now }, 'crewRank', [
          `You lead the crew ${crew!.name} now: its leader was away for 30 days.`,
        ]),
      ]);
    });
  }
}
