import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewGroupDeedsTable } from '../../src/modules/crews/crews.sql.ts';
import { journalEntriesTable } from '../../src/modules/journal/index.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { crewKit, type Player } from './crews-kit.ts';
import { replayedDraws } from './gameplay-kit.ts';

// The crew page's group deeds are live (docs/crews.md, "Live"): every change of a crew's group
// deeds, and a seated member jailed, freed or moved, reaches every member's personal channel;
// the view names the next moment it changes by itself.
let t: TestApp;
let cityId = '';
let elsewhereId = '';
let robberyId = '';
const draws = replayedDraws();
const k = crewKit(
  () => t,
  () => cityId,
);
const { post, get, crew, player, setCharacter } = k;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ rng: draws.rng });
  cityId = await k.insertCity({ name: 'Test: Livewell', alignment: 0, xPosition: 78, yPosition: 78 });
  elsewhereId = await k.insertCity({ name: 'Test: Yonder', alignment: 0, xPosition: 79, yPosition: 78 });
  robberyId = await k.insertDeed({
    name: 'Test: Rob the Toll House',
    level: 1,
    alignment: -1,
    rewardGold: 10,
    rewardJailSeconds: 600,
  });
});
afterAll(() => t.close());

type Delivery = { userIds: string[]; message: { type: string; crewId?: string } };

/**
 * Runs `act`, then waits for this crew's group deed news and answers who it reached. With
 * `expectNone`, waits only until every event of the act has been heard (the fence) and answers
 * who heard, which should be no one.
 */
async function newsOf(crewId: string, act: () => Promise<unknown>, expectNone = false): Promise<string[]> {
  const heard: string[] = [];
  let done!: () => void;
  const arrived = new Promise<void>((resolve) => {
    done = resolve;
  });
  if (expectNone) done();
  // News of what came before (a seat just taken) may still be on its way on PostgreSQL: let it land first.
  await t.app.deps.events.caughtUp();
  const unlisten = await t.app.deps.events.subscribe('crews.group_deeds_changed', (p: Delivery) => {
    if (p.message.crewId !== crewId) return;
    heard.push(...p.userIds);
    done();
  });
  try {
    await act();
    await arrived;
    // The fence: every NOTIFY of the act's transaction has been heard once this one is.
    await t.app.deps.events.caughtUp();
  } finally {
    await unlisten();
  }
  return heard.sort();
}

const everyone = (c: { leader: Player; members: Player[] }) => [c.leader.userId, ...c.members.map((m) => m.userId)].sort();

async function planned(by: Player) {
  expect((await post('/crews/mine/group-deeds', by.cookie, { key: 'caravan-escort' })).statusCode).toBe(200);
  return (await get('/crews/mine/group-deeds', by.cookie)).json().running[0] as {
    id: string;
    closesAt: string;
    launchBy: string;
  };
}

