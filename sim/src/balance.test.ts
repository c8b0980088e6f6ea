import { describe, expect, it } from 'vitest';
import { runBot } from './bot.ts';
import { crewChecks, simulateCrews } from './crews.ts';
import { farmChecks, simulateFarms } from './farms.ts';
import { checkTargets, median, simulate } from './measures.ts';
import { DAY, HOUR, MINUTE, START_MS, dailyMinutes, sessionAt } from './profiles.ts';
import { BASE_CONTENT_PACK } from '@tod/game';
import { buildWorld } from './world.ts';

const world = buildWorld();

// The reduced run: 3 seeds over the full 180 game days, the 24 h script as an optimiser only
// (its target compares it with the 12 h optimiser), and the rescue farms of the 3 h player.
// `npm run sim` plays every pair with 10 seeds and writes docs/balance.md.
describe('balance targets (reduced simulation: 3 seeds, 180 game days)', () => {
  const summaries = simulate(world, { seeds: 3, days: 180, skip: (p, s) => p === 'script' && s !== 'optimiser' });
  const farms = simulateFarms(world, { seeds: 3, days: 180, profile: 'regular' });
  const crews = simulateCrews(world, { seeds: 3, days: 180, profile: 'regular' });
  const checks = [...checkTargets(summaries), ...farmChecks(farms), ...crewChecks(crews)];

  it.each(checks.map((c) => [c.name, c] as const))('%s', (_name, check) => {
    expect(check.value, `target ${check.target}`).toSatisfy(() => check.ok);
  });

  it('checks every target of the balance', () => {
    const names = checks.map((c) => c.name).join('\n');
    for (const part of [
      'casual optimiser: level on day 30',
      'casual optimiser: level on day 90',
      'casual optimiser: level on day 180',
      'regular optimiser: level on day 30',
      'regular optimiser: day level 100 is reached',
      'grinder optimiser: level on day 30',
      'grinder optimiser: day the last new deed unlocks',
      'grinder optimiser: day level 100 is reached',
      'script optimiser: experience ahead of the 12 h player on day 30',
      'script optimiser: experience ahead of the 12 h player on day 90',
      'script optimiser: experience ahead of the 12 h player on day 180',
      'share of the best deed',
      'gold spent of gold earned by day 30',
      'gold spent of gold earned by day 90',
      'gold spent of gold earned by day 180',
      'first level-up',
      'casino: gold paid back of gold staked at the caps',
      'good / neutral / evil experience per hour',
      'rescue farm with 1 helper',
      'rescue farm with 3 helpers',
      'rescue farm with 10 helpers',
      "regular optimiser: crew member's experience per hour ahead of playing alone",
      "regular evil: crew member's experience per hour ahead of playing alone",
    ]) {
      expect(names).toContain(part);
    }
  });

  it('measures the bots that never pay bail, and the path bots beside ones that never shop', () => {
    expect(farms.evilNeverPaysBail).toBeGreaterThan(0);
    expect(farms.evilPaysBail).toBeGreaterThan(0);
    expect(farms.equipment.map((e) => e.strategy)).toEqual(['good', 'neutral', 'evil']);
  });
});

describe('the bots', () => {
  it('play the same game for the same seed and a different one for another', () => {
    const a = runBot(world, 'regular', 'evil', 3, 3);
    const b = runBot(world, 'regular', 'evil', 3, 3);
    const c = runBot(world, 'regular', 'evil', 4, 3);
    expect(b).toEqual(a);
    // Experience alone can meet by chance over 3 days (levels cap what a day gives): the whole game differs.
    expect([c.experience, c.goldEarned, c.counts]).not.toEqual([a.experience, a.goldEarned, a.counts]);
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

  it('take contracts and finish chains, the optimiser as well as the path bots; none when told not to', () => {
    for (const strategy of ['optimiser', 'good'] as const) {
      const r = runBot(world, 'regular', strategy, 1, 60);
      expect(r.counts.contracts).toBeGreaterThan(10);
      expect(r.counts.chains).toBeGreaterThan(0);
    }
    const none = runBot(world, 'regular', 'optimiser', 1, 60, { helpers: 0, payBail: true, equipment: true, quests: false });
    expect([none.counts.contracts, none.counts.chains]).toEqual([0, 0]);
  });

  it('never pay bail when told not to', () => {
    const r = runBot(world, 'regular', 'evil', 1, 10, { helpers: 0, payBail: false, equipment: true });
    expect(r.counts.jailed).toBeGreaterThan(0);
    expect(r.goldSpent.bail).toBe(0);
  });

  it('break out a farm of helpers within the rescue rules: at most 3 paid rescues a helper a day', () => {
    const one = runBot(world, 'regular', 'optimiser', 1, 5, { helpers: 1, payBail: true, equipment: true });
    const ten = runBot(world, 'regular', 'optimiser', 1, 5, { helpers: 10, payBail: true, equipment: true });
    expect(one.counts.paidRescues).toBeGreaterThan(0);
    expect(one.counts.paidRescues).toBeLessThanOrEqual(5 * 3 + 5);
    expect(ten.counts.paidRescues).toBeGreaterThan(one.counts.paidRescues);
    // The rescuer's cooldown (4 deed cooldowns) caps ten helpers far below their 30 a day.
    expect(ten.counts.paidRescues).toBeLessThan(5 * 30);
  });

  it('buy and wear equipment by default, from the shops, with gold training does not need', () => {
    expect(runBot(world, 'regular', 'evil', 1, 40).goldSpent.items).toBeGreaterThan(0);
    expect(runBot(world, 'casual', 'good', 1, 40).goldSpent.items).toBeGreaterThan(0);
    expect(runBot(world, 'regular', 'evil', 1, 40, { helpers: 0, payBail: true, equipment: false }).goldSpent.items).toBe(0);
  });

  it('record running totals for every day', () => {
    const r = runBot(world, 'casual', 'good', 1, 4);
    expect(r.experienceByDay).toHaveLength(4);
    expect(r.experienceByDay[3]).toBe(r.experience);
    expect(r.goldEarnedByDay[3]).toBe(r.goldEarned);
  });

  it("name every gold earned by the ledger's source kinds, as the staff economy page does", () => {
    const r = runBot(world, 'regular', 'evil', 1, 20);
    const from = r.goldFrom;
    expect(from.deed).toBeGreaterThan(0);
    expect(from.quest).toBeGreaterThan(0);
    expect(from.deed + from.group_deed + from.quest + from.interest + from.casino).toBe(r.goldEarned);
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
