import { type AdminChainStep, type AdminQuestChain, QUEST_CHAIN_TEXT_MAX, type QuestChainInput } from '@tod/contracts';
import { useId, useState } from 'react';
import { FormNotice, useNotice } from '@/components/ui/form-notice.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { useSaveQuestChain } from '../api.ts';

const PATH: Record<string, string> = { good: 'good', neutral: 'neutral', evil: 'evil' };

const draftOf = (chain: AdminQuestChain): QuestChainInput => ({
  title: chain.title,
  minLevel: chain.minLevel,
  patronTier: chain.patron.tier,
  rewardDeeds: chain.rewardDeeds,
  steps: structuredClone(chain.steps),
});

/** An optional whole number typed in a field: empty is none. */
const optionalNumber = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

function Field({ id, label, children }: { id: string; label: string; children: (id: string) => React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A labelled whole-number field of the chain form (the server checks the range again). */
function WholeField(props: {
  id: string;
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <Field id={props.id} label={props.label}>
      {(fid) => (
        <input
          id={fid}
          type="number"
          min={props.min}
          max={props.max}
          value={props.value}
          onChange={(e) => props.onChange(Number(e.target.value))}
        />
      )}
    </Field>
  );
}

function StepFields({
  id,
  index,
  step,
  onChange,
}: {
  id: string;
  index: number;
  step: AdminChainStep;
  onChange: (step: AdminChainStep) => void;
}) {
  const req = step.requirement;
  const setReq = (change: Partial<AdminChainStep['requirement']>) => {
    const requirement = { ...req, ...change };
    for (const k of Object.keys(requirement) as (keyof typeof requirement)[]) {
      if (requirement[k] === undefined || requirement[k] === false) delete requirement[k];
    }
    onChange({ ...step, requirement });
  };
  const p = `${id}-step${index}`;
  return (
    <fieldset className="fieldset">
      <legend>Step {index + 1}</legend>
      <Field id={`${p}-title`} label="Step title">
        {(fid) => (
          <input
            id={fid}
            value={step.title}
            maxLength={QUEST_CHAIN_TEXT_MAX.title}
            onChange={(e) => onChange({ ...step, title: e.target.value })}
          />
        )}
      </Field>
      <Field id={`${p}-text`} label="Step text">
        {(fid) => (
          <textarea
            id={fid}
            rows={4}
            value={step.text}
            maxLength={QUEST_CHAIN_TEXT_MAX.text}
            onChange={(e) => onChange({ ...step, text: e.target.value })}
          />
        )}
      </Field>
      <Field id={`${p}-city`} label="City">
        {(fid) => <input id={fid} value={req.cityName} onChange={(e) => setReq({ cityName: e.target.value })} />}
      </Field>
      <Field id={`${p}-level`} label="Level needed (empty: none)">
        {(fid) => (
          <input
            id={fid}
            type="number"
            min={1}
            max={100}
            value={req.minLevel ?? ''}
            onChange={(e) => setReq({ minLevel: optionalNumber(e.target.value) })}
          />
        )}
      </Field>
      <Field id={`${p}-skill`} label="Skill needed (empty: none)">
        {(fid) => (
          <input
            id={fid}
            value={req.skill?.name ?? ''}
            onChange={(e) =>
              setReq({ skill: e.target.value.trim() ? { name: e.target.value, level: req.skill?.level ?? 1 } : undefined })
            }
          />
        )}
      </Field>
      {req.skill && (
        <Field id={`${p}-skill-level`} label="Skill level">
          {(fid) => (
            <input
              id={fid}
              type="number"
              min={1}
              max={100}
              value={req.skill?.level ?? 1}
              onChange={(e) => setReq({ skill: { name: req.skill?.name ?? '', level: Number(e.target.value) } })}
            />
          )}
        </Field>
      )}
      <Field id={`${p}-alignment`} label="Alignment needed">
        {(fid) => (
          <select
            id={fid}
            value={req.alignment ?? ''}
            onChange={(e) => setReq({ alignment: (e.target.value || undefined) as 'good' | 'evil' | undefined })}
          >
            <option value="">Any</option>
            <option value="good">Good</option>
            <option value="evil">Evil</option>
          </select>
        )}
      </Field>
      <div className="field">
        <label>
          <input type="checkbox" checked={req.jailed ?? false} onChange={(e) => setReq({ jailed: e.target.checked })} /> Done in
          the city's jail
        </label>
      </div>
      <div className="field">
        <label>
          <input type="checkbox" checked={req.jailVisit ?? false} onChange={(e) => setReq({ jailVisit: e.target.checked })} />{' '}
          Done visiting the city's jail (free or held)
        </label>
      </div>
      {(step.choices ?? []).map((choice, ci) => {
        const setChoice = (change: Partial<typeof choice>) =>
          onChange({ ...step, choices: step.choices?.map((x, i) => (i === ci ? { ...x, ...change } : x)) });
        const c = `${p}-choice${ci}`;
        return (
          <fieldset key={choice.key} className="fieldset">
            <legend>
              Choice {ci + 1} ({choice.axis})
            </legend>
            <Field id={`${c}-label`} label="Choice">
              {(fid) => (
                <input
                  id={fid}
                  value={choice.label}
                  maxLength={QUEST_CHAIN_TEXT_MAX.label}
                  onChange={(e) => setChoice({ label: e.target.value })}
                />
              )}
            </Field>
            <Field id={`${c}-outcome`} label="Outcome">
              {(fid) => (
                <textarea
                  id={fid}
                  rows={2}
                  value={choice.outcome}
                  maxLength={QUEST_CHAIN_TEXT_MAX.outcome}
                  onChange={(e) => setChoice({ outcome: e.target.value })}
                />
              )}
            </Field>
            <WholeField
              id={`${c}-points`}
              label="Alignment points"
              min={1}
              max={20}
              value={choice.points}
              onChange={(n) => setChoice({ points: n })}
            />
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/**
 * One quest chain in Manage Quests: its title, what opens it, its reward and each step's text,
 * requirement and choices. The number of steps and the choices stay as they are: characters'
 * places in the chain are stored by them (docs/quests.md, "Manage Quests").
 */
export function ChainForm({ chain }: { chain: AdminQuestChain }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(chain));
  const { notice, setNotice, done, failed } = useNotice();
  const save = useSaveQuestChain();
  const set = (change: Partial<QuestChainInput>) => setDraft((d) => ({ ...d, ...change }));
  return (
    <details className="panel">
      <summary>
        {chain.title} ({chain.patron.cityName}, {PATH[chain.patron.axis]})
      </summary>
      <form
        className="form admin-form"
        aria-labelledby={`${id}-name`}
        onSubmit={(event) => {
          event.preventDefault();
          setNotice(null);
          save.mutate(
            { id: chain.id, body: draft },
            {
              onSuccess: (saved) => {
                setDraft(draftOf(saved));
                done('Chain saved.');
              },
              onError: failed('Failed to save the chain.'),
            },
          );
        }}
      >
        <h3 id={`${id}-name`}>
          {chain.key} ({chain.patron.axis} patron of {chain.patron.cityName})
        </h3>
        {chain.edited && <p className="field__hint">Edited by staff: content updates leave it as it is.</p>}
        <Field id={`${id}-title`} label="Title">
          {(fid) => (
            <input
              id={fid}
              value={draft.title}
              maxLength={QUEST_CHAIN_TEXT_MAX.title}
              onChange={(e) => set({ title: e.target.value })}
            />
          )}
        </Field>
        <WholeField
          id={`${id}-level`}
          label="Opens at level"
          min={1}
          max={100}
          value={draft.minLevel}
          onChange={(n) => set({ minLevel: n })}
        />
        <WholeField
          id={`${id}-tier`}
          label="Standing tier with the patron"
          min={1}
          max={5}
          value={draft.patronTier}
          onChange={(n) => set({ patronTier: n })}
        />
        <WholeField
          id={`${id}-reward`}
          label="Reward (deeds' worth at the character's level)"
          min={1}
          max={50}
          value={draft.rewardDeeds}
          onChange={(n) => set({ rewardDeeds: n })}
        />
        {draft.steps.map((step, index) => (
          <StepFields
            // The steps never change in number or order: the index is the step.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            id={id}
            index={index}
            step={step}
            onChange={(next) => set({ steps: draft.steps.map((s, i) => (i === index ? next : s)) })}
          />
        ))}
        <FormNotice notice={notice} />
        <div className="form__actions">
          <SaveButton pending={save.isPending} name={chain.title} />
        </div>
      </form>
    </details>
  );
}
