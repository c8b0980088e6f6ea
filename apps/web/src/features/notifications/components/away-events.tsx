import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { journalQuery } from '../api.ts';
import { EventGroupItem } from './event-group.tsx';
import { groupEvents } from '../event-groups.ts';

/** How many groups the home shows; the rest are a click away. */
const SHOWN = 5;

/**
 * What happened while the player was away: the unread entries of the event log, grouped. The
 * home only reads them; the Event Log marks them read when the player opens it.
 */
export function AwayEvents() {
  const query = useInfiniteQuery(journalQuery);
  const page = query.data?.pages[0];
  const groups = page ? groupEvents(page.entries.slice(0, page.unread)) : [];
  return (
    <section className="panel home-section" aria-labelledby="home-away-title">
      <h2 id="home-away-title" className="panel__title">
        While you were away
      </h2>
      {query.isPending ? (
        <p className="muted">Loading events...</p>
      ) : query.isError ? (
        <p className="muted">The event log could not be read just now.</p>
      ) : groups.length === 0 ? (
        <p className="muted">Nothing new since you last looked.</p>
      ) : (
        <ol className="event-log event-log--compact" aria-label="New events, newest first">
          {groups.slice(0, SHOWN).map((group) => (
            <EventGroupItem key={group.id} group={group} unread={false} />
          ))}
        </ol>
      )}
      <p>
        <Link to="/events">
          Open the Event Log
          {groups.length > SHOWN ? ` (${groups.length - SHOWN} more new)` : ''}
        </Link>
      </p>
    </section>
  );
}
