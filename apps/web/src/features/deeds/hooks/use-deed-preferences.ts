import type { DeedFilterValue } from '@tod/game';
import { useCallback, useState } from 'react';
import type { DeedSort } from '../deed-groups.ts';

/** Browser-stored choices (docs/product-rules.md#deeds-page: "deeds filter and sort choices"). */
export const DEED_PREFERENCE_KEYS = { filter: 'deedsFilter', sort: 'deedsSort' } as const;

const FILTERS: readonly DeedFilterValue[] = ['all', 'positive', 'neutral', 'negative'];
const SORTS: readonly DeedSort[] = ['desc', 'asc'];

function readChoice<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const stored = localStorage.getItem(key);
    return allowed.find((value) => value === stored) ?? fallback;
  } catch {
    return fallback;
  }
}

function writeChoice(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the choice simply lasts for this visit.
  }
}

function useStoredChoice<T extends string>(key: string, allowed: readonly T[], fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState(() => readChoice(key, allowed, fallback));
  const set = useCallback(
    (next: T) => {
      setValue(next);
      writeChoice(key, next);
    },
    [key],
  );
  return [value, set];
}

/** The deed filter (default all) and level sort (default highest first), kept between visits. */
export function useDeedPreferences() {
  const [filter, setFilter] = useStoredChoice(DEED_PREFERENCE_KEYS.filter, FILTERS, 'all');
  const [sort, setSort] = useStoredChoice(DEED_PREFERENCE_KEYS.sort, SORTS, 'desc');
  return { filter, setFilter, sort, setSort, filters: FILTERS, sorts: SORTS };
}
