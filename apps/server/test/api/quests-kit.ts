import type { QuestBoard } from '@tod/contracts';
import { GameConstants } from '@tod/game';
import { and, eq } from 'drizzle-orm';
import { questContractsTable, questStandingTable } from '../../src/modules/quests/quests.sql.ts';
import type { TestApp } from '../kit.ts';

const HOUR = 3_600_000;

/** Calls and rows the quests suites share; the app is taken lazily (suites create it in `beforeAll`). */
export function questRows(app: () => TestApp) {
  const db = () => app().app.deps.db;
  let seq = 0;
  return {
    board: async (cookie: string) => {
      const res = await app().request({ method: 'GET', url: '/api/quests/board', cookie });
      if (res.statusCode !== 200) throw new Error(`board ${res.statusCode}: ${res.body}`);
      return res.json() as QuestBoard;
    },
    act: (cookie: string | undefined, id: string, action: 'accept' | 'decline' | 'abandon' | 'complete') =>
      app().request({ method: 'POST', url: `/api/quests/contracts/${id}/${action}`, ...(cookie ? { cookie } : {}) }),
    /** A contract put straight on a character's board (or accepted, with `status: 'active'`). */
    async contract(
      characterId: string,
      cityId: string,
      values: Partial<typeof questContractsTable.$inferInsert> = {},
    ): Promise<string> {
      seq += 1;
      const now = app().clock.now();
      const active = values.status === 'active';
      const [row] = await db()
        .insert(questContractsTable)
        .values({
          characterId,
          cityId,
          patron: 'good',
          templateKey: 'alms-round',
          kind: 'deed',
          title: `Test contract ${seq}`,
          description: 'A test.',
          placeCityId: cityId,
          axis: 'good',
          target: 2,
          tier: 1,
          rewardGold: 50,
          rewardExperience: 20,
          rewardStanding: 3,
          offerDay: `test-${seq}`,
          offeredAt: now,
          ...(active ? { acceptedAt: now, deadline: new Date(now.getTime() + GameConstants.quests.deadlineMs) } : {}),
          ...values,
        })
        .returning({ id: questContractsTable.id });
      return row!.id;
    },
    async row(id: string) {
      const [row] = await db().select().from(questContractsTable).where(eq(questContractsTable.id, id));
      return row!;
    },
    async standing(characterId: string, cityId: string, patron = 'good') {
      const [row] = await db()
        .select()
        .from(questStandingTable)
        .where(
          and(
            eq(questStandingTable.characterId, characterId),
            eq(questStandingTable.cityId, cityId),
            eq(questStandingTable.patron, patron),
          ),
        );
      return row?.points ?? 0;
    },
    hours: (n: number) => n * HOUR,
  };
}
