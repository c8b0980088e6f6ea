import { JournalEntryType, type PushPayload } from '@tod/contracts';
import { experienceForLevel } from '@tod/game';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntriesTable } from '../../src/modules/journal/journal.sql.ts';
import { ensureVapidKeys, LOOKING_WINDOW_MS, runDueNotifications } from '../../src/modules/notifications/index.ts';
import { questProgress } from '../../src/modules/quests/index.ts';
import { questStandingTable } from '../../src/modules/quests/quests.sql.ts';
import { type PushReceiver, startPushReceiver } from '../push-receiver.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { gameplayRows, replayedDraws } from './gameplay-kit.ts';
import { questRows } from './quests-kit.ts';

// A chain opened by a level reached anywhere, not only by a hand-in (docs/quests.md, "Pushes"):
// "Brannoc's Bargain" (Factor Brannoc, Hearthmere, neutral) opens at level 4 with standing tier 2.
let t: TestApp;
let receiver: PushReceiver;
const draws = replayedDraws();
const rows = gameplayRows(() => t);
const quests = questRows(() => t);
let hearthmere = '';
let deedId = '';
const db = () => t.app.deps.db;
const BARGAIN = 'A quest chain is open to you: "Brannoc\'s Bargain", from Factor Brannoc of Hearthmere.';

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({ rng: draws.rng, config: { pushAllowedOrigins: [receiver.origin] } });
  const { cookie } = await signUpWithCharacter(t);
  const cities = (await t.request({ method: 'GET', url: '/api/cities', cookie })).json() as { id: string; name: string }[];
  hearthmere = cities.find((c) => c.name === 'Hearthmere')!.id;
  deedId = await rows.insertDeed({
    name: 'Test: Sort the Ledgers',
    level: 1,
    alignment: 0,
    rewardGold: 5,
    rewardExperience: 200,
  });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** A level 3 character in Hearthmere one experience short of level 4, with `points` standing with Brannoc. */
async function nearlyFour(points: number) {
  const p = await rows.player(hearthmere, { level: 3, experience: experienceForLevel(3) - 1 });
  if (points > 0) {
    await db().insert(questStandingTable).values({ characterId: p.character.id, cityId: hearthmere, patron: 'neutral', points });
  }
  return p;
}
const attempt = (cookie: string) => t.request({ method: 'POST', url: `/api/deeds/${deedId}/complete`, cookie });
const opened = async (characterId: string) =>
  (
    await db()
      .select()
      .from(journalEntriesTable)
      .where(and(eq(journalEntriesTable.characterId, characterId), eq(journalEntriesTable.type, JournalEntryType.chainOpened)))
  ).map((e) => e.parts.map((x) => x.text).join(''));

describe('a chain opened by a level reached', () => {
  it('a deed that reaches the level tells it once: in the event log and as a push; the deed answers as before', async () => {
    const p = await nearlyFour(10);
    const sub = receiver.subscription('deed-level');
    expect(
      (await t.request({ method: 'POST', url: '/api/notifications/subscriptions', cookie: p.cookie, payload: sub })).statusCode,
    ).toBe(201);
    draws.use(0);
    const res = await attempt(p.cookie);
    expect(res.json(), res.body).toMatchObject({ success: 1, level: 4, levelsGained: 1 });
    // Old Mag (evil) opens at level 4 too, but the standing with her is not there.
    expect(await opened(p.character.id)).toEqual([BARGAIN]);
    await rows.setCharacter(p.character.id, { lastSeenAt: new Date(t.clock.now().getTime() - LOOKING_WINDOW_MS - 1) });
    await runDueNotifications(t.app.deps, await ensureVapidKeys(db(), t.clock.now()), t.clock.now());
    const pushes = receiver.received
      .filter((r) => r.path === new URL(sub.endpoint).pathname)
      .map((r) => r.payload as PushPayload);
    expect(pushes.map((x) => [x.title, x.body])).toEqual([['Quest chain opened', BARGAIN]]);

    // The next level opens nothing more.
    t.clock.advance(3_600_000);
    draws.use(0);
    expect((await attempt(p.cookie)).json().success).toBe(1);
    expect(await opened(p.character.id)).toEqual([BARGAIN]);
  });

  it('a level reached without the standing tells nothing; the hand-in that brings the standing tells it', async () => {
    const p = await nearlyFour(8);
    draws.use(0);
    expect((await attempt(p.cookie)).json()).toMatchObject({ success: 1, level: 4 });
    expect(await opened(p.character.id)).toEqual([]);
    const id = await quests.contract(p.character.id, hearthmere, { status: 'active', patron: 'neutral', progress: 2 });
    expect((await quests.act(p.cookie, id, 'complete')).json().message).toContain('"Brannoc\'s Bargain"');
    expect(await opened(p.character.id)).toEqual([BARGAIN]);
  });

  it('two deeds at once: one reaches the level and the chain is told once', async () => {
    const p = await nearlyFour(10);
    draws.use(0);
    const answers = await Promise.all([attempt(p.cookie), attempt(p.cookie)]);
    expect(answers.map((r) => r.json().success).sort()).toEqual([-1, 1]);
    expect(await opened(p.character.id)).toEqual([BARGAIN]);
  });

  it('a deed reaching the level and a hand-in reaching the standing at once: told once, whichever lands first', async () => {
    const p = await nearlyFour(8);
    const id = await quests.contract(p.character.id, hearthmere, {
      status: 'active',
      patron: 'neutral',
      progress: 2,
      rewardExperience: 0,
    });
    draws.use(0);
    const [deed, handIn] = await Promise.all([attempt(p.cookie), quests.act(p.cookie, id, 'complete')]);
    expect(deed.json().success, deed.body).toBe(1);
    expect(handIn.statusCode, handIn.body).toBe(200);
    expect(await opened(p.character.id)).toEqual([BARGAIN]);
  });

  it('a jailbreak whose pay reaches the level tells it in its own transaction', async () => {
    const p = await nearlyFour(10);
    const prisoner = await rows.player(hearthmere, {
      jailedUntil: new Date(t.clock.now().getTime() + 3_600_000),
      jailDeedLevel: 3,
      jailDeedMaxExperience: 400,
    });
    draws.use(0.39);
    const res = await t.request({
      method: 'POST',
      url: '/api/character/actions/jailbreak',
      cookie: p.cookie,
      payload: { player: prisoner.character.id },
    });
    expect(res.json(), res.body).toMatchObject({ success: true, message: expect.stringContaining('You reached level 4!') });
    expect(await opened(p.character.id)).toEqual([BARGAIN]);
  });

  it('two instances told of the same level at once write one entry', async () => {
    const p = await nearlyFour(10);
    await rows.setCharacter(p.character.id, { level: 4, experience: experienceForLevel(3) });
    const who = { userId: p.userId, characterId: p.character.id, at: t.clock.now() };
    await Promise.all([questProgress.levelReached(db(), who, 3, 4), questProgress.levelReached(db(), who, 3, 4)]);
    expect(await opened(p.character.id)).toEqual([BARGAIN]);
  });
});
