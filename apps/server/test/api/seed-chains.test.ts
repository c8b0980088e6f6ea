import { QUEST_CHAINS } from '@tod/game';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { contentPacksTable } from '../../src/db/seed.sql.ts';
import { questChainDefsTable } from '../../src/modules/quests/index.ts';
import { QUEST_CHAINS_V2, upgradeQuestChains } from '../../src/seed/seed-quests.ts';
import { seed } from '../../src/seed/seed.ts';
import { freshDatabase } from '../kit.ts';

let database: Database;
const db = () => database.db;
const chainKeyed = async (key: string) =>
  (await db().select().from(questChainDefsTable).where(eq(questChainDefsTable.key, key)))[0];

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('seeding the quest chains', () => {
  it('gives a fresh world every chain of the content, in its order, none edited', async () => {
    const rows = await db().select().from(questChainDefsTable);
    expect(rows.sort((a, b) => a.position - b.position).map((r) => r.key)).toEqual(QUEST_CHAINS.map((c) => c.key));
    expect(rows.every((r) => r.updatedAt.getTime() === r.createdAt.getTime())).toBe(true);
    expect(await chainKeyed('brannocs-bargain')).toMatchObject({
      patronCity: 'Hearthmere',
      patronAxis: 'neutral',
      patronTier: 2,
    });
  });

  it('brings a world seeded with three chains up to the content once, never overwriting what staff edited', async () => {
    const later = new Date('2031-01-01T00:00:00Z');
    // A world from before: the new chains absent, one chain as an older version told it, one edited by staff.
    await db().delete(contentPacksTable).where(eq(contentPacksTable.name, QUEST_CHAINS_V2));
    const first = new Set(['lantern-of-hearthmere', 'missing-ledger', 'ashes-of-thornwick']);
    for (const c of QUEST_CHAINS.filter((c) => !first.has(c.key))) {
      await db().delete(questChainDefsTable).where(eq(questChainDefsTable.key, c.key));
    }
    await db()
      .update(questChainDefsTable)
      .set({ title: 'Old title', rewardDeeds: 1 })
      .where(eq(questChainDefsTable.key, 'missing-ledger'));
    await db()
      .update(questChainDefsTable)
      .set({ title: 'The Lamp of Hearthmere', rewardDeeds: 20, updatedAt: later })
      .where(eq(questChainDefsTable.key, 'lantern-of-hearthmere'));

    expect(await seed(db(), later)).toBe(true);
    expect(await db().select().from(questChainDefsTable)).toHaveLength(QUEST_CHAINS.length);
    expect(await chainKeyed('missing-ledger')).toMatchObject({ title: 'The Missing Ledger', rewardDeeds: 10 });
    expect(await chainKeyed('lantern-of-hearthmere')).toMatchObject({ title: 'The Lamp of Hearthmere', rewardDeeds: 20 });
    expect((await chainKeyed('lady-cinders-court'))?.steps).toHaveLength(3);

    await db().update(questChainDefsTable).set({ title: 'Changed since' }).where(eq(questChainDefsTable.key, 'missing-ledger'));
    expect(await seed(db(), later)).toBe(false);
    expect((await chainKeyed('missing-ledger'))?.title).toBe('Changed since');
  });

  it("turns an unedited good chain's jail step of version 1 into a visit, and leaves an edited one as staff left it", async () => {
    const later = new Date('2031-01-01T00:00:00Z');
    await db().delete(contentPacksTable).where(eq(contentPacksTable.name, QUEST_CHAINS_V2));
    const asVersion1 = async (key: string, updatedAt?: Date) => {
      const steps = (await chainKeyed(key))!.steps.map((s) =>
        s.requirement.jailVisit ? { ...s, requirement: { cityName: s.requirement.cityName, jailed: true } } : s,
      );
      await db()
        .update(questChainDefsTable)
        .set(updatedAt ? { steps, updatedAt } : { steps })
        .where(eq(questChainDefsTable.key, key));
    };
    await asVersion1('the-gravedigger-saint');
    await asVersion1('lantern-of-hearthmere', later);

    expect(await seed(db(), later)).toBe(true);
    expect((await chainKeyed('the-gravedigger-saint'))!.steps[1]!.requirement).toEqual({
      cityName: 'Ravenhollow',
      jailVisit: true,
    });
    expect((await chainKeyed('lantern-of-hearthmere'))!.steps[2]!.requirement).toEqual({ cityName: 'Ravenhollow', jailed: true });
  });

  it('applies the upgrade once when two instances race', async () => {
    await db().delete(contentPacksTable).where(eq(contentPacksTable.name, QUEST_CHAINS_V2));
    const results = await Promise.all([upgradeQuestChains(db(), new Date()), upgradeQuestChains(db(), new Date())]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db().select().from(questChainDefsTable)).toHaveLength(QUEST_CHAINS.length);
  });
});
