import type { JournalEntry } from '@tod/contracts';
import { localDateTime } from '@/lib/local-date.ts';
import { type EventGroup, groupTitle } from '../event-groups.ts';
import { EventEntry } from './event-entry.tsx';

/**
 * One group of the event log: a single entry as the server wrote it, or a run ('Pickpocket x7:
 * +84 XP, +40 gold') whose entries open on request (docs/product-rules.md#event-log).
 */
export function EventGroupItem({ group, unread }: { group: EventGroup; unread: boolean }) {
  const first = group.entries[0] as JournalEntry;
  if (group.entries.length === 1) return <EventEntry entry={first} unread={unread} />;
  const last = group.entries.at(-1) as JournalEntry;
  return (
    <li className={unread ? 'event-entry event-entry--unread event-group' : 'event-entry event-group'}>
      <p className="event-entry__time">
        <time dateTime={last.time}>{localDateTime(last.time)}</time>
        {' to '}
        <time dateTime={first.time}>{localDateTime(first.time)}</time>
      </p>
      <p className="event-entry__text">
        {unread && <span className="event-entry__new">New: </span>}
        {groupTitle(group)}
      </p>
      <details className="event-group__details">
        <summary>Show all {group.entries.length}</summary>
        <ol className="event-log event-log--nested">
          {group.entries.map((entry) => (
            <EventEntry key={entry.id} entry={entry} unread={false} />
          ))}
        </ol>
      </details>
    </li>
  );
}
