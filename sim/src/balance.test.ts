import { describe, expect, it } from 'vitest';
import { runBot } from './bot.ts';
import { checkTargets, median, simulate } from './measures.ts';
import { DAY, HOUR, MINUTE, START_MS, dailyMinutes, sessionAt } from './profiles.ts';
import { BASE_CONTENT_PACK } from '@tod/game';
import { buildWorld } from './world.ts';

const world = buildWorld();

describe('balance targets (reduced simulation: 5 seeds, 30 game days)', () => {
  const checks = checkTargets(simulate(world, { seeds: 5, days: 30 }));

  it.each(checks.map((c) => [c.name, c] as const))('%s', (_name, check) => {
    expect(check.value, `target ${check.target}`).toSatisfy(() => check.ok);
  });

  it('checks every target of the balance', () => {
    const names = checks.map((c) => c.name).join('\n');
    for (const part of [
      'level on day 30',
      'day the top deeds unlock',
      'ahead of the 12 h player',
      'share of the best deed',
      'gold spent',
      'first level-up',
      'experience per hour',
    ]) {
      expect(names).toContain(part);
    }
  });
});

describe('the bots', () => {
  it('play the same game for the same seed and a different one for another', () => {
    const a = runBot(world, 'regular', 'evil', 3, 3);
    const b = runBot(world, 'regular', 'evil', 3, 3);
    const c = runBot(world, 'regular', 'evil', 4, 3);
    expect(b).toEqual(a);
    expect(c.experience).not.toBe(a.experience);
  });

  it('play only inside their sessions', () => {
    expect(runBot(world, 'casual', 'good', 1, 2).playedMinutes).toBe(2 * dailyMinutes('casual'));
    expect(runBot(world, 'script', 'good', 1, 1).playedMinutes).toBe(24 * 60);
  });

  it('spend gold on training, fares and bail through the real prices', () => {
    const r = runBot(world, 'regular', 'evil', 1, 10);
    expect(r.goldSpent.training).toBeGreaterThan(0);
    expect(r.goldSpent.bail).toBeGreaterThan(0);
    expect(r.counts.journeys).toBeGreaterThan(0);
  });
});

describe('buildWorld', () => {
  it('still plays a pack of the first shape (no skills, no cities on deeds)', () => {
    const v1 = {
      ...BASE_CONTENT_PACK,
      deeds: BASE_CONTENT_PACK.deeds.map(({ skills: _skills, city: _city, ...deed }) => deed),
    } as unknown as typeof BASE_CONTENT_PACK;
    const old = buildWorld(v1);
    expect(old.deeds.every((d) => d.skill === null && d.city === null)).toBe(true);
    expect(runBot(old, 'regular', 'optimiser', 1, 2).levelByDay[1]).toBeGreaterThan(1);
  });

  it("reads each deed's skill and city from the pack", () => {
    expect(world.deeds.filter((d) => d.city !== null).length).toBeGreaterThanOrEqual(45);
    expect(world.deeds.every((d) => d.skill !== null)).toBe(true);
    expect(world.topDeedLevel).toBe(Math.max(...BASE_CONTENT_PACK.deeds.map((d) => d.level)));
  });
});

describe('sessionAt', () => {
  it.each([
    ['casual, the first session starts', START_MS + 8 * HOUR, { online: true, until: START_MS + 8 * HOUR + 20 * MINUTE }],
    ['casual, one ms before it', START_MS + 8 * HOUR - 1, { online: false, until: START_MS + 8 * HOUR }],
    ['casual, as it ends', START_MS + 8 * HOUR + 20 * MINUTE, { online: false, until: START_MS + 13 * HOUR }],
    ['casual, after the last session', START_MS + 21 * HOUR, { online: false, until: START_MS + DAY + 8 * HOUR }],
  ] as const)('%s', (_name, t, expected) => {
    expect(sessionAt('casual', t)).toEqual(expected);
  });
});

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[1, 2, 3, 4], 2.5],
    [[5], 5],
  ])('%j → %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});
