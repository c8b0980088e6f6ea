import { describe, expect, it } from 'vitest';
import { type AttemptCharacter, resolveDeedAttempt, restedNow } from './deed-attempt.ts';
import type { DeedRules } from './deed-odds.ts';
import { draws } from './testing/draws.ts';

const HOUR = 3_600_000;
const NOON = Date.UTC(2026, 10, 22, 12);

const fresh = (over: Partial<AttemptCharacter> = {}): AttemptCharacter => ({
  level: 5,
  experience: 1_300,
  gold: 100,
  good: 0,
  neutral: 0,
  evil: 0,
  restedExperience: 0,
  restedSinceMs: null,
  effort: { day: null, ms: 0 },
  ...over,
});

const deed = (over: Partial<DeedRules> = {}): DeedRules => ({
  level: 5,
  alignment: 1,
  reward: { gold: 20, experience: 30, alignment: 1, jailTime: 0 },
  ...over,
});

const attempt = (character: AttemptCharacter, d: DeedRules, rolls: number[], nowMs = NOON, gameSpeed = 1) =>
  resolveDeedAttempt({ character, deed: d, skillLevel: 0, cityAlignment: null, nowMs, gameSpeed, rng: draws(...rolls) });

describe('restedNow', () => {
  it.each([
    ['TSDoc: one idle hour at level 2', { level: 2, restedExperience: 0, restedSinceMs: 0 }, HOUR, 1, 5],
    ['never idle', { level: 2, restedExperience: 9, restedSinceMs: null }, HOUR, 1, 9],
    ['still in a cooldown (idle starts later)', { level: 2, restedExperience: 9, restedSinceMs: 2 * HOUR }, HOUR, 1, 9],
    [
      'game speed 10 counts 6 real minutes as one game hour',
      { level: 2, restedExperience: 0, restedSinceMs: 0 },
      HOUR / 10,
      10,
      5,
    ],
    ['an invalid game speed counts as 1', { level: 2, restedExperience: 0, restedSinceMs: 0 }, HOUR, 0, 5],
  ])('%s', (_name, character, now, speed, expected) => {
    expect(restedNow(character, now, speed)).toBe(expected);
  });
});

describe('resolveDeedAttempt', () => {
  it('matches its TSDoc example (apprentice x3, 60 s cooldown)', () => {
    const character = fresh({ level: 1, experience: 0 });
    const r = resolveDeedAttempt({
      character,
      deed: { level: 1, alignment: 1, reward: { gold: 20, experience: 8, alignment: 1, jailTime: 0 } },
      skillLevel: 0,
      cityAlignment: 0,
      nowMs: 0,
      gameSpeed: 1,
      rng: () => 0,
    });
    expect(r.after.experience).toBe(12);
    expect(r.cooldownMs).toBe(60_000);
  });

  it('applies a success and starts the next idle period when the cooldown ends', () => {
    const r = attempt(fresh(), deed(), [0, 0, 0]);
    expect(r.outcome.success).toBe(true);
    expect(r.after).toMatchObject({ experience: 1_315, gold: 110, good: 1, alignment: 1 });
    expect(r.cooldownMs).toBe(120_000);
    expect(r.after.restedSinceMs).toBe(NOON + 120_000);
    expect(r.after.effort).toEqual({ day: '2026-11-22', ms: 120_000 });
    expect(r.jailMs).toBe(0);
  });

  it('divides cooldown and sentence by the game speed but counts effort in game time', () => {
    const risky = deed({ alignment: -1, reward: { gold: 20, experience: 40, alignment: 1, jailTime: 30 } });
    const r = attempt(fresh(), risky, [0.99, 0], NOON, 10);
    expect(r.outcome.jailed).toBe(true);
    expect(r.cooldownMs).toBe(12_000);
    expect(r.jailMs).toBe(24_000);
    expect(r.after.effort.ms).toBe(120_000);
  });

  it('banks idle time as rested experience and spends it doubling the gain', () => {
    const character = fresh({ restedSinceMs: NOON - 10 * HOUR });
    // Level 5 spans 1_759 - 1_231 = 528 experience: 10 idle hours bank floor(0.2 x 528) = 105.
    const r = attempt(character, deed(), [0, 0, 0]);
    expect(r.outcome).toMatchObject({ experience: 30, restedUsed: 15 });
    expect(r.after.restedExperience).toBe(105 - 15);
  });

  it('cuts rewards to 30% once 3 hours of cooldowns were spent today, not a millisecond before', () => {
    const tired = attempt(fresh({ effort: { day: '2026-11-22', ms: 3 * HOUR } }), deed(), [0, 0, 0]);
    expect(tired.outcome).toMatchObject({ gold: 3, experience: 5 });
    const almost = attempt(fresh({ effort: { day: '2026-11-22', ms: 3 * HOUR - 1 } }), deed(), [0, 0, 0]);
    expect(almost.outcome).toMatchObject({ gold: 10, experience: 15 });
  });

  it('forgets yesterday’s effort at midnight UTC', () => {
    const midnight = Date.UTC(2026, 10, 23);
    const r = attempt(fresh({ effort: { day: '2026-11-22', ms: 7 * HOUR } }), deed(), [0, 0, 0], midnight);
    expect(r.outcome).toMatchObject({ gold: 10, experience: 15 });
    expect(r.after.effort).toEqual({ day: '2026-11-23', ms: 120_000 });
  });

  it('counts a level-up', () => {
    const r = attempt(fresh({ experience: 1_750 }), deed(), [0, 0, 0]);
    expect(r.levelsGained).toBe(1);
    expect(r.after.level).toBe(6);
  });
});

describe('worn equipment', () => {
  it('adds its bonus to the success chance the attempt rolls against (0 when absent)', () => {
    const character = fresh({});
    const plain = resolveDeedAttempt({
      character,
      deed: deed(),
      skillLevel: 0,
      cityAlignment: null,
      nowMs: NOON,
      gameSpeed: 1,
      rng: draws(0.999),
    });
    const helped = resolveDeedAttempt({
      character,
      deed: deed(),
      skillLevel: 0,
      cityAlignment: null,
      itemBonus: 0.03,
      nowMs: NOON,
      gameSpeed: 1,
      rng: draws(0.999),
    });
    expect(helped.outcome.successChance).toBeCloseTo(plain.outcome.successChance + 0.03, 4);
  });
});
