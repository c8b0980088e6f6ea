import type { Deed } from '@tod/contracts';

export type DeedSortField = 'level' | 'alignment';
type SortDirection = 'asc' | 'desc';
export interface DeedSort {
  field: DeedSortField;
  direction: SortDirection;
}

/** docs/product-rules.md#admin-screens: the list opens sorted by level, lowest first. */
export const DEFAULT_DEED_SORT: DeedSort = { field: 'level', direction: 'asc' };

/** Choosing the sorted field again flips the direction; choosing another field sorts it ascending. */
export function nextDeedSort(current: DeedSort, field: DeedSortField): DeedSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

/** A sorted copy; ties keep the server's order (level, then name) so rows do not jump about. */
export function sortDeeds(deeds: readonly Deed[], sort: DeedSort): Deed[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return deeds
    .map((deed, position) => ({ deed, position }))
    .sort((a, b) => sign * (a.deed[sort.field] - b.deed[sort.field]) || a.position - b.position)
    .map(({ deed }) => deed);
}
