import { useQuery } from '@tanstack/react-query';
import type { RoadmapPhase } from '@tod/contracts';
import { Panel } from '@/components/ui/panel.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { roadmapQuery } from '../api.ts';

const STATUS_LABEL: Record<RoadmapPhase['status'], string> = {
  complete: 'Complete',
  current: 'In progress',
  upcoming: 'Upcoming',
};

/** Items are free text and may repeat: number repeats so every key stays unique. */
function withKeys(items: string[]): { item: string; key: string }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = (seen.get(item) ?? 0) + 1;
    seen.set(item, count);
    return { item, key: `${item}#${count}` };
  });
}

export function Roadmap() {
  const roadmap = useQuery(roadmapQuery);
  return (
    <Panel title="Development Roadmap">
      {roadmap.isPending ? (
        <StatusMessage>Loading roadmap...</StatusMessage>
      ) : roadmap.isError ? (
        <ErrorMessage>Failed to load roadmap</ErrorMessage>
      ) : roadmap.data.length === 0 ? (
        <p className="empty-state">No roadmap data yet.</p>
      ) : (
        <ol className="roadmap">
          {roadmap.data.map((phase) => (
            <li key={phase.id} className={`roadmap__phase roadmap__phase--${phase.status}`}>
              <div className="roadmap__header">
                <h3 className="roadmap__title">{phase.phase}</h3>
                <span className={`status-badge status-badge--${phase.status}`}>{STATUS_LABEL[phase.status]}</span>
              </div>
              <ul className="roadmap__items">
                {withKeys(phase.items).map(({ item, key }) => (
                  <li key={key}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
