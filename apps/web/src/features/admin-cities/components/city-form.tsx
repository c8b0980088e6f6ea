import { type City, CityLimits } from '@tod/contracts';
import { type FormEvent, useId, useState } from 'react';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { type CityDraft, cityDraft, emptyCityDraft } from '../city-values.ts';
import { BuildingsEditor } from './buildings-editor.tsx';
import { OwnerField } from './owner-field.tsx';
import '../admin-cities.css';

/**
 * 'Create New City' or 'Edit City: {name}'. Only the name is required (docs/product-rules.md#input-rules); the browser
 * checks it and the number ranges, the server checks again.
 */
export function CityForm({
  editing,
  saving,
  onSubmit,
  onCancel,
}: {
  editing: City | null;
  saving: boolean;
  onSubmit: (draft: CityDraft) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<CityDraft>(() => (editing ? cityDraft(editing) : emptyCityDraft()));
  const set = (field: Exclude<keyof CityDraft, 'buildings' | 'ownerName'>) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit(draft);
  };

  const coordinate = (field: 'xPosition' | 'yPosition', label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="number"
        inputMode="numeric"
        min={CityLimits.coordinateMin}
        max={CityLimits.coordinateMax}
        step={1}
        value={draft[field]}
        aria-describedby={`${id}-position-hint`}
        onChange={set(field)}
      />
    </div>
  );

  return (
    <form className="form admin-form panel" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{editing ? `Edit City: ${editing.name}` : 'Create New City'}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={draft.name}
          required
          maxLength={CityLimits.nameMax}
          // The form opens on a click of Create or Edit: put the keyboard where the typing starts.
          // biome-ignore lint/a11y/noAutofocus: the form appears in answer to the user's own action
          autoFocus
          onChange={set('name')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={CityLimits.descriptionMax}
          value={draft.description}
          onChange={set('description')}
        />
      </div>
      <div className="form-grid">
        {coordinate('xPosition', 'X Position')}
        {coordinate('yPosition', 'Y Position')}
        <div className="field">
          <label htmlFor={`${id}-alignment`}>Alignment</label>
          <input
            id={`${id}-alignment`}
            type="number"
            inputMode="numeric"
            min={CityLimits.alignmentMin}
            max={CityLimits.alignmentMax}
            step={1}
            value={draft.alignment}
            aria-describedby={`${id}-alignment-hint`}
            onChange={set('alignment')}
          />
          <p id={`${id}-alignment-hint`} className="field__hint">
            {CityLimits.alignmentMin} to {CityLimits.alignmentMax}; above 0 good, below 0 evil.
          </p>
        </div>
      </div>
      <p id={`${id}-position-hint`} className="field__hint">
        Map squares from {CityLimits.coordinateMin} to {CityLimits.coordinateMax}; leave empty if unknown.
      </p>
      <OwnerField
        owner={draft.owner}
        ownerName={draft.ownerName}
        onChange={(owner, ownerName) => setDraft((d) => ({ ...d, owner, ownerName }))}
      />
      <BuildingsEditor buildings={draft.buildings} onChange={(buildings) => setDraft((d) => ({ ...d, buildings }))} />
      <div className="form__actions">
        <SaveButton pending={saving} label={editing ? 'Save Changes' : 'Create City'} />
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
