import { useQuery } from '@tanstack/react-query';
import { type AdminQuestTemplate, QUEST_TEMPLATE_TEXT_MAX } from '@tod/contracts';
import { useId, useState } from 'react';
import { FormNotice, useNotice } from '@/components/ui/form-notice.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { adminQuestChainsQuery, adminQuestTemplatesQuery, useSaveQuestTemplate } from '../api.ts';
import { ChainForm } from './chain-form.tsx';

const PATRON: Record<string, string> = { good: 'Good patrons', neutral: 'Neutral patrons', evil: 'Evil patrons' };

/**
 * Manage Quests (docs/quests.md, "Manage Quests"): the patrons' contract templates and the quest
 * chains, each saved on its own. A template's change applies to offers made afterwards; contracts
 * already offered keep theirs. A chain's change is what players read next.
 */
export function ManageQuests() {
  const templates = useQuery(adminQuestTemplatesQuery);
  return (
    <div className="page admin-page">
      <h1>Manage Quests</h1>
      <p>
        The contracts patrons offer. In titles and descriptions, {'{n}'} is the target, {'{city}'} the patron's city and{' '}
        {'{place}'} a travel contract's destination. Changes apply to new offers only.
      </p>
      {templates.isPending ? (
        <StatusMessage>Loading contract templates...</StatusMessage>
      ) : templates.isError ? (
        <ErrorMessage>Failed to load contract templates. Please try again later.</ErrorMessage>
      ) : templates.data.length === 0 ? (
        <p className="empty-state">No contract templates yet.</p>
      ) : (
        templates.data.map((template) => <TemplateForm key={template.id} template={template} />)
      )}
      <ManageChains />
    </div>
  );
}

function ManageChains() {
  const chains = useQuery(adminQuestChainsQuery);
  return (
    <section aria-labelledby="manage-chains-title">
      <h2 id="manage-chains-title">Quest chains</h2>
      <p>
        The stories players read on /quests. Each keeps its steps and choices; their texts, the cities and what each step needs,
        the choices' points, the level and standing that open the chain and its reward may change. Players read a change at once,
        at whatever step they are.
      </p>
      {chains.isPending ? (
        <StatusMessage>Loading quest chains...</StatusMessage>
      ) : chains.isError ? (
        <ErrorMessage>Failed to load quest chains. Please try again later.</ErrorMessage>
      ) : chains.data.length === 0 ? (
        <p className="empty-state">No quest chains yet.</p>
      ) : (
        chains.data.map((chain) => <ChainForm key={chain.id} chain={chain} />)
      )}
    </section>
  );
}

function TemplateForm({ template }: { template: AdminQuestTemplate }) {
  const id = useId();
  const [title, setTitle] = useState(template.title);
  const [description, setDescription] = useState(template.description);
  const [targets, setTargets] = useState(template.targets.join(', '));
  const [minTier, setMinTier] = useState(String(template.minTier));
  const [rewardPercent, setRewardPercent] = useState(String(template.rewardPercent));
  const [enabled, setEnabled] = useState(template.enabled);
  const { notice, setNotice, done, failed } = useNotice();
  const save = useSaveQuestTemplate();
  const heading = `${template.key} (${template.kind}, ${template.axis ? PATRON[template.axis] : 'every patron'})`;
  return (
    <form
      className="form panel admin-form"
      aria-labelledby={`${id}-name`}
      onSubmit={(event) => {
        event.preventDefault();
        setNotice(null);
        const parsed = targets
          .split(',')
          .map((x) => x.trim())
          .filter((x) => x !== '')
          .map(Number);
        save.mutate(
          {
            id: template.id,
            body: {
              title,
              description,
              targets: parsed,
              minTier: Number(minTier),
              rewardPercent: Number(rewardPercent),
              enabled,
            },
          },
          {
            onSuccess: (saved) => {
              setTitle(saved.title);
              setDescription(saved.description);
              setTargets(saved.targets.join(', '));
              done('Template saved.');
            },
            onError: failed('Failed to save the template.'),
          },
        );
      }}
    >
      <h2 id={`${id}-name`}>{heading}</h2>
      {template.edited && <p className="field__hint">Edited by staff: content updates leave it as it is.</p>}
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={QUEST_TEMPLATE_TEXT_MAX.title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          rows={2}
          maxLength={QUEST_TEMPLATE_TEXT_MAX.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-targets`}>Targets by standing tier (1 to 5 numbers, comma-separated)</label>
        <input id={`${id}-targets`} value={targets} inputMode="numeric" onChange={(event) => setTargets(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-tier`}>Lowest standing tier</label>
        <input
          id={`${id}-tier`}
          type="number"
          min={1}
          max={5}
          value={minTier}
          onChange={(event) => setMinTier(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-reward`}>Reward (% of the rule's gold and experience)</label>
        <input
          id={`${id}-reward`}
          type="number"
          min={10}
          max={300}
          value={rewardPercent}
          onChange={(event) => setRewardPercent(event.target.value)}
        />
      </div>
      <div className="field">
        <label>
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} /> Patrons offer it
        </label>
      </div>
      <FormNotice notice={notice} />
      <div className="form__actions">
        <SaveButton pending={save.isPending} name={template.key} />
      </div>
    </form>
  );
}
