import { JournalEntryType } from '@tod/contracts';
import { rescuerExperience } from '@tod/game';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../../src/modules/accounts/index.ts';
import { killCharacter } from '../../src/modules/characters/index.ts';
import { ensureVapidKeys, runDueNotifications } from '../../src/modules/notifications/index.ts';
import { characterSkillsTable } from '../../src/modules/training/training.sql.ts';
import { createTestApp, type signUpWithCharacter, type TestApp, uniqueName } from '../kit.ts';
import { type CharacterValues, gameplayRows, replayedDraws } from './gameplay-kit.ts';
import { insertJournalWorld, journalCalls } from './journal-kit.ts';

type Player = Awaited<ReturnType<typeof signUpWithCharacter>>;

let t: TestApp;
const draws = replayedDraws();
const useDraws = draws.use;
const deeds = { good: '', evil: '' };
let evenCity = '';
const MINUTE = 60_000;

const rows = gameplayRows(() => t);
const player = (values: CharacterValues = {}): Promise<Player> => rows.player(evenCity, values);
const { get, post, journal } = journalCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ rng: draws.rng });
  ({ evenCity, goodDeed: deeds.good } = await insertJournalWorld(rows));
  deeds.evil = await rows.insertDeed({
    name: 'Test: Pick a Pocket',
    level: 1,
    alignment: -1,
    rewardGold: 40,
    rewardExperience: 60,
    rewardAlignment: 3,
    rewardJailSeconds: 120,
  });
});
afterAll(async () => {
  await t.close();
});

const inMs = (ms: number) => new Date(t.clock.now().getTime() + ms);
const texts = async (cookie: string) => (await journal(cookie)).entries.map((e) => e.text);
const ref = (p: Player) => ({ id: p.character.id, name: p.character.username });

