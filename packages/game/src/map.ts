import { GameConstants } from './constants.ts';
import type { GridCity } from './travel.ts';

/**
 * Inclusive grid bounds of the city map.
 *
 * @example
 * ```ts
 * const b: MapBounds = { minX: -5, maxX: 4, minY: -5, maxY: 4 }; // 10 x 10
 * ```
 */
export interface MapBounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

type Positioned = Pick<GridCity, 'xPosition' | 'yPosition'>;

function hasPosition(c: Positioned): c is { xPosition: number; yPosition: number } {
  return Number.isFinite(c.xPosition) && Number.isFinite(c.yPosition);
}

/**
 * The square grid to draw on the city map.
 *
 * 1. Only cities with both coordinates count. None → the default 10 × 10 grid, -5..4 on each axis.
 * 2. The padded extent is every such city's coordinate ± 1 (padding).
 * 3. The centre is the current city when it has coordinates, else the middle of the padded
 *    extent (rounded down).
 * 4. The side is the smallest that, centred there, holds the padded extent on both axes,
 *    at least 10 and at most 15: `size = clamp(2 × max distance from centre + 1, 10, 15)`.
 * 5. Each axis runs from `centre − floor(size / 2)` to that plus `size − 1` (an even side puts
 *    the extra square on the negative side, as the default -5..4 does). Cities beyond the
 *    15 × 15 cap fall off the map.
 *
 * @example
 * ```ts
 * mapGridBounds([], null); // { minX: -5, maxX: 4, minY: -5, maxY: 4 }
 * const home = { xPosition: 0, yPosition: 0 };
 * mapGridBounds([home, { xPosition: 6, yPosition: 1 }], home); // { minX: -7, maxX: 7, minY: -7, maxY: 7 }
 * mapGridBounds([home, { xPosition: 2, yPosition: 2 }], home); // { minX: -5, maxX: 4, minY: -5, maxY: 4 }
 * ```
 */
export function mapGridBounds(cities: readonly Positioned[], current: Positioned | null | undefined): MapBounds {
  const m = GameConstants.map;
  const placed = cities.filter(hasPosition);
  if (current && hasPosition(current)) placed.push(current);
  if (placed.length === 0) {
    return { minX: m.defaultMin, maxX: m.defaultMax, minY: m.defaultMin, maxY: m.defaultMax };
  }
  const xs = placed.map((c) => c.xPosition);
  const ys = placed.map((c) => c.yPosition);
  const lo = { x: Math.min(...xs) - m.padding, y: Math.min(...ys) - m.padding };
  const hi = { x: Math.max(...xs) + m.padding, y: Math.max(...ys) + m.padding };
  const centre =
    current && hasPosition(current)
      ? { x: current.xPosition, y: current.yPosition }
      : { x: Math.floor((lo.x + hi.x) / 2), y: Math.floor((lo.y + hi.y) / 2) };
  const reach = Math.max(centre.x - lo.x, hi.x - centre.x, centre.y - lo.y, hi.y - centre.y);
  const size = Math.min(m.maxSize, Math.max(m.minSize, 2 * reach + 1));
  const minX = centre.x - Math.floor(size / 2);
  const minY = centre.y - Math.floor(size / 2);
  return { minX, maxX: minX + size - 1, minY, maxY: minY + size - 1 };
}
