import { describe, expect, it } from 'vitest';
import {
  BASE_CONTENT_PACK,
  CONTENT_DEEDS,
  type ContentDeed,
  LONG_GAME_CITY_NAMES,
  LONG_GAME_DEED_NAMES,
  v2SeededReward,
} from './index.ts';

const isAtonement = (d: ContentDeed) => d.reward.alignment < 0;
const BANDS = Array.from({ length: 10 }, (_, i) => i * 10);
const inBand = (band: number) => CONTENT_DEEDS.filter((d) => d.level >= band && d.level <= band + 9);

describe('the content bands (issue #24: content to level 100)', () => {
  it('holds at least 150 deeds', () => {
    expect(CONTENT_DEEDS.length).toBeGreaterThanOrEqual(150);
  });

  it.each(BANDS)('band %d: at least 10 paid deeds of its own levels, 3 or more per path', (band) => {
    const paid = inBand(band).filter((d) => !isAtonement(d));
    expect(paid.length).toBeGreaterThanOrEqual(10);
    for (const alignment of [1, 0, -1]) {
      expect(paid.filter((d) => d.alignment === alignment).length, `alignment ${alignment}`).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(BANDS)('band %d: an atonement deed of its own levels', (band) => {
    expect(inBand(band).filter(isAtonement).length).toBeGreaterThanOrEqual(1);
  });
});

describe('the long game on an existing world (content/v2.ts)', () => {
  it('names the far region and every deed above level 60 as new', () => {
    for (const d of CONTENT_DEEDS.filter((x) => x.level > 60)) expect(LONG_GAME_DEED_NAMES.has(d.name), d.name).toBe(true);
    expect(LONG_GAME_DEED_NAMES.size).toBe(CONTENT_DEEDS.length - 107);
    expect([...LONG_GAME_CITY_NAMES]).toEqual(BASE_CONTENT_PACK.cities.slice(9).map((c) => c.name));
  });

  it.each([
    // name, v2 gold, v2 experience: the numbers the version 2 docs printed
    ['Sell the Harbour to the Deep Ones', 358, 286],
    ['Soothe the Sleeping Hill', 286, 286],
    ["Kidnap a Noble's Heir", 91, 73],
    ['Atone: Confess to the Watch Captain', 0, 90],
  ])('knows %s was seeded with %d gold and %d experience', (name, gold, experience) => {
    const deed = CONTENT_DEEDS.find((d) => d.name === name) as ContentDeed;
    expect(v2SeededReward(deed)).toEqual({ ...deed.reward, gold, experience });
  });

  it('keeps the rewards of levels up to 40 as version 2 seeded them', () => {
    for (const d of CONTENT_DEEDS.filter((x) => x.level <= 40)) expect(v2SeededReward(d), d.name).toEqual(d.reward);
  });
});
