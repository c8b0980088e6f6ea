import { type Deed, type DeedInput, DeedLimits } from '@tod/contracts';
import { type FormEvent, useId } from 'react';
import { ALIGNMENT_OPTIONS, type DeedAlignment, parseWhole, toDeedAlignment } from '../deed-values.ts';

/** Reads the form into a deed body; numbers parse as whole numbers and fall back to 0 (spec §5). */
function readForm(form: HTMLFormElement, editing: Deed | null): DeedInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    name: text('name'),
    level: parseWhole(text('level')),
    alignment: parseWhole(text('alignment')) as DeedAlignment,
    content: text('content'),
    success: text('success'),
    failure: text('failure'),
    // The form has no skills editor: an edit keeps the deed's skills, a new deed starts empty.
    skills: editing?.skills ?? {},
    reward: {
      gold: parseWhole(text('gold')),
      experience: parseWhole(text('experience')),
      alignment: parseWhole(text('alignmentReward')),
      jailTime: parseWhole(text('jailTime')),
    },
  };
}

/**
 * Create Deed / Update Deed. The browser checks the required fields and ranges before submit
 * (spec §5: name, level and description required; level 0 to 100; rewards at least 0 except the
 * alignment reward); the server checks again. Remounted per deed, so defaults are the deed's.
 */
export function DeedForm({
  editing,
  saving,
  onSubmit,
  onCancel,
}: {
  editing: Deed | null;
  saving: boolean;
  onSubmit: (input: DeedInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSubmit(readForm(event.currentTarget, editing));
  };

  const numberField = (name: string, label: string, value: number, min: number, max: number, hint?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        defaultValue={value}
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-${name}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <form className="form admin-form" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{editing ? `Edit Deed: ${editing.name}` : 'Add New Deed'}</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} name="name" required maxLength={DeedLimits.nameMax} defaultValue={editing?.name ?? ''} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-level`}>Level</label>
          <input
            id={`${id}-level`}
            name="level"
            type="number"
            inputMode="numeric"
            required
            min={DeedLimits.levelMin}
            max={DeedLimits.levelMax}
            step={1}
            defaultValue={editing?.level ?? 1}
            aria-describedby={`${id}-level-hint`}
          />
          <p id={`${id}-level-hint`} className="field__hint">
            From {DeedLimits.levelMin} to {DeedLimits.levelMax}.
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-alignment`}>Alignment</label>
          <select id={`${id}-alignment`} name="alignment" defaultValue={toDeedAlignment(editing?.alignment ?? 0)}>
            {ALIGNMENT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-content`}>Description</label>
        <textarea
          id={`${id}-content`}
          name="content"
          rows={4}
          required
          maxLength={DeedLimits.contentMax}
          defaultValue={editing?.content ?? ''}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-success`}>
          Success Message <span className="field__optional">(optional)</span>
        </label>
        <textarea
          id={`${id}-success`}
          name="success"
          rows={2}
          maxLength={DeedLimits.messageMax}
          defaultValue={editing?.success ?? ''}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-failure`}>
          Failure Message <span className="field__optional">(optional)</span>
        </label>
        <textarea
          id={`${id}-failure`}
          name="failure"
          rows={2}
          maxLength={DeedLimits.messageMax}
          defaultValue={editing?.failure ?? ''}
        />
      </div>
      <fieldset className="fieldset">
        <legend>Reward</legend>
        <div className="form-grid">
          {numberField('gold', 'Max Gold', editing?.reward.gold ?? 0, 0, DeedLimits.goldMax)}
          {numberField('experience', 'Max Experience', editing?.reward.experience ?? 0, 0, DeedLimits.experienceMax)}
          {numberField(
            'alignmentReward',
            'Alignment Reward',
            editing?.reward.alignment ?? 0,
            -DeedLimits.alignmentRewardMax,
            DeedLimits.alignmentRewardMax,
            'Points; may be negative.',
          )}
          {numberField(
            'jailTime',
            'Jail Time (seconds)',
            editing?.reward.jailTime ?? 0,
            0,
            DeedLimits.jailTimeMax,
            '0 for none.',
          )}
        </div>
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Update Deed' : 'Create Deed'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