describe('entries written with each change', () => {
  it('a successful deed: its result with the rewards, then the level reached; a refused attempt writes nothing', async () => {
    const p = await player();
    useDraws(0, 0.999, 0);
    expect((await post(`/api/deeds/${deeds.good}/complete`, p.cookie)).json()).toMatchObject({ success: 1, level: 3 });
    const page = await journal(p.cookie);
    expect(page.entries.map((e) => [e.type, e.text, e.rewards])).toEqual([
      [JournalEntryType.levelUp, 'You reached level 3.', null],
      [JournalEntryType.deedDone, 'You succeeded at Test: Mend a Fence.', { gold: 100, experience: 450, alignment: 5 }],
    ]);
    expect(page.entries[0]!.time).toBe(t.clock.now().toISOString());
    expect(page.unread).toBe(2);
    // On cooldown: answered -1, nothing written.
    expect((await post(`/api/deeds/${deeds.good}/complete`, p.cookie)).json().success).toBe(-1);
    expect((await journal(p.cookie)).entries).toHaveLength(2);
  });

  it('a failed deed that jails; the sentence served is written when the dispatcher reaches the release', async () => {
    const p = await player();
    useDraws(0.99, 0.49);
    expect((await post(`/api/deeds/${deeds.evil}/complete`, p.cookie)).json()).toMatchObject({
      success: 0,
      lastJail: inMs(2 * MINUTE).toISOString(),
    });
    expect(await texts(p.cookie)).toEqual(['You were thrown in jail for 2 minutes.', 'You failed at Test: Pick a Pocket.']);
    const vapid = await ensureVapidKeys(t.app.deps.db, t.clock.now());
    // One millisecond early: still jailed, nothing is written.
    await runDueNotifications(t.app.deps, vapid, inMs(2 * MINUTE - 1));
    expect(await texts(p.cookie)).toHaveLength(2);
    t.clock.advance(2 * MINUTE);
    await runDueNotifications(t.app.deps, vapid, t.clock.now());
    const [served] = (await journal(p.cookie)).entries;
    expect(served).toMatchObject({
      type: JournalEntryType.released,
      text: 'You served your sentence and left jail.',
      time: t.clock.now().toISOString(),
    });
    // Run again: nothing more.
    await runDueNotifications(t.app.deps, vapid, t.clock.now());
    expect(await texts(p.cookie)).toHaveLength(3);
  });

  it('a jailbreak: the rescuer broke the prisoner out, the prisoner was broken out by the rescuer, each linked', async () => {
    const prisoner = await player({ jailedUntil: inMs(5 * MINUTE), jailDeedLevel: 1, jailDeedMaxExperience: 20 });
    const rescuer = await player();
    const earned = rescuerExperience({ jailingDeedLevel: 1, jailingDeedMaxExperience: 20, rescuerLevel: 1 });
    expect(earned).toBe(3); // a level-1 local deed's Max Experience caps the 20
    // Refused while the prisoner is free elsewhere: nothing written.
    const free = await player();
    expect((await post('/api/character/actions/jailbreak', rescuer.cookie, { player: free.character.id })).statusCode).toBe(409);
    expect((await journal(rescuer.cookie)).entries).toEqual([]);

    useDraws(0);
    expect(
      (await post('/api/character/actions/jailbreak', rescuer.cookie, { player: prisoner.character.id })).json().success,
    ).toBe(true);
    const [broke] = (await journal(rescuer.cookie)).entries;
    expect(broke).toMatchObject({
      type: JournalEntryType.brokeOut,
      text: `You broke ${prisoner.character.username} out of jail.`,
      parts: [{ text: 'You broke ' }, { text: prisoner.character.username, character: ref(prisoner) }, { text: ' out of jail.' }],
      characters: [ref(prisoner)],
      rewards: { gold: 0, experience: earned, alignment: 0 },
    });
    const [brokenOut] = (await journal(prisoner.cookie)).entries;
    expect(brokenOut).toMatchObject({
      type: JournalEntryType.brokenOut,
      text: `${rescuer.character.username} broke you out of jail.`,
      characters: [ref(rescuer)],
    });
  });

  it('a rescuer caught breaking in is jailed', async () => {
    const prisoner = await player({ jailedUntil: inMs(5 * MINUTE) });
    const rescuer = await player();
    useDraws(0.999, 0);
    const res = await post('/api/character/actions/jailbreak', rescuer.cookie, { player: prisoner.character.id });
    expect(res.json().jailTime).not.toBeNull();
    const [entry] = (await journal(rescuer.cookie)).entries;
    expect(entry!.type).toBe(JournalEntryType.jailed);
    expect(entry!.text).toMatch(/^The guards caught you breaking in and jailed you for /);
    expect((await journal(prisoner.cookie)).entries).toEqual([]);
  });

  it('bail: own (gold paid), for another (the payer and the freed prisoner, each linked); a refused payment writes nothing', async () => {
    const own = await player({ gold: 200, jailedUntil: inMs(10 * MINUTE) });
    expect((await post('/api/character/bail', own.cookie)).json().paid).toBe(120);
    expect((await journal(own.cookie)).entries.map((e) => [e.type, e.text, e.rewards])).toEqual([
      [JournalEntryType.bailPaidOwn, 'You paid 120 gold bail and left jail.', { gold: -120, experience: 0, alignment: 0 }],
    ]);

    const prisoner = await player({ jailedUntil: inMs(10 * MINUTE) });
    const poor = await player({ gold: 1 });
    expect((await post('/api/character/bail', poor.cookie, { player: prisoner.character.id })).statusCode).toBe(409);
    expect((await journal(poor.cookie)).entries).toEqual([]);
    expect((await journal(prisoner.cookie)).entries).toEqual([]);

    const payer = await player({ gold: 200 });
    const paid = (await post('/api/character/bail', payer.cookie, { player: prisoner.character.id })).json();
    const [mine] = (await journal(payer.cookie)).entries;
    expect(mine).toMatchObject({
      type: JournalEntryType.bailPaidFor,
      text: `You paid ${paid.paid} gold bail for ${prisoner.character.username}.`,
      characters: [ref(prisoner)],
      rewards: { gold: -paid.paid, experience: 0, alignment: paid.goodPoints },
    });
    const [theirs] = (await journal(prisoner.cookie)).entries;
    expect(theirs).toMatchObject({
      type: JournalEntryType.bailedOut,
      text: `${payer.character.username} paid ${paid.paid} gold bail for you. You are free.`,
      characters: [ref(payer)],
    });
  });

  it('training: an entry when a skill reaches a level, none for progress within a level', async () => {
    const p = await player({ gold: 1000 });
    const skills = (await get('/api/character/skills/', p.cookie)).json() as { id: string; name: string }[];
    const skill = skills[0]!;
    useDraws(0);
    expect((await post(`/api/character/skills/${skill.id}`, p.cookie)).json().levelsGained).toBe(0);
    expect((await journal(p.cookie)).entries).toEqual([]);
    await t.app.deps.db
      .update(characterSkillsTable)
      .set({ completion: 95 })
      .where(eq(characterSkillsTable.characterId, p.character.id));
    t.clock.advance(60 * MINUTE);
    useDraws(0);
    expect((await post(`/api/character/skills/${skill.id}`, p.cookie)).json().levelsGained).toBe(1);
    expect(await texts(p.cookie)).toEqual([`Your ${skill.name} reached level 1.`]);
  });

  it('travel: an arrival with the fare paid; a refused journey writes nothing', async () => {
    const p = await player({ cityId: null, gold: 100 });
    const { destinations } = (await get('/api/character/travel/destinations', p.cookie)).json();
    const to = destinations[0] as { id: string; name: string };
    const moved = (await post('/api/character/travel', p.cookie, { cityID: to.id })).json();
    expect(await journal(p.cookie)).toMatchObject({
      entries: [
        {
          type: JournalEntryType.arrived,
          text: `You arrived in ${to.name}.`,
          rewards: moved.fare > 0 ? { gold: -moved.fare } : null,
        },
      ],
    });
    // Resting: refused.
    expect((await post('/api/character/travel', p.cookie, { cityID: evenCity })).statusCode).not.toBe(200);
    expect((await journal(p.cookie)).entries).toHaveLength(1);
  });

  it('staff actions: a role change (only when it changes) and a kill; then the heir, linked to its parent', async () => {
    const p = await player({ gold: 100 });
    await setRole({ db: t.app.deps.db, clock: t.clock }, p.email, 1);
    await setRole({ db: t.app.deps.db, clock: t.clock }, p.email, 1);
    expect(await texts(p.cookie)).toEqual(['Staff made you a moderator.']);

    await killCharacter(t.app.deps, p.character.username);
    const [killed] = (await journal(p.cookie)).entries;
    expect(killed).toMatchObject({ type: JournalEntryType.killed, characters: [ref(p)] });
    expect(killed!.text).toBe(`Staff ended the life of ${p.character.username}. You may create an heir.`);

    const name = uniqueName('Heir');
    const heir = await post('/api/character/create', p.cookie, { name, bio: 'b', childCode: p.character.childCode });
    expect(heir.statusCode).toBe(201);
    const [born] = (await journal(p.cookie)).entries;
    expect(born).toMatchObject({
      type: JournalEntryType.heir,
      characters: [{ id: heir.json().id, name }, ref(p)],
    });
    expect(born!.text.startsWith(`${name} was born as the heir of ${p.character.username}`)).toBe(true);
  });
});
