import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Rng } from '../../src/lib/rng.ts';
import { sequenceRng } from '../kit/rng.ts';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { deedsTable } from '../../src/modules/deeds/deeds.sql.ts';
import { citiesTable } from '../../src/modules/world/world.sql.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';

export type CharacterValues = Partial<typeof charactersTable.$inferInsert>;

/** An rng for the app that replays whichever sequence the current test chose with `use`. */
export function replayedDraws(): { rng: Rng; use: (...values: number[]) => void } {
  let draws: Rng = sequenceRng([0]);
  return {
    rng: () => draws(),
    use: (...values: number[]) => {
      draws = sequenceRng(values);
    },
  };
}

/**
 * The app a gameplay suite shares on the seeded world: draws the test sets, and the seeded
 * cities' ids by name. Registers the suite's `beforeAll`/`afterAll`.
 */
export function useSeededWorldSuite() {
  const draws = replayedDraws();
  let t: TestApp | undefined;
  const cityIds: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ rng: draws.rng });
    const { cookie } = await signUpWithCharacter(t);
    const cities = (await t.request({ method: 'GET', url: '/api/cities', cookie })).json() as { id: string; name: string }[];
    for (const city of cities) cityIds[city.name] = city.id;
  });
  afterAll(() => t?.close());
  return {
    app: () => t!,
    useDraws: draws.use,
    cityIds,
    inMs: (ms: number) => new Date(t!.clock.now().getTime() + ms),
  };
}

/**
 * Rows the gameplay suites read and set directly. The app is taken lazily because suites bind
 * these at module level and only create the app in `beforeAll`.
 */
export function gameplayRows(app: () => TestApp) {
  const db = () => app().app.deps.db;
  async function character(id: string) {
    const [row] = await db().select().from(charactersTable).where(eq(charactersTable.id, id));
    return row!;
  }
  async function setCharacter(id: string, values: CharacterValues) {
    await db().update(charactersTable).set(values).where(eq(charactersTable.id, id));
  }
  return {
    character,
    setCharacter,
    /** A new character standing in `cityId`, with `values` set too. */
    async player(cityId: string, values: CharacterValues = {}) {
      const p = await signUpWithCharacter(app());
      await setCharacter(p.character.id, { cityId, ...values });
      return p;
    },
    async insertDeed(values: Partial<typeof deedsTable.$inferInsert> & { name: string }): Promise<string> {
      const now = app().clock.now();
      const [row] = await db()
        .insert(deedsTable)
        .values({ createdAt: now, updatedAt: now, ...values })
        .returning({ id: deedsTable.id });
      return row!.id;
    },
    async insertCity(values: Omit<typeof citiesTable.$inferInsert, 'createdAt'>): Promise<string> {
      const [row] = await db()
        .insert(citiesTable)
        .values({ ...values, createdAt: app().clock.now() })
        .returning({ id: citiesTable.id });
      return row!.id;
    },
  };
}

export type GameplayRows = ReturnType<typeof gameplayRows>;
