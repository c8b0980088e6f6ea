import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { journalQuery, unreadQuery, useMarkRead } from '../api.ts';
import { EVENT_KINDS, type EventKind, eventKind, groupEvents } from '../event-groups.ts';
import { EventGroupItem } from './event-group.tsx';

type Filter = EventKind | 'all';

/** The kind filter: one pressed button at a time, All first. */
function KindFilter({ value, onChange }: { value: Filter; onChange: (value: Filter) => void }) {
  const options: { kind: Filter; label: string }[] = [{ kind: 'all', label: 'All' }, ...EVENT_KINDS];
  return (
    <fieldset className="event-log__filters">
      <legend className="visually-hidden">Show events of kind</legend>
      {options.map((option) => (
        <button
          key={option.kind}
          type="button"
          className={value === option.kind ? 'button button--small button--primary' : 'button button--small button--ghost'}
          aria-pressed={value === option.kind}
          onClick={() => onChange(option.kind)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The personal event log, newest first, a page at a time, runs of the same deed grouped and a
 * filter by kind (docs/product-rules.md#event-log). Viewing it marks everything shown as read
 * (the navigation badge goes to zero); entries that were unread when the page opened keep their
 * "New" mark until the player leaves.
 */
export function EventLog() {
  const [filter, setFilter] = useState<Filter>('all');
  const query = useInfiniteQuery(journalQuery);
  const unread = useQuery(unreadQuery);
  const markRead = useMarkRead();
  const { mutate } = markRead;
  // What was unread when the page first showed entries: the newest entry then and how many of
  // the entries from it down were unread. Entries that arrive while the page is open are new too.
  const opened = useRef<{ newest: string | null; count: number } | null>(null);
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const newest = entries[0]?.id ?? null;
  const firstUnread = query.data?.pages[0]?.unread ?? 0;

  if (opened.current === null && query.data) opened.current = { newest, count: firstUnread };

  useEffect(() => {
    if (newest === null) return;
    const count = unread.data?.unread ?? firstUnread;
    if (count > 0) mutate(newest);
  }, [newest, unread.data?.unread, firstUnread, mutate]);

  if (query.isPending) return <StatusMessage>Loading events...</StatusMessage>;
  if (query.isError && entries.length === 0) {
    return (
      <div className="event-log__error">
        <ErrorMessage>Failed to load events. Please try again.</ErrorMessage>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <StatusMessage>Nothing has happened to your character yet. Deeds, jail, training and travel show up here.</StatusMessage>
    );
  }
  const openedAt = entries.findIndex((entry) => entry.id === opened.current?.newest);
  const unreadBelow = openedAt < 0 ? 0 : openedAt + (opened.current?.count ?? 0);
  const unreadIds = new Set(entries.slice(0, unreadBelow).map((entry) => entry.id));
  const groups = groupEvents(filter === 'all' ? entries : entries.filter((entry) => eventKind(entry) === filter));
  return (
    <>
      <KindFilter value={filter} onChange={setFilter} />
      {groups.length === 0 ? (
        <StatusMessage>No events of this kind among those loaded.</StatusMessage>
      ) : (
        <ol className="event-log" aria-label="Events, newest first">
          {groups.map((group) => (
            <EventGroupItem key={group.id} group={group} unread={unreadIds.has(group.id)} />
          ))}
        </ol>
      )}
      {query.isFetchNextPageError && <ErrorMessage>Failed to load more events. Please try again.</ErrorMessage>}
      {query.hasNextPage && (
        <button
          type="button"
          className="button event-log__more"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </>
  );
}
