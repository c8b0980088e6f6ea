import type { PlayerDeed } from '@tod/contracts';
import type { DeedFilterValue } from '@tod/game';
import { useId, useState } from 'react';
import { DEEDS_SHOWN_PER_GROUP, type DeedGroup, type DeedSort, emptyGroupMessage, groupDeeds } from '../deed-groups.ts';
import { useDeedPreferences } from '../hooks/use-deed-preferences.ts';
import { DeedRewards } from './deed-rewards.tsx';

const FILTER_LABELS: Record<DeedFilterValue, string> = {
  all: 'All',
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
};
const SORT_LABELS: Record<DeedSort, string> = { desc: 'Highest level first', asc: 'Lowest level first' };

function DeedCard({ deed, onChoose }: { deed: PlayerDeed; onChoose: (deed: PlayerDeed) => void }) {
  return (
    <article className={`deed-card deed-card--${deed.alignment > 0 ? 'good' : deed.alignment < 0 ? 'evil' : 'neutral'}`}>
      <header className="deed-card__header">
        <h4 className="deed-card__name">{deed.name}</h4>
        <span className="badge">Level {deed.level}</span>
      </header>
      <p className="deed-card__content">{deed.content}</p>
      <DeedRewards deed={deed} />
      <button type="button" className="button button--primary button--small" onClick={() => onChoose(deed)}>
        Choose <span className="visually-hidden">{deed.name}</span>
      </button>
    </article>
  );
}

function DeedGroupSection({ group, onChoose }: { group: DeedGroup; onChoose: (deed: PlayerDeed) => void }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const shown = expanded ? group.deeds : group.deeds.slice(0, DEEDS_SHOWN_PER_GROUP);
  const more = group.deeds.length > DEEDS_SHOWN_PER_GROUP;
  return (
    <section className={`deed-group deed-group--${group.axis}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="deed-group__title">
        {group.title} <span className="deed-group__count">({group.deeds.length})</span>
      </h3>
      {group.deeds.length === 0 ? (
        <p className="empty-state">{emptyGroupMessage(group.axis)}</p>
      ) : (
        <ul id={`${id}-list`} className="deed-grid">
          {shown.map((deed) => (
            <li key={deed.id}>
              <DeedCard deed={deed} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </section>
  );
}

/** The deeds list: filter and level sort (kept in the browser), then one group per alignment. */
export function DeedList({ deeds, onChoose }: { deeds: readonly PlayerDeed[]; onChoose: (deed: PlayerDeed) => void }) {
  const { filter, setFilter, sort, setSort, filters, sorts } = useDeedPreferences();
  const id = useId();
  const groups = groupDeeds(deeds, filter, sort);
  return (
    <div className="deed-list">
      <div className="deed-controls">
        <div className="field">
          <label htmlFor={`${id}-filter`}>Filter</label>
          <select id={`${id}-filter`} value={filter} onChange={(event) => setFilter(event.target.value as DeedFilterValue)}>
            {filters.map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-sort`}>Sort by level</label>
          <select id={`${id}-sort`} value={sort} onChange={(event) => setSort(event.target.value as DeedSort)}>
            {sorts.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {groups.map((group) => (
        <DeedGroupSection key={group.axis} group={group} onChoose={onChoose} />
      ))}
    </div>
  );
}
