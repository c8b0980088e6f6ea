import { gameDay } from '@tod/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit.ts';
import { gameplayRows, replayedDraws } from './gameplay-kit.ts';

// Fatigue counts game days (docs/game-rules.md, "Daily rhythm"): at GAME_SPEED 60 a game day
// lasts 24 real minutes, so a tired character is fresh again 24 minutes later, not at midnight.
const SPEED = 60;
const HOUR = 3_600_000;
const GAME_DAY_REAL_MS = 86_400_000 / SPEED;
let t: TestApp;
const draws = replayedDraws();
const rows = gameplayRows(() => t);
let cityId = '';
const own = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/character/', cookie })).json();
const attempt = (cookie: string, id: string) => t.request({ method: 'POST', url: `/api/deeds/${id}/complete`, cookie });

beforeAll(async () => {
  t = await createTestApp({ config: { gameSpeed: SPEED }, rng: draws.rng });
  cityId = await rows.insertCity({ name: 'Test: Swiftford', alignment: 0 });
});
afterAll(() => t.close());

describe('fatigue at GAME_SPEED 60', () => {
  it('cuts rewards within a game day and resets when the next game day begins, 24 real minutes on', async () => {
    const deed = await rows.insertDeed({
      name: 'Test: Stack Sandbags',
      level: 5,
      alignment: 0,
      rewardGold: 40,
      rewardExperience: 40,
    });
    // Midway through a game day: 12 real minutes to its end.
    const dayStart = Math.ceil(t.clock.now().getTime() / GAME_DAY_REAL_MS) * GAME_DAY_REAL_MS;
    t.clock.advance(dayStart + GAME_DAY_REAL_MS / 2 - t.clock.now().getTime());
    const today = gameDay(t.clock.now().getTime(), SPEED);
    const p = await rows.player(cityId, { level: 5, experience: 1231, effortDay: today, effortMs: 3 * HOUR });
    expect((await own(p.cookie)).fatigue).toEqual({ effortTodayMs: 3 * HOUR, factor: 0.3 });
    draws.use(0, 0.999, 0.999);
    expect((await attempt(p.cookie, deed)).json().earned).toMatchObject({ gold: 12, experience: 12 });

    // One real minute before the game day ends the effort still counts (a real-day reset would not reset yet either).
    t.clock.advance(GAME_DAY_REAL_MS / 2 - 60_000);
    expect((await own(p.cookie)).fatigue.factor).toBe(0.3);
    t.clock.advance(60_000);
    expect((await own(p.cookie)).fatigue).toEqual({ effortTodayMs: 0, factor: 1 });
    draws.use(0, 0.999, 0.999);
    // The 12 idle game hours also banked rested experience, which doubles the (unfatigued) 40.
    const earned = (await attempt(p.cookie, deed)).json().earned;
    expect(earned).toMatchObject({ gold: 40, experience: 80, restedUsed: 40 });
  });
});
