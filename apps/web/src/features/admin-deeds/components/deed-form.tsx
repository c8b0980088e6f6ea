import { useQuery } from '@tanstack/react-query';
import { type Deed, type DeedInput, DeedLimits } from '@tod/contracts';
import { CONTENT_SKILLS, deedSkillRequirement, expectedSkillLevel } from '@tod/game';
import { type FormEvent, useId, useState } from 'react';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { deedCitiesQuery } from '../api.ts';
import { ALIGNMENT_OPTIONS, type DeedAlignment, numericSkills, parseWhole, toDeedAlignment } from '../deed-values.ts';

/** The value of the City choice that means "everywhere" (cityId null). */
const EVERYWHERE = '';
/** The value of the Skill choice that means "no skill requirement". */
const NO_SKILL = '';

/**
 * Reads the form into a deed body; numbers parse as whole numbers and fall back to 0 (docs/product-rules.md#input-rules).
 * The skill requirement is the deed's whole skills object: the rules read only its first entry.
 */
function readForm(form: HTMLFormElement): DeedInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const skill = text('skillName');
  const city = text('cityId');
  return {
    name: text('name'),
    level: parseWhole(text('level')),
    alignment: parseWhole(text('alignment')) as DeedAlignment,
    content: text('content'),
    success: text('success'),
    failure: text('failure'),
    skills: skill === NO_SKILL ? {} : { [skill]: Math.max(0, parseWhole(text('skillLevel'))) },
    cityId: city === EVERYWHERE ? null : city,
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
 * (docs/product-rules.md#input-rules: name, level and description required; level 0 to 100; rewards at least 0 except the
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
    if (!saving) onSubmit(readForm(event.currentTarget));
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
        <CityField id={`${id}-city`} initial={editing?.cityId ?? null} />
      </div>
      <SkillFieldset id={`${id}-skill`} editing={editing} />
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
        <SaveButton pending={saving} label={editing ? 'Update Deed' : 'Create Deed'} />
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * City: where the deed may be done; "Everywhere" (null) or one city. The deed's own city stays
 * chosen while the list loads or if it fails, so a save never moves a deed by accident.
 */
function CityField({ id, initial }: { id: string; initial: string | null }) {
  const cities = useQuery(deedCitiesQuery);
  const [value, setValue] = useState(initial ?? EVERYWHERE);
  const known = cities.data?.some((city) => city.id === value) ?? false;
  return (
    <div className="field">
      <label htmlFor={id}>City</label>
      <select
        id={id}
        name="cityId"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby={`${id}-hint`}
      >
        <option value={EVERYWHERE}>Everywhere</option>
        {value !== EVERYWHERE && !known && <option value={value}>{cities.isPending ? 'Loading city...' : 'Unknown city'}</option>}
        {[...(cities.data ?? [])]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {cities.isError ? 'Cities could not be loaded; the deed keeps its city.' : 'A city deed is offered only there.'}
      </p>
    </div>
  );
}

/** Skill requirement: the skill the deed tests and the level it expects (none: no skill). */
function SkillFieldset({ id, editing }: { id: string; editing: Deed | null }) {
  const current = deedSkillRequirement(numericSkills(editing?.skills ?? {}));
  const [skill, setSkill] = useState(current?.name ?? NO_SKILL);
  const names = CONTENT_SKILLS.map((s) => s.name);
  // A skill staff named before that the pack does not list stays choosable.
  if (current && !names.includes(current.name)) names.push(current.name);
  return (
    <fieldset className="fieldset">
      <legend>Skill requirement</legend>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-name`}>Skill</label>
          <select id={`${id}-name`} name="skillName" value={skill} onChange={(event) => setSkill(event.target.value)}>
            <option value={NO_SKILL}>None</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-level`}>Skill level</label>
          <input
            id={`${id}-level`}
            name="skillLevel"
            type="number"
            inputMode="numeric"
            min={0}
            max={DeedLimits.levelMax}
            step={1}
            defaultValue={current?.level ?? expectedSkillLevel(editing?.level ?? 1)}
            disabled={skill === NO_SKILL}
            aria-describedby={`${id}-level-hint`}
          />
          <p id={`${id}-level-hint`} className="field__hint">
            Seeded deeds expect a third of the deed level.
          </p>
        </div>
      </div>
    </fieldset>
  );
}
