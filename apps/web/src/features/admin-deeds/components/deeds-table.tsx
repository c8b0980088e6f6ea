import type { Deed } from '@tod/contracts';
import { useState } from 'react';
import { TableScroll } from '@/components/ui/table-scroll.tsx';
import { type DeedFilter, filterDeeds, NO_DEED_FILTER, pageOf } from '../deed-filter.ts';
import { DEFAULT_DEED_SORT, type DeedSort, type DeedSortField, nextDeedSort, sortDeeds } from '../deed-sort.ts';
import { ALIGNMENT_LABEL, toDeedAlignment } from '../deed-values.ts';
import { DeedsFilters, DeedsPager } from './deeds-filters.tsx';
import { type QuickEdit, QuickEditRow } from './quick-edit-row.tsx';
import '../admin-deeds.css';

const TONE = { 1: 'tone--green', 0: 'tone--yellow', [-1]: 'tone--red' } as const;

function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: DeedSortField;
  label: string;
  sort: DeedSort;
  onSort: (f: DeedSortField) => void;
}) {
  const active = sort.field === field;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="sort-button" onClick={() => onSort(field)}>
        {label}
        <span className="sort-button__arrow" aria-hidden="true">
          {active ? (sort.direction === 'asc' ? '↑' : '↓') : '↕'}
        </span>
      </button>
    </th>
  );
}

function DeedRow({
  deed,
  cityName,
  onQuickEdit,
  onFullEdit,
  onDelete,
}: {
  deed: Deed;
  cityName: string | null;
  onQuickEdit: () => void;
  onFullEdit: () => void;
  onDelete: () => void;
}) {
  const alignment = toDeedAlignment(deed.alignment);
  return (
    <tr className="deeds-table__row">
      <th scope="row" className="deeds-table__name">
        {deed.name}
        {deed.cityId !== null && (
          <>
            {' '}
            <span className="deeds-table__city">({cityName ?? 'one city'} only)</span>
          </>
        )}
      </th>
      <td>{deed.level}</td>
      <td>
        <span className={`tone ${TONE[alignment]}`}>{ALIGNMENT_LABEL[alignment]}</span>
      </td>
      <td>{deed.reward.gold}</td>
      <td>{deed.reward.experience}</td>
      <td>{deed.reward.alignment}</td>
      <td>{deed.reward.jailTime > 0 ? `${deed.reward.jailTime}s` : '-'}</td>
      <td>
        <div className="deeds-table__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onQuickEdit}
            aria-label={`Edit ${deed.name}`}
          >
            Edit
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onFullEdit}
            aria-label={`Full Edit ${deed.name}`}
          >
            Full Edit
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            onClick={onDelete}
            aria-label={`Delete ${deed.name}`}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}

/**
 * The staff deed table: searched and filtered, sortable by level and alignment, a page at a time,
 * with an inline quick edit of one row at a time (opening another row's quick edit closes the
 * first, dropping its unsaved changes).
 */
export function DeedsTable({
  deeds,
  cityNames,
  savingId,
  onQuickSave,
  onFullEdit,
  onDelete,
}: {
  deeds: readonly Deed[];
  /** City names by id, for the deeds that belong to one city. */
  cityNames?: ReadonlyMap<string, string>;
  /** The deed whose quick edit is being saved, if any. */
  savingId: string | null;
  /** Resolves true when saved, so the row can close. */
  onQuickSave: (deed: Deed, edit: QuickEdit) => Promise<boolean>;
  onFullEdit: (deed: Deed) => void;
  onDelete: (deed: Deed) => void;
}) {
  const [sort, setSort] = useState<DeedSort>(DEFAULT_DEED_SORT);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [filter, setFilter] = useState<DeedFilter>(NO_DEED_FILTER);
  const [page, setPage] = useState(1);
  const matching = sortDeeds(filterDeeds(deeds, filter, cityNames), sort);
  const shown = pageOf(matching, page);
  const rows = shown.rows;
  const changeFilter = (next: DeedFilter) => {
    setFilter(next);
    setPage(1);
  };

  const save = async (deed: Deed, edit: QuickEdit) => {
    if (await onQuickSave(deed, edit)) setEditingId((current) => (current === deed.id ? null : current));
  };

  return (
    <>
      <DeedsFilters filter={filter} cityNames={cityNames} onChange={changeFilter} />
      {matching.length === 0 && <p className="empty-state">No deeds match these filters.</p>}
      <TableScroll label="Deeds">
        <table className="data-table deeds-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <SortHeader field="level" label="Level" sort={sort} onSort={(f) => setSort(nextDeedSort(sort, f))} />
              <SortHeader field="alignment" label="Alignment" sort={sort} onSort={(f) => setSort(nextDeedSort(sort, f))} />
              <th scope="col">Gold</th>
              <th scope="col">XP</th>
              <th scope="col">Alignment Reward</th>
              <th scope="col">Jail Time</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((deed) =>
              deed.id === editingId ? (
                <QuickEditRow
                  key={deed.id}
                  deed={deed}
                  saving={savingId === deed.id}
                  onSave={(edit) => void save(deed, edit)}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <DeedRow
                  key={deed.id}
                  deed={deed}
                  cityName={deed.cityId === null ? null : (cityNames?.get(deed.cityId) ?? null)}
                  onQuickEdit={() => setEditingId(deed.id)}
                  onFullEdit={() => onFullEdit(deed)}
                  onDelete={() => onDelete(deed)}
                />
              ),
            )}
          </tbody>
        </table>
      </TableScroll>
      <DeedsPager page={shown.page} pages={shown.pages} total={matching.length} onPage={setPage} />
    </>
  );
}
