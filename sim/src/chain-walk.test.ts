import { type ChainCharacter, chainReward } from '@tod/game';
import { describe, expect, it } from 'vitest';
import { runBot } from './bot.ts';
import { ChainWalk } from './chain-walk.ts';
import { DEFAULT_OPTIONS } from './result.ts';
import { buildWorld } from './world.ts';

const world = buildWorld();

const at = (cityName: string, more: Partial<ChainCharacter> = {}): ChainCharacter => ({
  level: 3,
  cityName,
  jailed: false,
  good: 10,
  evil: 0,
  skills: {},
  ...more,
});

describe('ChainWalk', () => {
  it('walks The Lantern of Hearthmere step by step: Persuasion, Silverbrook, a visit to the Ravenhollow jail, back home; paid once', () => {
    const walk = new ChainWalk(world.cities);
    walk.open('Hearthmere', 3, ['good'], () => 2);
    expect(walk.walking).toBe(true);

    // The first step is where the patron stands; the second asks Persuasion 1 before the journey.
    expect(walk.pressOn(at('Hearthmere'))).toEqual({ gold: 0, experience: 0, shifts: [] });
    expect(walk.need(at('Hearthmere'))).toEqual({ kind: 'train', skill: 'Persuasion', level: 1 });
    const trained = { skills: { Persuasion: 1 } };
    expect(walk.need(at('Hearthmere', trained))).toEqual({ kind: 'travel', cityName: 'Silverbrook' });

    // In Silverbrook the choice takes the patron's side.
    expect(walk.pressOn(at('Silverbrook', trained)).shifts).toEqual([{ axis: 'good', points: 5 }]);
    expect(walk.need(at('Silverbrook', trained))).toEqual({ kind: 'travel', cityName: 'Ravenhollow' });
    // The good character visits Tam free: no deed to be jailed for.
    expect(walk.need(at('Ravenhollow', trained))).toBeNull();
    walk.pressOn(at('Ravenhollow', trained));
    expect(walk.need(at('Ravenhollow', trained))).toEqual({ kind: 'travel', cityName: 'Hearthmere' });
    const { gold, experience } = walk.pressOn(at('Hearthmere', { ...trained, level: 4 }));
    // Eight deeds' worth at level 4, and the fares of its 24 squares of road.
    expect({ gold, experience }).toEqual(chainReward(8, 4, 24));
    expect(gold).toBe(chainReward(8, 4).gold + 2 * 24 * 4);
    expect([walk.chainsDone, walk.walking]).toEqual([1, false]);

    walk.open('Hearthmere', 4, ['good'], () => 2);
    expect(walk.walking).toBe(false);
  });

  it("asks an evil chain's walker to be jailed for its jail step, and leaves the chain unfinished when it cannot be", () => {
    const walk = new ChainWalk(world.cities);
    walk.open('Hearthmere', 4, ['evil'], () => 2);
    const evil = { level: 4, good: 0, evil: 10 };
    walk.pressOn(at('Hearthmere', evil));
    walk.pressOn(at('Ravenhollow', evil));
    walk.dropJailStep();
    expect(walk.walking).toBe(true);
    expect(walk.need(at('Ravenhollow', evil))).toEqual({ kind: 'jail' });
    expect(walk.pressOn(at('Ravenhollow', evil)).shifts).toEqual([]);
    walk.pressOn(at('Ravenhollow', { ...evil, jailed: true }));
    expect(walk.need(at('Ravenhollow', { ...evil, jailed: true }))).toEqual({ kind: 'travel', cityName: 'Hearthmere' });

    const stuck = new ChainWalk(world.cities);
    stuck.open('Hearthmere', 4, ['evil'], () => 2);
    stuck.pressOn(at('Hearthmere', evil));
    stuck.pressOn(at('Ravenhollow', evil));
    expect(stuck.need(at('Ravenhollow', evil))).toEqual({ kind: 'jail' });
    stuck.dropJailStep();
    expect(stuck.walking).toBe(false);
  });

  it('starts only the chains of its patrons that level and standing open, in their city', () => {
    const walk = new ChainWalk(world.cities);
    walk.open('Hearthmere', 3, ['good'], () => 1);
    walk.open('Hearthmere', 2, ['good'], () => 2);
    walk.open('Hearthmere', 3, ['evil'], () => 2);
    walk.open('Silverbrook', 2, ['good'], () => 5);
    expect(walk.walking).toBe(false);
  });

  it('leaves a chain whose step waits for a level, and walks one that can go on', () => {
    const walk = new ChainWalk(world.cities);
    walk.open('Saltmarsh Harbour', 5, ['neutral'], () => 2);
    const skilled = { level: 5, good: 0, skills: { Lockpicking: 1 } };
    walk.pressOn(at('Saltmarsh Harbour', skilled));
    walk.pressOn(at('Stonewatch', skilled));
    // The Missing Ledger's third step is in Emberpeak at level 6.
    expect(walk.need(at('Stonewatch', skilled))).toBeNull();
    expect(walk.need(at('Stonewatch', { ...skilled, level: 6 }))).toEqual({ kind: 'travel', cityName: 'Emberpeak' });
  });
});

describe('bots that walk chains', () => {
  it('pay for the journeys the chains ask: more journeys and fares than the same bot without quests', () => {
    const walking = runBot(world, 'casual', 'good', 1, 120);
    const alone = runBot(world, 'casual', 'good', 1, 120, { ...DEFAULT_OPTIONS, quests: false });
    expect(walking.counts.chains).toBeGreaterThan(0);
    expect(walking.counts.journeys).toBeGreaterThan(alone.counts.journeys);
    expect(walking.goldSpent.fares).toBeGreaterThan(alone.goldSpent.fares);
  });
});
