import type { QuestChain } from '@tod/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goldLedgerTable } from '../../src/modules/economy/economy.sql.ts';
import { questChainsTable } from '../../src/modules/quests/chains.sql.ts';
import { questStandingTable } from '../../src/modules/quests/quests.sql.ts';
import { characterSkillsTable, skillsTable } from '../../src/modules/training/training.sql.ts';
import { gameplayRows, useSeededWorldSuite } from './gameplay-kit.ts';

const suite = useSeededWorldSuite();
const t = suite.app;
const rows = gameplayRows(t);
const db = () => t().app.deps.db;
const city = (name: string) => suite.cityIds[name]!;
const KEY = 'lantern-of-hearthmere';

async function chains(cookie: string): Promise<QuestChain[]> {
  const res = await t().request({ method: 'GET', url: '/api/quests/chains', cookie });
  expect(res.statusCode).toBe(200);
  return res.json().chains;
}
const lantern = async (cookie: string) => (await chains(cookie)).find((c) => c.key === KEY)!;
const advance = (cookie: string, choice?: string, key = KEY) =>
  t().request({ method: 'POST', url: `/api/quests/chains/${key}/advance`, cookie, payload: choice ? { choice } : {} });

/** A level 3 character in Hearthmere with standing tier 2 with Sister Elowen: the lantern chain is open. */
async function opened(values: Parameters<typeof rows.player>[1] = {}) {
  const p = await rows.player(city('Hearthmere'), { level: 3, gold: 0, ...values });
  await db()
    .insert(questStandingTable)
    .values({ characterId: p.character.id, cityId: city('Hearthmere'), patron: 'good', points: 10 });
  return p;
}

async function trainPersuasion(characterId: string) {
  const [skill] = await db().select().from(skillsTable).where(eq(skillsTable.name, 'Persuasion'));
  await db().insert(characterSkillsTable).values({ characterId, skillId: skill!.id, level: 1 });
}

describe('GET /api/quests/chains', () => {
  it('lists a chain per city and path, locked by level and standing with the reason', async () => {
    const p = await rows.player(city('Hearthmere'));
    const list = await chains(p.cookie);
    expect(list).toHaveLength(Object.keys(suite.cityIds).length * 3);
    expect(list.slice(0, 3).map((c) => [c.key, c.status])).toEqual([
      ['lantern-of-hearthmere', 'locked'],
      ['missing-ledger', 'locked'],
      ['ashes-of-thornwick', 'locked'],
    ]);
    expect(list.every((c) => c.status === 'locked')).toBe(true);
    expect(list.find((c) => c.key === 'brannocs-bargain')).toMatchObject({
      patron: { name: 'Factor Brannoc', cityName: 'Hearthmere' },
      lockedReason: 'Reach level 4.',
    });
    expect(list[0]!.lockedReason).toBe('Reach level 3.');
    expect(list[0]!.current).toBeNull();
    await rows.setCharacter(p.character.id, { level: 3 });
    expect((await lantern(p.cookie)).lockedReason).toBe('Reach standing tier 2 with Sister Elowen of Hearthmere.');
    const res = await advance(p.cookie);
    expect([res.statusCode, res.json().code]).toEqual([409, 'quests.chain_locked']);
  });
});

