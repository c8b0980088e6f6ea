import { useId } from 'react';
import type { DeedFilter } from '../deed-filter.ts';

const WHERE_VALUE = (where: DeedFilter['where']) => (typeof where === 'object' ? `city:${where.cityId}` : where);

function parseWhere(value: string): DeedFilter['where'] {
  if (value.startsWith('city:')) return { cityId: value.slice(5) };
  return value === 'everywhere' || value === 'local' ? value : 'all';
}

/** Search, alignment, place and risk filters above the staff deed table. */
export function DeedsFilters({
  filter,
  cityNames,
  onChange,
}: {
  filter: DeedFilter;
  cityNames?: ReadonlyMap<string, string>;
  onChange: (next: DeedFilter) => void;
}) {
  const id = useId();
  const cities = [...(cityNames ?? new Map<string, string>()).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <search className="deeds-filters" aria-label="Filter deeds">
      <div className="field">
        <label htmlFor={`${id}-q`}>Search deeds</label>
        <input
          id={`${id}-q`}
          type="search"
          value={filter.query}
          placeholder="Name, description or city"
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-a`}>Show alignment</label>
        <select
          id={`${id}-a`}
          value={filter.alignment}
          onChange={(event) => onChange({ ...filter, alignment: event.target.value as DeedFilter['alignment'] })}
        >
          <option value="all">All</option>
          <option value="good">Good</option>
          <option value="neutral">Neutral</option>
          <option value="evil">Evil</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-w`}>Show place</label>
        <select
          id={`${id}-w`}
          value={WHERE_VALUE(filter.where)}
          onChange={(event) => onChange({ ...filter, where: parseWhere(event.target.value) })}
        >
          <option value="all">Everywhere and local</option>
          <option value="everywhere">Everywhere deeds</option>
          <option value="local">Local deeds</option>
          {cities.map(([cityId, name]) => (
            <option key={cityId} value={`city:${cityId}`}>
              {name} only
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox deeds-filters__risky">
        <input
          type="checkbox"
          checked={filter.riskyOnly}
          onChange={(event) => onChange({ ...filter, riskyOnly: event.target.checked })}
        />
        With jail risk
      </label>
    </search>
  );
}

/** 'Page 2 of 5 (107 deeds)' with Previous and Next. */
export function DeedsPager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="deeds-pager" aria-label="Deeds pages">
      <button type="button" className="button button--ghost button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pages} ({total} {total === 1 ? 'deed' : 'deeds'})
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
