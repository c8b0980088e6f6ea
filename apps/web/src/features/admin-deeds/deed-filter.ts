import type { Deed } from '@tod/contracts';

/** The staff list's filters (docs/product-rules.md#admin-screens). */
export interface DeedFilter {
  /** Part of the name or description, any case; blank matches all. */
  query: string;
  alignment: 'all' | 'good' | 'neutral' | 'evil';
  /** Everywhere deeds, deeds of one city, or a city's id. */
  where: 'all' | 'everywhere' | 'local' | { cityId: string };
  /** Risky deeds only (a jail time above 0). */
  riskyOnly: boolean;
}

export const NO_DEED_FILTER: DeedFilter = { query: '', alignment: 'all', where: 'all', riskyOnly: false };

/** 25 rows a page: 107 seeded deeds on one page made a 13,600 px screen. */
export const DEEDS_PER_PAGE = 25;

const AXIS = { good: 1, neutral: 0, evil: -1 } as const;

/** The deeds the filter lets through, in the order given. */
export function filterDeeds(deeds: readonly Deed[], filter: DeedFilter, cityNames?: ReadonlyMap<string, string>): Deed[] {
  const query = filter.query.trim().toLowerCase();
  return deeds.filter((deed) => {
    if (filter.alignment !== 'all' && Math.sign(deed.alignment) !== AXIS[filter.alignment]) return false;
    if (filter.where === 'everywhere' && deed.cityId !== null) return false;
    if (filter.where === 'local' && deed.cityId === null) return false;
    if (typeof filter.where === 'object' && deed.cityId !== filter.where.cityId) return false;
    if (filter.riskyOnly && deed.reward.jailTime <= 0) return false;
    if (!query) return true;
    const city = deed.cityId === null ? '' : (cityNames?.get(deed.cityId) ?? '');
    return [deed.name, deed.content, city].some((text) => text.toLowerCase().includes(query));
  });
}

/** One page of rows (1-based, clamped into range) and how many pages there are. */
export function pageOf<T>(items: readonly T[], page: number, size = DEEDS_PER_PAGE): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  return { rows: items.slice((current - 1) * size, current * size), page: current, pages };
}
