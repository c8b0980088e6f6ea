import { useQuery } from '@tanstack/react-query';
import { Panel } from '@/components/ui/panel.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { announcementsQuery } from '../api.ts';

const localDate = (iso: string) => new Date(iso).toLocaleDateString();

/** Latest announcements; staff text is shown as plain text, never as markup. */
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
                <p className="announcement__content">{item.content}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