describe('POST /api/quests/chains/:key/advance', () => {
  it('tells the story across cities: travel, a skill, a choice that moves alignment, jail, and pays once at the end', async () => {
    const p = await opened();
    const open = await lantern(p.cookie);
    expect(open).toMatchObject({ status: 'open', stepsDone: 0, stepCount: 4 });
    expect(open.current).toMatchObject({ index: 0, title: 'A cold lamp', blocker: null, choices: [] });

    const first = await advance(p.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('A cold lamp: done.');

    // Step 2 is in Silverbrook and needs Persuasion.
    let refused = await advance(p.cookie);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'You must be in Silverbrook.']);
    await rows.setCharacter(p.character.id, { cityId: city('Silverbrook') });
    refused = await advance(p.cookie);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'You need Persuasion at level 1.']);
    await trainPersuasion(p.character.id);
    const noChoice = await advance(p.cookie);
    expect([noChoice.statusCode, noChoice.json().code]).toEqual([400, 'quests.choice_needed']);
    expect((await advance(p.cookie, 'nonsense')).statusCode).toBe(400);
    const chose = await advance(p.cookie, 'pay');
    expect(chose.statusCode).toBe(200);
    expect(chose.json().message).toMatch(/You settle his debt\..*\(\+5 good\)/);
    expect((await rows.character(p.character.id)).good).toBe(5);
    expect(chose.json().chains.chains[0].story[1].outcome).toMatch(/^You settle his debt/);

    // Step 3: a good character, whose deeds carry no sentence, visits Tam in the Ravenhollow jail, free.
    refused = await advance(p.cookie);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Visit the Ravenhollow jail: you must be in Ravenhollow.',
    ]);
    expect((await lantern(p.cookie)).current?.blocker).toBe('Visit the Ravenhollow jail: you must be in Ravenhollow.');
    await rows.setCharacter(p.character.id, { cityId: city('Ravenhollow') });
    expect((await lantern(p.cookie)).current?.blocker).toBeNull();
    expect((await advance(p.cookie)).statusCode).toBe(200);

    // Step 4, back in Hearthmere: pays once however many presses race.
    await rows.setCharacter(p.character.id, { cityId: city('Hearthmere') });
    const answers = await Promise.all(Array.from({ length: 10 }, () => advance(p.cookie)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'quests.chain_finished')).toBe(true);
    const after = await rows.character(p.character.id);
    // Eight deeds' worth at level 3 (10 gold), and the patron pays the road: Hearthmere,
    // Silverbrook, Ravenhollow and back are 24 squares, 144 gold in fares at level 3.
    expect(after.gold).toBe(10 + 144);
    expect(open.reward).toEqual({ gold: 154, experience: 3 });
    const ledger = await db().select().from(goldLedgerTable).where(eq(goldLedgerTable.characterId, p.character.id));
    expect(ledger.filter((l) => l.kind === 'quest')).toHaveLength(1);
    const finished = await lantern(p.cookie);
    expect(finished).toMatchObject({ status: 'finished', stepsDone: 4, current: null });
    expect(finished.story.map((s) => s.title)).toEqual(['A cold lamp', 'The ferryman', 'Behind bars', 'The light returns']);
    const [row] = await db().select().from(questChainsTable).where(eq(questChainsTable.characterId, p.character.id));
    expect(row).toMatchObject({ stepsDone: 4, choice: 'pay' });
    const achievements = await t().request({ method: 'GET', url: '/api/achievements', cookie: p.cookie });
    expect(achievements.json().achievements.find((a: { key: string }) => a.key === 'first-chain').earnedAt).not.toBeNull();
  });

  it('does a step once when presses race', async () => {
    const p = await opened();
    const answers = await Promise.all(Array.from({ length: 10 }, () => advance(p.cookie)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().message === 'You must be in Silverbrook.')).toBe(
      true,
    );
    expect((await lantern(p.cookie)).stepsDone).toBe(1);
  });

  it('refuses an unknown chain and a step from jail', async () => {
    const p = await opened();
    const unknown = await advance(p.cookie, undefined, 'no-such-chain');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'quests.chain_not_found']);
    await rows.setCharacter(p.character.id, { jailedUntil: new Date(t().clock.now().getTime() + 3_600_000) });
    const jailed = await advance(p.cookie);
    expect([jailed.statusCode, jailed.json().message]).toEqual([409, 'You cannot do this from jail.']);
    expect((await t().request({ method: 'GET', url: '/api/quests/chains' })).statusCode).toBe(401);
  });
});

describe('the chains of every city and path', () => {
  it("plays Factor Brannoc's neutral chain of Hearthmere through: a haggle that moves the neutral score, and the reward once", async () => {
    const p = await rows.player(city('Hearthmere'), { level: 4, gold: 0 });
    await db()
      .insert(questStandingTable)
      .values({ characterId: p.character.id, cityId: city('Hearthmere'), patron: 'neutral', points: 10 });
    const key = 'brannocs-bargain';
    expect((await advance(p.cookie, undefined, key)).json().message).toBe('An order too large: done.');
    await rows.setCharacter(p.character.id, { cityId: city('Silverbrook') });
    expect((await advance(p.cookie, 'fair', key)).json().message).toBe('You need Persuasion at level 1.');
    await trainPersuasion(p.character.id);
    const before = (await rows.character(p.character.id)).neutral;
    const chose = await advance(p.cookie, 'fair', key);
    expect([chose.statusCode, chose.json().message]).toEqual([
      200,
      'The mill-forge: done. Hobb grumbles, shakes your hand, and sets his apprentices to work. (+5 neutral)',
    ]);
    expect((await rows.character(p.character.id)).neutral).toBe(before + 5);
    await rows.setCharacter(p.character.id, { cityId: city('Hearthmere') });
    const last = await advance(p.cookie, undefined, key);
    expect(last.json().message).toMatch(/^Delivered on time: done\. You finished "Brannoc's Bargain": \d+ gold/);
    expect((await advance(p.cookie, undefined, key)).json().code).toBe('quests.chain_finished');
  });
});
