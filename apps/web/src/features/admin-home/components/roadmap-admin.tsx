import { useQuery } from '@tanstack/react-query';
import type { RoadmapPhase } from '@tod/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { errorDetail } from '@/lib/http-errors.ts';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { adminRoadmapQuery, useDeleteRoadmapPhase, useSaveRoadmapPhase } from '../api.ts';
import type { Notify } from '@/components/ui/flash.tsx';
import '../admin-home.css';

const STATUS_LABEL: Record<RoadmapPhase['status'], string> = {
  complete: 'Complete',
  current: 'Current',
  upcoming: 'Upcoming',
};

/** docs/product-rules.md#input-rules: items are comma-separated text, split on commas and trimmed; the server drops blanks. */
export const splitItems = (text: string): string[] => text.split(',').map((item) => item.trim());

export function RoadmapList({
  notify,
  onChanged,
  onEdit,
}: {
  notify: Notify;
  onChanged?: () => void;
  onEdit: (phase: RoadmapPhase) => void;
}) {
  const list = useQuery(adminRoadmapQuery);
  const remove = useDeleteRoadmapPhase(onChanged);
  const [pending, setPending] = useState<RoadmapPhase | null>(null);

  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => notify({ kind: 'success', text: 'Roadmap phase deleted successfully!' }),
      onError: (error) => notify({ kind: 'error', text: `Failed to delete roadmap phase: ${errorDetail(error)}` }),
      onSettled: () => setPending(null),
    });
  };

  if (list.isPending) return <StatusMessage>Loading roadmap...</StatusMessage>;
  if (list.isError) return <ErrorMessage>{`Failed to load roadmap: ${errorDetail(list.error)}`}</ErrorMessage>;
  return (
    <>
      <h2 className="visually-hidden">Roadmap</h2>
      {list.data.length === 0 ? (
        <p className="empty-state">No roadmap data yet.</p>
      ) : (
        <ol className="admin-list">
          {list.data.map((phase) => (
            <li key={phase.id} className="admin-item">
              <div className="admin-item__body">
                <h3 className="admin-item__title">
                  {phase.phase} <span className={`status-badge status-badge--${phase.status}`}>{STATUS_LABEL[phase.status]}</span>
                </h3>
                <ul className="admin-item__items">
                  {phase.items.map((item, position) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: items are free text that may repeat; order is their identity
                    <li key={position}>{item}</li>
                  ))}
                </ul>
              </div>
              <div className="admin-item__actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`Edit phase ${phase.phase}`}
                  onClick={() => onEdit(phase)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-label={`Delete phase ${phase.phase}`}
                  onClick={() => setPending(phase)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Delete roadmap phase?"
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        danger
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <p>Are you sure you want to delete this roadmap phase?</p>
      </ConfirmDialog>
    </>
  );
}

/** Adds a phase, or edits `editing`; remounted per phase so the fields start from it. */
export function RoadmapForm({
  editing,
  notify,
  onChanged,
  onCancel,
  onDone,
}: {
  editing: RoadmapPhase | null;
  notify: Notify;
  onChanged?: () => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveRoadmapPhase(onChanged);
  const [phase, setPhase] = useState(editing?.phase ?? '');
  const [items, setItems] = useState(editing?.items.join(', ') ?? '');
  const [status, setStatus] = useState<RoadmapPhase['status']>(editing?.status ?? 'upcoming');
  const ready = phase.trim() !== '' && items.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || save.isPending) return;
    save.mutate(
      { id: editing?.id, phase, items: splitItems(items), status },
      {
        onSuccess: () => {
          notify({ kind: 'success', text: 'Roadmap phase saved successfully!' });
          onDone();
        },
        onError: (error) => notify({ kind: 'error', text: `Failed to save roadmap phase: ${errorDetail(error)}` }),
      },
    );
  };

  return (
    <form className="form admin-form" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{editing ? `Edit Roadmap Phase: ${editing.phase}` : 'Add Roadmap Phase'}</h2>
      <div className="field">
        <label htmlFor={`${id}-phase`}>Phase</label>
        <input
          id={`${id}-phase`}
          value={phase}
          maxLength={200}
          required
          placeholder="Phase 5: Guilds"
          onChange={(e) => setPhase(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-items`}>Items</label>
        <textarea
          id={`${id}-items`}
          value={items}
          rows={3}
          required
          aria-describedby={`${id}-items-hint`}
          onChange={(e) => setItems(e.target.value)}
        />
        <p id={`${id}-items-hint`} className="field__hint">
          Separate items with commas, e.g. Guild halls, Guild chat, Guild wars.
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as RoadmapPhase['status'])}>
          <option value="complete">Complete</option>
          <option value="current">Current</option>
          <option value="upcoming">Upcoming</option>
        </select>
      </div>
      <p className="field__hint">The phase title and its items are both required.</p>
      <div className="form__actions">
        <SaveButton pending={save.isPending} disabled={!ready} label={editing ? 'Update Phase' : 'Add Phase'} />
        {editing && (
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
