import { type Deed, DeedLimits } from '@tod/contracts';
import { type FormEvent, useState } from 'react';
import { ALIGNMENT_OPTIONS, type DeedAlignment, parseWhole, toDeedAlignment } from '../deed-values.ts';
import '../admin-deeds.css';

/** What the quick edit changes: name, level, alignment and the four rewards (docs/product-rules.md#admin-screens). */
export interface QuickEdit {
  name: string;
  level: number;
  alignment: DeedAlignment;
  reward: Deed['reward'];
}

const asText = (n: number) => String(n);

/**
 * One table row turned into inputs. The inputs belong to a form outside the table (an HTML form
 * cannot wrap a row), linked by its id, so Enter saves like any form.
 */
export function QuickEditRow({
  deed,
  saving,
  onSave,
  onCancel,
}: {
  deed: Deed;
  saving: boolean;
  onSave: (edit: QuickEdit) => void;
  onCancel: () => void;
}) {
  const formId = `quick-edit-${deed.id}`;
  const [name, setName] = useState(deed.name);
  const [level, setLevel] = useState(asText(deed.level));
  const [alignment, setAlignment] = useState<DeedAlignment>(toDeedAlignment(deed.alignment));
  const [gold, setGold] = useState(asText(deed.reward.gold));
  const [experience, setExperience] = useState(asText(deed.reward.experience));
  const [alignmentReward, setAlignmentReward] = useState(asText(deed.reward.alignment));
  const [jailTime, setJailTime] = useState(asText(deed.reward.jailTime));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      name,
      level: parseWhole(level),
      alignment,
      reward: {
        gold: parseWhole(gold),
        experience: parseWhole(experience),
        alignment: parseWhole(alignmentReward),
        jailTime: parseWhole(jailTime),
      },
    });
  };

  const number = (label: string, value: string, set: (v: string) => void, min: number, max: number) => (
    <input
      form={formId}
      type="number"
      inputMode="numeric"
      className="deeds-table__input deeds-table__input--number"
      aria-label={label}
      value={value}
      min={min}
      max={max}
      step={1}
      onChange={(event) => set(event.target.value)}
    />
  );

  return (
    // Escape anywhere in the row cancels, as Enter saves.
    <tr
      className="deeds-table__row deeds-table__row--editing"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onCancel();
      }}
    >
      <td>
        <input
          form={formId}
          className="deeds-table__input"
          aria-label="Name"
          value={name}
          required
          // The row opens on the user's own Edit press: start typing where the edit starts.
          // biome-ignore lint/a11y/noAutofocus: focus follows the user's action, not page load
          autoFocus
          maxLength={DeedLimits.nameMax}
          onChange={(event) => setName(event.target.value)}
        />
      </td>
      <td>{number('Level', level, setLevel, DeedLimits.levelMin, DeedLimits.levelMax)}</td>
      <td>
        <select
          form={formId}
          aria-label="Alignment"
          value={alignment}
          onChange={(event) => setAlignment(Number(event.target.value) as DeedAlignment)}
        >
          {ALIGNMENT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </td>
      <td>{number('Gold', gold, setGold, 0, DeedLimits.goldMax)}</td>
      <td>{number('XP', experience, setExperience, 0, DeedLimits.experienceMax)}</td>
      <td>
        {number(
          'Alignment Reward',
          alignmentReward,
          setAlignmentReward,
          -DeedLimits.alignmentRewardMax,
          DeedLimits.alignmentRewardMax,
        )}
      </td>
      <td>{number('Jail Time (seconds)', jailTime, setJailTime, 0, DeedLimits.jailTimeMax)}</td>
      <td>
        <form id={formId} className="deeds-table__actions" onSubmit={submit} aria-label={`Quick edit ${deed.name}`}>
          <button type="submit" className="button button--primary button--small" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={onCancel} disabled={saving}>
            Cancel
          </button>
        </form>
      </td>
    </tr>
  );
}
