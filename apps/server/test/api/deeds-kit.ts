import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../kit.ts';
import { gameplayRows, replayedDraws } from './gameplay-kit.ts';

/**
 * The app the deeds API suites share: five test deeds, and a city of alignment 0 so the city
 * term of the odds is 0 (the seeded cities' alignments are content's to tune). Registers the
 * suite's `beforeAll`/`afterAll`.
 */
export function useDeedsSuite() {
  const draws = replayedDraws();
  let t: TestApp | undefined;
  const app = () => t!;
  const rows = gameplayRows(app);
  const ids = { good: '', evil: '', neutral: '', high: '', big: '' };
  let evenCity = '';

  beforeAll(async () => {
    t = await createTestApp({ rng: draws.rng });
    evenCity = await rows.insertCity({ name: 'Test: Evenfield', alignment: 0 });
    ids.good = await rows.insertDeed({
      name: 'Test: Help a Farmer',
      level: 1,
      alignment: 1,
      successMessage: 'The farmer thanks you.',
      failureMessage: 'You trip over a goat.',
      rewardGold: 100,
      rewardExperience: 300,
      rewardAlignment: 5,
    });
    ids.evil = await rows.insertDeed({
      name: 'Test: Rob a Stall',
      level: 1,
      alignment: -1,
      successMessage: 'You vanish into the crowd.',
      failureMessage: 'The watch grabs you.',
      rewardGold: 40,
      rewardExperience: 60,
      rewardAlignment: 3,
      rewardJailSeconds: 120,
    });
    ids.neutral = await rows.insertDeed({
      name: 'Test: Carry Crates',
      level: 0,
      rewardGold: 10,
      rewardExperience: 10,
      rewardAlignment: 2,
    });
    ids.high = await rows.insertDeed({
      name: 'Test: Slay a Wyrm',
      level: 5,
      alignment: 1,
      rewardGold: 500,
      rewardExperience: 500,
    });
    ids.big = await rows.insertDeed({ name: 'Test: Found a Guild', level: 1, rewardGold: 0, rewardExperience: 1000 });
  });
  afterAll(() => app().close());

  return {
    app,
    ids,
    useDraws: draws.use,
    character: rows.character,
    setCharacter: rows.setCharacter,
    /** A new character standing in the alignment-0 city. */
    player: () => rows.player(evenCity),
    attempt: (cookie: string | undefined, id: string) =>
      app().request({ method: 'POST', url: `/api/deeds/${id}/complete`, ...(cookie ? { cookie } : {}) }),
    inMs: (ms: number) => new Date(app().clock.now().getTime() + ms).toISOString(),
  };
}
