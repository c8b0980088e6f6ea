import { describe, expect, it } from 'vitest';
import { CONTENT_DEEDS, type ContentDeed } from './index.ts';

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
