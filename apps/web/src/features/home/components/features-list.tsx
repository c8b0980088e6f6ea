import { useQuery } from '@tanstack/react-query';
import type { Feature } from '@tod/contracts';
import { Panel } from '@/components/ui/panel.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { featuresQuery } from '../api.ts';

function FeatureGroup({ title, features, empty }: { title: string; features: Feature[]; empty: string }) {
  return (
    <div className="feature-group">
      <h3 className="feature-group__title">{title}</h3>
      {features.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <ul className="feature-list">
          {features.map((feature) => (
            <li key={feature.id} className="feature">
              <span className="feature__emoji" aria-hidden="true">
                {feature.emoji}
              </span>
              <span>
                <strong className="feature__title">{feature.title}</strong>
                <span className="feature__description">{feature.description}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function FeaturesList() {
  const features = useQuery(featuresQuery);
  return (
    <Panel title="Features">
      {features.isPending ? (
        <StatusMessage>Loading features...</StatusMessage>
      ) : features.isError ? (
        <ErrorMessage>Failed to load features</ErrorMessage>
      ) : (
        <div className="feature-columns">
          <FeatureGroup
            title="Completed"
            features={features.data.filter((f) => f.status === 'complete')}
            empty="No completed features yet."
          />
          <FeatureGroup
            title="Coming Soon"
            features={features.data.filter((f) => f.status === 'upcoming')}
            empty="No upcoming features yet."
          />
        </div>
      )}
    </Panel>
  );
}
