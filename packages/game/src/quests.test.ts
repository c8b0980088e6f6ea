import { describe, expect, it } from 'vitest';
import { CONTENT_CITIES } from './content/cities.ts';
import { CONTENT_PATRONS, CONTRACT_TEMPLATES, QUEST_AXES, patronName } from './content/quests.ts';
import {
  contractDeadline,
  contractReward,
  contractTarget,
  contractTitle,
  countsToward,
  mayOffer,
  offerSeed,
  pickOffer,
  progressAfter,
  standingAfter,
  standingTier,
} from './quests.ts';

describe('standingTier', () => {
  it.each([
    [0, 1],
    [9, 1],
    [10, 2],
    [24, 2],
    [25, 3],
    [49, 3],
    [50, 4],
    [99, 4],
    [100, 5],
    [10_000, 5],
  ])('%i points is tier %i', (points, tier) => expect(standingTier(points)).toBe(tier));
});

describe('standingAfter', () => {
  it.each([
    [3, -5, 0],
    [3, 4, 7],
    [0, -2, 0],
    [10, -2, 8],
  ])('%i %+i gives %i', (points, delta, after) => expect(standingAfter(points, delta)).toBe(after));
});

describe('contractTarget', () => {
  it.each([
    [[3, 5, 8], 1, 3],
    [[3, 5, 8], 2, 5],
    [[3, 5, 8], 5, 8],
    [[1], 4, 1],
    [[3, 5], 0, 3],
  ])('%j at tier %i asks %i', (targets, tier, n) => expect(contractTarget({ targets }, tier)).toBe(n));
});

describe('contractReward', () => {
  it('pays deed income minutes in gold, experience per unit, standing by tier', () => {
    expect(contractReward({ kind: 'deed', target: 3, tier: 1, level: 1 })).toEqual({ gold: 4, experience: 1, standing: 3 });
  });
  it('pays more at a higher tier and for a bigger target', () => {
    const low = contractReward({ kind: 'deed', target: 3, tier: 1, level: 10 });
    const high = contractReward({ kind: 'deed', target: 3, tier: 3, level: 10 });
    const big = contractReward({ kind: 'deed', target: 6, tier: 1, level: 10 });
    expect(high.gold).toBeGreaterThan(low.gold);
    expect(high.standing).toBe(low.standing + 2);
    expect(big.gold).toBeGreaterThan(low.gold);
  });
  it('clamps the tier to 1-5 and always pays something', () => {
    expect(contractReward({ kind: 'travel', target: 1, tier: 9, level: 0 }).standing).toBe(7);
    expect(contractReward({ kind: 'alignment', target: 0, tier: 0, level: 1 }).gold).toBeGreaterThan(0);
  });
});

describe('pickOffer', () => {
  it('offers only templates of the patron and the tier reached', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const offer = pickOffer({ templates: CONTRACT_TEMPLATES, axis: 'evil', tier: 1, seed, destinations: ['x'] })!;
      expect(offer.template.axis === 'evil' || offer.template.axis === null).toBe(true);
      expect(offer.template.minTier).toBe(1);
      expect(offer.placeCityId).toBe(offer.template.kind === 'travel' ? 'x' : null);
    }
  });
  it('offers no travel contract without another city, and nothing without a template', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      expect(pickOffer({ templates: CONTRACT_TEMPLATES, axis: 'good', tier: 5, seed, destinations: [] })!.template.kind).not.toBe(
        'travel',
      );
    }
    expect(pickOffer({ templates: [], axis: 'good', tier: 1, seed: 1, destinations: [] })).toBeNull();
  });
  it('is the same for the same seed', () => {
    const a = pickOffer({
      templates: CONTRACT_TEMPLATES,
      axis: 'neutral',
      tier: 3,
      seed: offerSeed('c|x|neutral|d'),
      destinations: ['a', 'b'],
    });
    const b = pickOffer({
      templates: CONTRACT_TEMPLATES,
      axis: 'neutral',
      tier: 3,
      seed: offerSeed('c|x|neutral|d'),
      destinations: ['a', 'b'],
    });
    expect(a).toEqual(b);
  });
});

describe('mayOffer', () => {
  it.each([
    [0, false, true],
    [2, false, true],
    [3, false, false],
    [0, true, false],
  ])('%i waiting, offered today %s: %s', (waiting, offeredToday, may) => expect(mayOffer({ waiting, offeredToday })).toBe(may));
});

describe('contracts', () => {
  it('run 72 hours, scaled by the game speed', () => {
    expect(contractDeadline(1000, 1)).toBe(1000 + 72 * 3_600_000);
    expect(contractDeadline(0, 60)).toBe(72 * 60_000);
  });
  it('fill in their titles', () => {
    expect(contractTitle('Carry a letter to {place} and come back to {city}', { n: 1, city: 'A', place: 'B' })).toBe(
      'Carry a letter to B and come back to A',
    );
  });
  it.each([
    [{ kind: 'deed', placeCityId: 'c', axis: 'good' }, { kind: 'deed', cityId: 'c', axis: 'good', amount: 1 }, true],
    [{ kind: 'deed', placeCityId: 'c', axis: 'good' }, { kind: 'deed', cityId: 'd', axis: 'good', amount: 1 }, false],
    [{ kind: 'deed', placeCityId: 'c', axis: 'good' }, { kind: 'deed', cityId: 'c', axis: 'evil', amount: 1 }, false],
    [{ kind: 'deed', placeCityId: 'c', axis: null }, { kind: 'deed', cityId: 'c', axis: 'evil', amount: 1 }, true],
    [{ kind: 'alignment', placeCityId: null, axis: 'evil' }, { kind: 'alignment', cityId: 'z', axis: 'evil', amount: 2 }, true],
    [{ kind: 'alignment', placeCityId: null, axis: 'evil' }, { kind: 'alignment', cityId: 'z', axis: 'evil', amount: 0 }, false],
    [{ kind: 'travel', placeCityId: 'c', axis: null }, { kind: 'rescue', cityId: 'c', axis: null, amount: 1 }, false],
  ] as const)('%j counts %j: %s', (contract, work, counts) => expect(countsToward(contract, work)).toBe(counts));
  it('never progress past the target', () => {
    expect(progressAfter(2, 3, 5)).toBe(3);
    expect(progressAfter(2, 3, -1)).toBe(2);
  });
});

describe('patrons', () => {
  it('every pack city has three named patrons; other cities get generic ones', () => {
    for (const city of CONTENT_CITIES) {
      for (const axis of QUEST_AXES) expect(CONTENT_PATRONS[city.name]?.[axis]).toBeTruthy();
    }
    expect(patronName('Nowhere', 'evil')).toBe('The Night Broker');
  });
  it('every patron has a tier-1 contract and template keys are unique', () => {
    for (const axis of QUEST_AXES) {
      expect(CONTRACT_TEMPLATES.some((t) => t.axis === axis && t.minTier === 1 && t.kind !== 'travel')).toBe(true);
    }
    expect(new Set(CONTRACT_TEMPLATES.map((t) => t.key)).size).toBe(CONTRACT_TEMPLATES.length);
  });
});
