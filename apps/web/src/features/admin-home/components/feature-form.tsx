import { DEFAULT_FEATURE_EMOJI, type Feature } from '@tod/contracts';
import { type FormEvent, useId, useState } from 'react';
import { errorDetail } from '@/lib/http-errors.ts';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { useSaveFeature } from '../api.ts';
import { EmojiField } from './emoji-field.tsx';
import type { Notify } from '@/components/ui/flash.tsx';
import '../admin-home.css';

/**
 * Adds a feature, or edits `editing` (the same call: the id makes it an update). The parent
 * remounts this form per feature, so its fields start from the feature being edited.
 */
export function FeatureForm({
  editing,
  notify,
  onChanged,
  onCancel,
  onDone,
}: {
  editing: Feature | null;
  notify: Notify;
  onChanged?: () => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveFeature(onChanged);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [status, setStatus] = useState<Feature['status']>(editing?.status ?? 'upcoming');
  const [emoji, setEmoji] = useState(editing?.emoji ?? DEFAULT_FEATURE_EMOJI);
  const ready = title.trim() !== '' && description.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || save.isPending) return;
    save.mutate(
      { id: editing?.id, title, description, status, emoji },
      {
        onSuccess: () => {
          notify({ kind: 'success', text: 'Feature saved successfully!' });
          onDone();
        },
        onError: (error) => notify({ kind: 'error', text: `Failed to save feature: ${errorDetail(error)}` }),
      },
    );
  };

  const heading = editing ? `Edit Feature: ${editing.title}` : 'Add Feature';
  return (
    <form className="form admin-form" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <EmojiField value={emoji} onChange={setEmoji} />
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} value={title} maxLength={200} required onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          value={description}
          rows={4}
          maxLength={2000}
          required
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as Feature['status'])}>
          <option value="complete">Complete</option>
          <option value="upcoming">Upcoming</option>
        </select>
      </div>
      <p className="field__hint">Title and description are both required.</p>
      <div className="form__actions">
        <SaveButton pending={save.isPending} disabled={!ready} label={editing ? 'Update Feature' : 'Add Feature'} />
        {editing && (
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