describe('group deed news', () => {
  it('tells every member, and no outsider, when a plan is made, a seat taken or left, and a deed launched', async () => {
    const c = await crew(2);
    const [a, b] = c.members as [Player, Player];
    const outsider = await player();
    const plan = await newsOf(c.id, () => planned(c.leader));
    expect(plan).toEqual(everyone(c));
    expect(plan).not.toContain(outsider.userId);
    const [{ id }] = (await get('/crews/mine/group-deeds', a.cookie)).json().running;
    expect(await newsOf(c.id, () => post(`/crews/mine/group-deeds/${id}/seats/0`, a.cookie))).toEqual(everyone(c));
    expect(await newsOf(c.id, () => post(`/crews/mine/group-deeds/${id}/seats/1`, b.cookie))).toEqual(everyone(c));
    expect(await newsOf(c.id, () => post(`/crews/mine/group-deeds/${id}/leave-seat`, b.cookie))).toEqual(everyone(c));
    await post(`/crews/mine/group-deeds/${id}/seats/1`, b.cookie);
    await t.app.deps.db
      .update(crewGroupDeedsTable)
      .set({ closesAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(crewGroupDeedsTable.id, id));
    const launched = await newsOf(c.id, async () => {
      expect((await post(`/crews/mine/group-deeds/${id}/launch`, c.leader.cookie)).statusCode).toBe(200);
    });
    expect(launched).toEqual(everyone(c));
    // Away, each seated member may be pushed the outcome ("Group deeds"), an invitee the invite ("Crew invites").
    const entries = await t.app.deps.db.select().from(journalEntriesTable).where(eq(journalEntriesTable.userId, a.userId));
    expect(entries.find((e) => e.type === 'crew.group_deed')).toMatchObject({ pushKind: 'crewGroupDeeds' });
    expect(entries.find((e) => e.type === 'crew.invited')).toMatchObject({ pushKind: 'crew' });
  });

  it('tells the crew when a seated member is bailed out or sets off on a journey', async () => {
    const c = await crew(1);
    const a = c.members[0]!;
    const { id } = await planned(c.leader);
    await post(`/crews/mine/group-deeds/${id}/seats/0`, a.cookie);
    await setCharacter(a.character.id, { jailedUntil: new Date(t.clock.now().getTime() + 10 * MINUTE), jailDeedLevel: 12 });
    const bailed = await newsOf(c.id, async () => {
      const res = await post('/character/bail', c.leader.cookie, { player: a.character.id });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(bailed).toEqual(everyone(c));
    const travelled = await newsOf(c.id, async () => {
      const res = await post('/character/travel', a.cookie, { cityID: elsewhereId });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(travelled).toEqual(everyone(c));
  });

  it("tells the crew when a seated member's own deed jails them, and not when it does not", async () => {
    const c = await crew(2);
    const [a, b] = c.members as [Player, Player];
    const { id } = await planned(c.leader);
    await post(`/crews/mine/group-deeds/${id}/seats/0`, a.cookie);
    const attempt = (who: Player) => post(`/deeds/${robberyId}/complete`, who.cookie);
    // b is in the crew but not seated: its jail changes no group deed.
    draws.use(0.999, 0);
    const unseated = await newsOf(
      c.id,
      async () => expect((await attempt(b)).json()).toMatchObject({ success: 0, lastJail: expect.any(String) }),
      true,
    );
    expect(unseated).toEqual([]);
    draws.use(0);
    const succeeded = await newsOf(c.id, async () => expect((await attempt(a)).json()).toMatchObject({ success: 1 }), true);
    expect(succeeded).toEqual([]);
    t.clock.advance(3_600_000);
    draws.use(0.999, 0);
    const jailed = await newsOf(c.id, async () => {
      expect((await attempt(a)).json()).toMatchObject({ success: 0, lastJail: expect.any(String) });
    });
    expect(jailed).toEqual(everyone(c));
    const view = (await get('/crews/mine/group-deeds', c.leader.cookie)).json() as { running: { blockers: string[] }[] };
    expect(view.running[0]!.blockers).toContain(`${a.character.username} is in jail.`);
  });

  it('names the next moment the view changes by itself: the end of the planning, then a seated member leaving jail', async () => {
    const c = await crew(1);
    const a = c.members[0]!;
    expect((await get('/crews/mine/group-deeds', c.leader.cookie)).json().refreshAt).toBeNull();
    const plan = await planned(c.leader);
    await post(`/crews/mine/group-deeds/${plan.id}/seats/0`, a.cookie);
    expect((await get('/crews/mine/group-deeds', a.cookie)).json().refreshAt).toBe(plan.closesAt);
    await t.app.deps.db
      .update(crewGroupDeedsTable)
      .set({ closesAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(crewGroupDeedsTable.id, plan.id));
    const releasedAt = new Date(t.clock.now().getTime() + 10 * MINUTE);
    await setCharacter(a.character.id, { jailedUntil: releasedAt });
    expect((await get('/crews/mine/group-deeds', a.cookie)).json().refreshAt).toBe(releasedAt.toISOString());
  });
});
