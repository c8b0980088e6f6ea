import { PresenceLimits } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ERRAND_WEIGHTS,
  PLAYER_PROFILES,
  type ProfileName,
  TRAINING_EVERY_MS,
  characterIdOf,
  nextDeedDelayMs,
  nextErrand,
  nextPollDelayMs,
  profileOf,
  signsIn,
} from './players-model.ts';

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('the bench players (docs/capacity.md, "Behaviour model")', () => {
  it('mixes the profiles 40 casual, 40 regular, 15 grinders and 5 scripts in every hundred players', () => {
    const counts: Record<string, number> = {};
    for (let i = 1; i <= 300; i += 1) counts[profileOf(i)] = (counts[profileOf(i)] ?? 0) + 1;
    expect(counts).toEqual({ casual: 120, regular: 120, grinder: 45, script: 15 });
  });

  it('signs in 2 of every 100 arriving players; the others come back with their session', () => {
    const signing = Array.from({ length: 500 }, (_, i) => i + 1).filter(signsIn);
    expect(signing).toHaveLength(10);
    expect(signing.slice(0, 2)).toEqual([50, 100]);
  });

  it('tries the next deed when the cooldown of a level-1 deed (60 s at game speed 1) is over, plus the reaction', () => {
    const cases: Array<[ProfileName, number, number]> = [
      ['casual', 0, 70_000],
      ['casual', 1, 100_000],
      ['script', 0, 60_500],
      ['grinder', 0.5, 65_000],
    ];
    for (const [profile, r, ms] of cases) expect(nextDeedDelayMs(profile, 1, () => r)).toBe(ms);
    // Level 5 deeds have a cooldown twice as long.
    expect(nextDeedDelayMs('script', 5, () => 0)).toBe(120_500);
  });

  it('never sends a script to a page: it only calls the deeds', () => {
    expect(nextErrand('script', TRAINING_EVERY_MS * 10, () => 0)).toBeNull();
    expect(PLAYER_PROFILES.script.browser).toBe(false);
  });

  it('trains half the times the training cooldown has passed, never before', () => {
    expect(nextErrand('regular', TRAINING_EVERY_MS, sequence(0.4))).toBe('train');
    expect(nextErrand('regular', TRAINING_EVERY_MS - 1, sequence(0.4, 0.99))).toBeNull();
    expect(nextErrand('regular', TRAINING_EVERY_MS, sequence(0.6, 0.99))).toBeNull();
  });

  it('opens another page after a deed as often as the profile browses, picking errands by weight', () => {
    // casual browses half the time: a draw under 0.5 browses, one above does not.
    expect(nextErrand('casual', 0, sequence(0.49, 0))).toBe('read');
    expect(nextErrand('casual', 0, sequence(0.51, 0))).toBeNull();
    expect(nextErrand('grinder', 0, sequence(0.11, 0))).toBeNull();
    // The weights sum to 1 and are walked in order: read, travel, message, chat, crew.
    expect(Object.values(ERRAND_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(nextErrand('casual', 0, sequence(0, 0.5))).toBe('travel');
    expect(nextErrand('casual', 0, sequence(0, 0.7))).toBe('message');
    expect(nextErrand('casual', 0, sequence(0, 0.85))).toBe('chat');
    expect(nextErrand('casual', 0, sequence(0, 0.95))).toBe('crew');
  });

  it('waits before the next long poll as the web client does', () => {
    expect(nextPollDelayMs('changed')).toBe(PresenceLimits.retryAfterChangeMs);
    expect(nextPollDelayMs('unchanged')).toBe(PresenceLimits.retryAfterNoChangeMs);
    expect(nextPollDelayMs('error')).toBe(PresenceLimits.retryAfterErrorMs);
  });

  it('names each bench character with a uuid the contracts accept, one per player', () => {
    const ids = [1, 2, 3].map(characterIdOf);
    for (const id of ids) expect(z.uuid().safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(3);
    expect(characterIdOf(1)).toBe(characterIdOf(1));
  });
});
