import { useQuery } from '@tanstack/react-query';
import type { Feature } from '@tod/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { errorDetail } from '@/lib/http-errors.ts';
import { adminFeaturesQuery, useDeleteFeature } from '../api.ts';
import type { Notify } from '@/components/ui/flash.tsx';
import '../admin-home.css';

function FeatureGroup({
  title,
  empty,
  features,
  onEdit,
  onDelete,
}: {
  title: string;
  empty: string;
  features: Feature[];
  onEdit: (feature: Feature) => void;
  onDelete: (feature: Feature) => void;
}) {
  return (
    <section className="admin-group" aria-label={title}>
      <h2 className="admin-group__title">{title}</h2>
      {features.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <ul className="admin-list">
          {features.map((feature) => (
            <li key={feature.id} className="admin-item">
              <span className="admin-item__emoji" aria-hidden="true">
                {feature.emoji}
              </span>
              <div className="admin-item__body">
                <h3 className="admin-item__title">{feature.title}</h3>
                <p className="admin-item__text">{feature.description}</p>
              </div>
              <div className="admin-item__actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`Edit feature ${feature.title}`}
                  onClick={() => onEdit(feature)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-label={`Delete feature ${feature.title}`}
                  onClick={() => onDelete(feature)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Features split by status, as the home page shows them; each can be edited or deleted. */
export function FeatureList({
  notify,
  onChanged,
  onEdit,
}: {
  notify: Notify;
  onChanged?: () => void;
  onEdit: (feature: Feature) => void;
}) {
  const list = useQuery(adminFeaturesQuery);
  const remove = useDeleteFeature(onChanged);
  const [pending, setPending] = useState<Feature | null>(null);

  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => notify({ kind: 'success', text: 'Feature deleted successfully!' }),
      onError: (error) => notify({ kind: 'error', text: `Failed to delete feature: ${errorDetail(error)}` }),
      onSettled: () => setPending(null),
    });
  };

  if (list.isPending) return <StatusMessage>Loading features...</StatusMessage>;
  if (list.isError) return <ErrorMessage>{`Failed to load features: ${errorDetail(list.error)}`}</ErrorMessage>;
  return (
    <div className="admin-groups">
      <FeatureGroup
        title="Completed Features"
        empty="No completed features yet."
        features={list.data.filter((f) => f.status === 'complete')}
        onEdit={onEdit}
        onDelete={setPending}
      />
      <FeatureGroup
        title="Upcoming Features"
        empty="No upcoming features yet."
        features={list.data.filter((f) => f.status === 'upcoming')}
        onEdit={onEdit}
        onDelete={setPending}
      />
      <ConfirmDialog
        open={pending !== null}
        title="Delete feature?"
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        danger
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <p>Are you sure you want to delete this feature?</p>
      </ConfirmDialog>
    </div>
  );
}
