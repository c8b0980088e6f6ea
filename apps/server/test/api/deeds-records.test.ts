import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dueNotificationsTable } from '../../src/modules/notifications/notifications.sql.ts';
import type { TestApp } from '../kit.ts';
import { useDeedsSuite } from './deeds-kit.ts';

// What a deed attempt leaves besides the character row: the player's event log, the pushes it
// schedules, and the reasons a refusal gives a client to show.
const suite = useDeedsSuite();
const { ids, useDraws, character, setCharacter, player, attempt, inMs } = suite;
let t: TestApp;
beforeAll(() => {
  t = suite.app();
});

async function eventLog(cookie: string): Promise<{ type: string; text: string; rewards: unknown }[]> {
  const res = await t.request({ method: 'GET', url: '/api/character/events', cookie });
  expect(res.statusCode).toBe(200);
  return res.json().entries;
}

async function duePushes(characterId: string): Promise<{ kind: string; dueAt: string }[]> {
  const { userId } = await character(characterId);
  const rows = await t.app.deps.db.select().from(dueNotificationsTable).where(eq(dueNotificationsTable.userId, userId));
  return rows.map((r) => ({ kind: r.kind, dueAt: r.dueAt.toISOString() })).sort((a, b) => a.kind.localeCompare(b.kind));
}

/** Registers a (made-up) push subscription for the player: "deeds ready" is only scheduled for those. */
async function subscribe(cookie: string): Promise<void> {
  const res = await t.request({
    method: 'POST',
    url: '/api/notifications/subscriptions',
    cookie,
    payload: { endpoint: 'https://push.example/deeds', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
  });
  expect(res.statusCode).toBeLessThan(300);
}

describe('the event log and the pushes of a deed', () => {
  it('records the success with its rewards and each level reached, and schedules "deeds ready" at the cooldown', async () => {
    const p = await player();
    await subscribe(p.cookie);
    useDraws(0, 0.999, 0);
    expect((await attempt(p.cookie, ids.good)).json()).toMatchObject({ success: 1, level: 3, levelsGained: 2 });
    expect(await eventLog(p.cookie)).toEqual([
      expect.objectContaining({ type: 'character.level_reached', text: 'You reached level 3.', rewards: null }),
      expect.objectContaining({
        type: 'deeds.attempted',
        text: 'You succeeded at Test: Help a Farmer.',
        rewards: { gold: 100, experience: 450, alignment: 5 },
      }),
    ]);
    expect(await duePushes(p.character.id)).toEqual([{ kind: 'deedReady', dueAt: inMs(60_000) }]);
  });

  it('records a failure without a level entry, and a jailing with its sentence and the release push', async () => {
    // Not subscribed to pushes: the release is scheduled anyway (it also ends the sentence in
    // the event log), "deeds ready" is not.
    const p = await player();
    useDraws(0.99, 0.49);
    expect((await attempt(p.cookie, ids.evil)).json()).toMatchObject({ success: 0, lastJail: inMs(120_000) });
    expect(await eventLog(p.cookie)).toEqual([
      expect.objectContaining({ type: 'jail.entered', text: 'You were thrown in jail for 2 minutes.' }),
      expect.objectContaining({
        type: 'deeds.attempted',
        text: 'You failed at Test: Rob a Stall.',
        rewards: { gold: 0, experience: 0, alignment: 0 },
      }),
    ]);
    expect(await duePushes(p.character.id)).toEqual([{ kind: 'releasedFromJail', dueAt: inMs(120_000) }]);
  });

  it('says how much rested experience a success used', async () => {
    const p = await player();
    await setCharacter(p.character.id, { restedExperience: 1_000 });
    useDraws(0, 0, 0);
    const res = (await attempt(p.cookie, ids.neutral)).json();
    expect(res.earned.restedUsed).toBeGreaterThan(0);
    expect(res.message).toBe(
      `You succeeded. You earned ${res.earned.gold} gold, ${res.earned.experience} experience and 2 neutral points. ` +
        `(${res.earned.restedUsed} of it rested experience.)`,
    );
  });
});

describe('why an attempt is refused, for the client to show', () => {
  it('gives the release time of a jailed character', async () => {
    const p = await player();
    const until = new Date(inMs(90_000));
    await setCharacter(p.character.id, { jailedUntil: until });
    const res = await attempt(p.cookie, ids.good);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'deeds.in_jail',
      message: 'You cannot do deeds while in jail.',
      details: { jailReleaseTime: until.toISOString() },
    });
  });
});
