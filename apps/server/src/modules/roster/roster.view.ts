import {
  CHARACTER_HISTORY_LIMIT,
  CHARACTER_SEARCH_LIMIT,
  type LedgerKind,
  type ManagedCharacter,
  type ManagedCharacterDetail,
} from '@tod/contracts';
import { asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { usersTable } from '../accounts/index.ts';
import { charactersTable } from '../characters/index.ts';
import { goldLedgerTable } from '../economy/index.ts';
import { journalEntriesTable } from '../journal/index.ts';
import { citiesTable } from '../world/index.ts';

const c = charactersTable;

export const noSuchCharacter = () => notFound('characters.not_found', 'No character has that id.');

/** `%` and `_` typed into a search are meant literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

const listColumns = {
  id: c.id,
  userId: c.userId,
  name: c.name,
  level: c.level,
  gold: c.gold,
  alignment: c.alignment,
  dead: c.dead,
  jailedUntil: c.jailedUntil,
  cityId: c.cityId,
  cityName: citiesTable.name,
  accountRole: usersTable.role,
};

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function toManaged(r: ListRow, now: Date): ManagedCharacter {
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    level: r.level,
    gold: r.gold,
    alignment: r.alignment,
    dead: r.dead,
    // Only a sentence still running counts: a past end is kept for the rescue rules, not shown.
    jailedUntil: r.jailedUntil && r.jailedUntil.getTime() > now.getTime() ? r.jailedUntil.toISOString() : null,
    city: r.cityId && r.cityName ? { id: r.cityId, name: r.cityName } : null,
    accountRole: r.accountRole,
  };
}

function listQuery(db: Db, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(c)
    .innerJoin(usersTable, eq(usersTable.id, c.userId))
    .leftJoin(citiesTable, eq(citiesTable.id, c.cityId))
    .where(where);
}

/** Living characters first, then by name; at most {@link CHARACTER_SEARCH_LIMIT}. */
export async function searchCharacters(db: Db, q: string, now: Date): Promise<ManagedCharacter[]> {
  const rows = await listQuery(db, ilike(c.name, contains(q)))
    .orderBy(asc(c.dead), asc(sql`lower(${c.name})`), c.id)
    .limit(CHARACTER_SEARCH_LIMIT);
  return rows.map((r) => toManaged(r, now));
}

/** One character with its points, dates, latest event-log entries and gold-ledger lines. */
export async function characterDetail(db: Db, id: string, now: Date): Promise<ManagedCharacterDetail> {
  const [row] = await listQuery(db, eq(c.id, id));
  if (!row) throw noSuchCharacter();
  const [more] = await db
    .select({
      experience: c.experience,
      good: c.good,
      neutral: c.neutral,
      evil: c.evil,
      createdAt: c.createdAt,
      lastSeenAt: c.lastSeenAt,
      diedAt: c.diedAt,
    })
    .from(c)
    .where(eq(c.id, id));
  const j = journalEntriesTable;
  const l = goldLedgerTable;
  const [events, ledger] = await Promise.all([
    db
      .select({ id: j.id, type: j.type, parts: j.parts, at: j.createdAt })
      .from(j)
      .where(eq(j.characterId, id))
      .orderBy(desc(j.id))
      .limit(CHARACTER_HISTORY_LIMIT),
    db
      .select({ id: l.id, delta: l.delta, balanceAfter: l.balanceAfter, kind: l.kind, ref: l.ref, at: l.createdAt })
      .from(l)
      .where(eq(l.characterId, id))
      .orderBy(desc(l.id))
      .limit(CHARACTER_HISTORY_LIMIT),
  ]);
  return {
    ...toManaged(row, now),
    experience: more!.experience,
    good: more!.good,
    neutral: more!.neutral,
    evil: more!.evil,
    createdAt: more!.createdAt.toISOString(),
    lastSeenAt: more!.lastSeenAt.toISOString(),
    diedAt: more!.diedAt?.toISOString() ?? null,
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      text: e.parts.map((p) => p.text).join(''),
      at: e.at.toISOString(),
    })),
    ledger: ledger.map((x) => ({ ...x, kind: x.kind as LedgerKind, at: x.at.toISOString() })),
  };
}
