import type { PlayerDeed } from '@tod/contracts';
import type { DeedFilterValue } from '@tod/game';
import { useId, useState } from 'react';
import { DEEDS_SHOWN_PER_GROUP, type DeedGroup, type DeedSort, emptyGroupMessage, groupDeeds } from '../deed-groups.ts';
import { useDeedPreferences } from '../hooks/use-deed-preferences.ts';
import { bestDeedForExperience, deedBlockedReason, percentText, perMinuteText } from '../deed-insights.ts';
import { DeedInsight, LocalMark } from './deed-insight.tsx';
import { DeedRewards } from './deed-rewards.tsx';
import '../deeds.css';

const FILTER_LABELS: Record<DeedFilterValue, string> = {
  all: 'All',
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
};
const SORT_LABELS: Record<DeedSort, string> = { desc: 'Highest level first', asc: 'Lowest level first' };

function DeedCard({ deed, best, onChoose }: { deed: PlayerDeed; best: boolean; onChoose: (deed: PlayerDeed) => void }) {
  const reasonId = useId();
  const blocked = deedBlockedReason(deed);
  return (
    <article
      className={`deed-card deed-card--${deed.alignment > 0 ? 'good' : deed.alignment < 0 ? 'evil' : 'neutral'}${best ? ' deed-card--best' : ''}`}
    >
      <header className="deed-card__header">
        <h4 className="deed-card__name">{deed.name}</h4>
        <span className="badge">Level {deed.level}</span>
      </header>
      {(deed.cityId !== null || best) && (
        <p className="deed-card__marks">
          {deed.cityId !== null && <LocalMark />}
          {best && <span className="badge badge--best">Best XP / min</span>}
        </p>
      )}
      <p className="deed-card__content">{deed.content}</p>
      <DeedInsight deed={deed} />
      <DeedRewards deed={deed} />
      {blocked && (
        <p id={reasonId} className="deed-card__blocked">
          {blocked}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => onChoose(deed)}
        disabled={blocked !== null}
        aria-describedby={blocked ? reasonId : undefined}
      >
        Choose <span className="visually-hidden">{deed.name}</span>
      </button>
    </article>
  );
}

function DeedGroupSection({
  group,
  bestId,
  onChoose,
}: {
  group: DeedGroup;
  bestId: string | null;
  onChoose: (deed: PlayerDeed) => void;
}) {
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
              <DeedCard deed={deed} best={deed.id === bestId} onChoose={onChoose} />
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
  // Among the deeds the filter shows, so the note always names a card on the page.
  const best = bestDeedForExperience(groups.flatMap((group) => group.deeds));
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
      {best && (
        <p className="deed-best" role="note" aria-label="Best deed for you">
          Most experience per minute for you: <strong>{best.name}</strong> ({perMinuteText(best.expectedExperiencePerMinute)} XP /
          min, {percentText(best.successChance)} success).
        </p>
      )}
      {groups.map((group) => (
        <DeedGroupSection key={group.axis} group={group} bestId={best?.id ?? null} onChoose={onChoose} />
      ))}
    </div>
  );
}
