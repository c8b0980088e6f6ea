import { describe, expect, it } from 'vitest';
import { mapGridBounds } from './map.ts';

const p = (x: number | null, y: number | null) => ({ xPosition: x, yPosition: y });
const home = p(0, 0);

describe('mapGridBounds', () => {
  it.each([
    ['no cities → default', [], null, { minX: -5, maxX: 4, minY: -5, maxY: 4 }],
    ['no coordinates → default', [p(null, 1), p(2, null)], p(null, null), { minX: -5, maxX: 4, minY: -5, maxY: 4 }],
    ['small world centred on 0,0', [home, p(2, 2)], home, { minX: -5, maxX: 4, minY: -5, maxY: 4 }],
    ['centred on the current city', [p(3, 3), p(4, 5)], p(3, 3), { minX: -2, maxX: 7, minY: -2, maxY: 7 }],
    ['grows to hold a far city', [home, p(6, 1)], home, { minX: -7, maxX: 7, minY: -7, maxY: 7 }],
    ['grows to an odd size', [home, p(0, -5)], home, { minX: -6, maxX: 6, minY: -6, maxY: 6 }],
    ['capped at 15 x 15', [p(-6, -6), p(6, 6)], p(6, 6), { minX: -1, maxX: 13, minY: -1, maxY: 13 }],
    ['current without coordinates', [p(0, 0), p(6, 0)], p(null, null), { minX: -2, maxX: 7, minY: -5, maxY: 4 }],
    ['current not in the list', [p(1, 1)], p(-1, -1), { minX: -6, maxX: 3, minY: -6, maxY: 3 }],
  ])('%s', (_name, cities, current, expected) => {
    expect(mapGridBounds(cities, current)).toEqual(expected);
  });

  it('is always square, 10 to 15 wide', () => {
    for (let x = -8; x <= 8; x += 1) {
      const b = mapGridBounds([home, p(x, -x)], home);
      const width = b.maxX - b.minX + 1;
      expect(b.maxY - b.minY + 1).toBe(width);
      expect(width).toBeGreaterThanOrEqual(10);
      expect(width).toBeLessThanOrEqual(15);
    }
  });
});
