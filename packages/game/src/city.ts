/**
 * City size labels by building count, largest first: a city with more than `above`
 * buildings gets the label; anything smaller is a 'Village'.
 *
 * @example
 * ```ts
 * CITY_SIZES[0]; // { above: 10, label: 'Metropolis' }
 * ```
 */
export const CITY_SIZES = [
  { above: 10, label: 'Metropolis' },
  { above: 7, label: 'Large City' },
  { above: 5, label: 'City' },
  { above: 3, label: 'Small City' },
  { above: 1, label: 'Town' },
] as const satisfies readonly { above: number; label: string }[];

/**
 * A city's size label.
 *
 * @example
 * ```ts
 * const size: CitySize = citySize(4); // 'Small City'
 * ```
 */
export type CitySize = (typeof CITY_SIZES)[number]['label'] | 'Village';

/**
 * The size label for a number of buildings: over 10 Metropolis, over 7 Large City, over 5 City,
 * over 3 Small City, over 1 Town, else Village.
 *
 * @example
 * ```ts
 * citySize(11); // 'Metropolis'
 * citySize(10); // 'Large City'
 * citySize(6); // 'City'
 * citySize(2); // 'Town'
 * citySize(1); // 'Village'
 * ```
 */
export function citySize(buildingCount: number): CitySize {
  for (const size of CITY_SIZES) {
    if (buildingCount > size.above) return size.label;
  }
  return 'Village';
}
