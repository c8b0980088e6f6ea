import { type AdminQuestChain, type QuestChain, Role } from '@tod/contracts';
import { QUEST_CHAINS } from '@tod/game';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPacksTable } from '../../src/db/seed.sql.ts';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { questChainDefsTable } from '../../src/modules/quests/index.ts';
import { questStandingTable } from '../../src/modules/quests/quests.sql.ts';
import { citiesTable } from '../../src/modules/world/world.sql.ts';
import { QUEST_CHAINS_V2, upgradeQuestChains } from '../../src/seed/seed-quests.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { auditCount, expectInvalid, signUpWithRole } from './admin-kit.ts';

let t: TestApp;
let staff: string;
let moderator: string;
let chains: AdminQuestChain[];
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signUpWithRole(t, Role.staff)).cookie;
  moderator = (await signUpWithRole(t, Role.moderator)).cookie;
  chains = (await t.request({ method: 'GET', url: '/api/admin/quests/chains', cookie: staff })).json() as AdminQuestChain[];
});
afterAll(() => t.close());

const byKey = (key: string) => chains.find((x) => x.key === key)!;
const input = (x: AdminQuestChain) => ({
  title: x.title,
  minLevel: x.minLevel,
  patronTier: x.patron.tier,
  rewardDeeds: x.rewardDeeds,
  steps: x.steps,
});
const put = (id: string, body: unknown, cookie = staff) =>
  t.request({ method: 'PUT', url: `/api/admin/quests/chains/${id}`, cookie, payload: body as object });
const row = async (key: string) =>
  (await t.app.deps.db.select().from(questChainDefsTable).where(eq(questChainDefsTable.key, key)))[0]!;

describe('Manage Quests: quest chains', () => {
  it("lists the content's chains as seeded, in order, none edited", () => {
    expect(chains.map((x) => x.key)).toEqual(QUEST_CHAINS.map((x) => x.key));
    expect(chains.every((x) => !x.edited)).toBe(true);
    expect(byKey('brannocs-bargain')).toMatchObject({
      title: "Brannoc's Bargain",
      patron: { cityName: 'Hearthmere', axis: 'neutral', tier: 2 },
      minLevel: 4,
      rewardDeeds: 8,
    });
  });

  it('saves a chain, audited; players read the new title, text and lock, and a content upgrade leaves it alone', async () => {
    const brannoc = byKey('brannocs-bargain');
    const steps = structuredClone(brannoc.steps);
    steps[0]!.text = 'Brannoc needs a hundred spearheads. Find him smiths.';
    steps[1]!.choices![0]!.label = 'Split the difference';
    steps[1]!.choices![0]!.points = 9;
    const res = await put(brannoc.id, { ...input(brannoc), title: 'A Hundred Spearheads', minLevel: 6, rewardDeeds: 20, steps });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'A Hundred Spearheads', minLevel: 6, rewardDeeds: 20, edited: true });
    const [entry] = await t.database.query<{ action: string; before: { title: string }; after: { title: string } }>(
      'SELECT action, before, after FROM audit_entries ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toMatchObject({
      action: 'quest_chains.updated',
      before: { title: "Brannoc's Bargain" },
      after: { title: 'A Hundred Spearheads' },
    });

    const p = await signUpWithCharacter(t);
    const [hearthmere] = await t.app.deps.db.select().from(citiesTable).where(eq(citiesTable.name, 'Hearthmere'));
    await t.app.deps.db
      .update(charactersTable)
      .set({ cityId: hearthmere!.id, level: 4 })
      .where(eq(charactersTable.id, p.character.id));
    const read = async () =>
      ((await t.request({ method: 'GET', url: '/api/quests/chains', cookie: p.cookie })).json().chains as QuestChain[]).find(
        (c) => c.key === 'brannocs-bargain',
      )!;
    expect(await read()).toMatchObject({ title: 'A Hundred Spearheads', status: 'locked', lockedReason: 'Reach level 6.' });
    await t.app.deps.db.update(charactersTable).set({ level: 6 }).where(eq(charactersTable.id, p.character.id));
    await t.app.deps.db
      .insert(questStandingTable)
      .values({ characterId: p.character.id, cityId: hearthmere!.id, patron: 'neutral', points: 10 });
    expect((await read()).current).toMatchObject({ title: 'An order too large', text: steps[0]!.text });

    await t.app.deps.db.delete(contentPacksTable).where(eq(contentPacksTable.name, QUEST_CHAINS_V2));
    expect(await upgradeQuestChains(t.app.deps.db, t.clock.now())).toBe(true);
    expect(await row('brannocs-bargain')).toMatchObject({ title: 'A Hundred Spearheads', rewardDeeds: 20 });
  });

  it('refuses a changed shape, unknown names and bad numbers with a clear message, an unknown id with 404, and every role below staff', async () => {
    const x = byKey('mags-debtors');
    const before = await row(x.key);
    const auditBefore = await auditCount(t);
    expectInvalid(await put(x.id, { ...input(x), title: '' }), 'Title is required.');
    expectInvalid(await put(x.id, { ...input(x), steps: x.steps.slice(0, 2) }), 'Steps must be a list of 3 to 5 steps.');
    expectInvalid(await put(x.id, { ...input(x), rewardDeeds: 51 }), 'Reward must be a whole number from 1 to 50.');
    expectInvalid(await put(x.id, { ...input(x), patronTier: 6 }), 'Standing tier must be a whole number from 1 to 5.');
    const withSteps = (change: (steps: AdminQuestChain['steps']) => void) => {
      const steps = structuredClone(x.steps);
      change(steps);
      return { ...input(x), steps };
    };
    expectInvalid(
      await put(
        x.id,
        withSteps((s) => {
          s[1]!.choices![0]!.points = 21;
        }),
      ),
      'Points must be a whole number from 1 to 20.',
    );
    const shape = await put(
      x.id,
      withSteps((s) => s.splice(2, 1)),
    );
    expect([shape.statusCode, shape.json().code, shape.json().message]).toEqual([
      400,
      'quests.chain_shape',
      'This chain keeps its 4 steps.',
    ]);
    const renamed = await put(
      x.id,
      withSteps((s) => {
        s[1]!.choices![0]!.key = 'other';
      }),
    );
    expect([renamed.json().code, renamed.json().message]).toEqual([
      'quests.chain_shape',
      'Step 2 keeps its choices: ring,forgive.',
    ]);
    const city = await put(
      x.id,
      withSteps((s) => {
        s[0]!.requirement.cityName = 'Atlantis';
      }),
    );
    expect([city.statusCode, city.json().code, city.json().message]).toEqual([
      400,
      'quests.unknown_city',
      'There is no city named "Atlantis".',
    ]);
    const skill = await put(
      x.id,
      withSteps((s) => {
        s[0]!.requirement.skill = { name: 'Juggling', level: 1 };
      }),
    );
    expect([skill.json().code, skill.json().message]).toEqual(['quests.unknown_skill', 'There is no skill named "Juggling".']);
    const unknown = await put('6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d21', input(x));
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'quests.chain_not_found']);
    expect((await put(x.id, input(x), moderator)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/quests/chains', cookie: moderator })).statusCode).toBe(403);
    const player = await signUpWithCharacter(t);
    expect((await put(x.id, input(x), player.cookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/api/admin/quests/chains/${x.id}`, payload: input(x) })).statusCode).toBe(401);
    expect(await auditCount(t)).toBe(auditBefore);
    expect(await row(x.key)).toEqual(before);
  });
});
