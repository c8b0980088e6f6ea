import { useQuery } from '@tanstack/react-query';
import { LazyMarkdown } from '@/components/markdown/lazy-markdown.tsx';
import { Panel } from '@/components/ui/panel.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { localDate } from '@/lib/local-date.ts';
import { announcementsQuery } from '../api.ts';

/**
 * Latest announcements. Staff write them in markdown (safe: raw HTML shows as text); its
 * headings sit under the announcement's h3.
 */
export function Announcements() {
  const announcements = useQuery(announcementsQuery);
  return (
    <Panel title="Latest Announcements">
      {announcements.isPending ? (
        <StatusMessage>Loading announcements...</StatusMessage>
      ) : announcements.isError ? (
        <ErrorMessage>Failed to load announcements</ErrorMessage>
      ) : announcements.data.length === 0 ? (
        <p className="empty-state">No announcements yet.</p>
      ) : (
        <ul className="announcement-list">
          {announcements.data.map((item) => (
            <li key={item.id} className="announcement">
              <article aria-labelledby={`announcement-${item.id}`}>
                <time className="announcement__date" dateTime={item.date}>
                  {localDate(item.date)}
                </time>
                <h3 id={`announcement-${item.id}`} className="announcement__title">
                  {item.title}
                </h3>
                <LazyMarkdown className="announcement__content" headingOffset={3}>
                  {item.content}
                </LazyMarkdown>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
