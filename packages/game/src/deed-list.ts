/**
 * Filter choices on the deeds page: all deeds, or only positive (good), neutral or negative (evil).
 *
 * @example
 * ```ts
 * const filter = DeedFilter.negative; // 'negative'
 * ```
 */
export const DeedFilter = {
  all: 'all',
  positive: 'positive',
  neutral: 'neutral',
  negative: 'negative',
} as const;

/**
 * One of the {@link DeedFilter} values.
 *
 * @example
 * ```ts
 * const f: DeedFilterValue = 'positive';
 * ```
 */
export type DeedFilterValue = (typeof DeedFilter)[keyof typeof DeedFilter];

/**
 * Whether a deed of this alignment passes the filter (positive > 0, negative < 0, neutral = 0).
 *
 * @example
 * ```ts
 * matchesDeedFilter(1, 'positive'); // true
 * matchesDeedFilter(-1, 'neutral'); // false
 * matchesDeedFilter(0, 'all'); // true
 * ```
 */
export function matchesDeedFilter(alignment: number, filter: DeedFilterValue): boolean {
  switch (filter) {
    case 'positive':
      return alignment > 0;
    case 'negative':
      return alignment < 0;
    case 'neutral':
      return alignment === 0;
    default:
      return true;
  }
}

/**
 * Sorts deeds by level (a new array; ties keep their order). `'asc'` lowest first, `'desc'` highest first.
 *
 * @example
 * ```ts
 * sortDeedsByLevel([{ level: 3 }, { level: 1 }], 'asc'); // [{ level: 1 }, { level: 3 }]
 * ```
 */
export function sortDeedsByLevel<T extends { level: number }>(deeds: readonly T[], order: 'asc' | 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...deeds].sort((a, b) => sign * (a.level - b.level));
}
