import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { crewMembersTable } from '../../src/modules/crews/crews.sql.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { crewKit } from './crews-kit.ts';

// "A demoted officer's request in flight is refused" (issue #28, "Rules"): every crew action
// reads the caller's rank under a lock on its member row, inside its transaction
// (docs/crews.md, "Ranks and permissions"). Here the demotion holds that row while the
// officer's request arrives: the request waits, then sees the demotion, and changes nothing.
// On PostgreSQL the demotion commits only once the request is seen waiting for the row; PGlite
// runs one transaction at a time, so there the request can only run after it.
let t: TestApp;
let cityId = '';
const k = crewKit(
  () => t,
  () => cityId,
);

beforeAll(async () => {
  t = await createTestApp();
  cityId = await k.insertCity({ name: 'Test: Inflight', alignment: 0, xPosition: 81, yPosition: 81 });
});
afterAll(() => t.close());

/** Waits until some request waits for a row lock (PostgreSQL); at once on PGlite. */
async function someoneWaitsForALock(): Promise<void> {
  if (t.database.kind !== 'postgres') return;
  for (;;) {
    const rows = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if (Number(rows[0]?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Demotes `characterId` to a plain member in a transaction that commits only once `request` waits for the row. */
async function demoteWhile<T>(characterId: string, request: () => Promise<T>): Promise<T> {
  let pending!: Promise<T>;
  await t.app.deps.db.transaction(async (tx: Db) => {
    await tx.select().from(crewMembersTable).where(eq(crewMembersTable.characterId, characterId)).for('update');
    await tx
      .update(crewMembersTable)
      .set({ rank: 'member', permissions: '' })
      .where(eq(crewMembersTable.characterId, characterId));
    pending = request();
    await someoneWaitsForALock();
  });
  return pending;
}

describe('a demotion that commits while the request waits', () => {
  it('refuses the withdrawal of an officer demoted in flight, and the purse keeps its gold', async () => {
    const c = await k.crew(1);
    const officer = c.members[0]!;
    await k.post(`/crews/mine/members/${officer.character.id}/rank`, c.leader.cookie, { rank: 'officer' });
    await k.post(`/crews/mine/members/${officer.character.id}/permissions`, c.leader.cookie, {
      permissions: ['withdraw', 'plan'],
    });
    await k.setPurse(c.id, 500);
    const gold = (await k.character(officer.character.id)).gold;
    const res = await demoteWhile(officer.character.id, () =>
      k.post('/crews/mine/purse/withdraw', officer.cookie, { amount: 100 }),
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'crews.forbidden' });
    expect(await k.purse(c.id)).toBe(500);
    expect((await k.character(officer.character.id)).gold).toBe(gold);
  });

  it('refuses the group deed an officer demoted in flight plans', async () => {
    const c = await k.crew(1);
    const officer = c.members[0]!;
    await k.post(`/crews/mine/members/${officer.character.id}/rank`, c.leader.cookie, { rank: 'officer' });
    const res = await demoteWhile(officer.character.id, () =>
      k.post('/crews/mine/group-deeds', officer.cookie, { key: 'caravan-escort' }),
    );
    expect(res.json()).toMatchObject({ code: 'crews.forbidden' });
    expect((await k.get('/crews/mine/group-deeds', c.leader.cookie)).json().running).toEqual([]);
  });
});
