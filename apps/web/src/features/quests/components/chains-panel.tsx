import { useQuery } from '@tanstack/react-query';
import { groupThousands, type QuestChain } from '@tod/contracts';
import { useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { chainsQuery, useAdvanceChain } from '../api.ts';

const LOAD_ERROR = 'Failed to load the quest chains. Please try again.';
const ACTION_FAILED = 'That did not work. Please try again.';

function ChainCard({
  chain,
  busy,
  onAdvance,
}: {
  chain: QuestChain;
  busy: boolean;
  onAdvance: (key: string, choice?: string) => void;
}) {
  const [choice, setChoice] = useState<string>('');
  const step = chain.current;
  const headingId = `chain-${chain.key}`;
  return (
    <article className="quest-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{chain.title}</h3>
      <p className="quest-card__meta">
        From {chain.patron.name} of {chain.patron.cityName} · {chain.stepsDone} of {chain.stepCount} steps · Reward:{' '}
        {groupThousands(chain.reward.gold)} gold, {groupThousands(chain.reward.experience)} experience
      </p>
      {chain.status === 'locked' && <p>Locked. {chain.lockedReason}</p>}
      {chain.story.length > 0 && (
        <ol className="chain-story">
          {chain.story.map((s) => (
            <li key={s.title}>
              <h4>{s.title}</h4>
              <p>{s.text}</p>
              {s.outcome && <p className="chain-story__outcome">{s.outcome}</p>}
            </li>
          ))}
        </ol>
      )}
      {chain.status === 'finished' && <StatusMessage>You finished this story.</StatusMessage>}
      {step && (
        <div className="chain-step">
          <h4>
            Step {step.index + 1}: {step.title}
          </h4>
          <p>{step.text}</p>
          {step.blocker && <p className="quest-card__meta">{step.blocker}</p>}
          {step.choices.length > 0 && (
            <fieldset className="chain-choices">
              <legend>What do you do?</legend>
              {step.choices.map((x) => (
                <label key={x.key}>
                  <input
                    type="radio"
                    name={`choice-${chain.key}`}
                    value={x.key}
                    checked={choice === x.key}
                    onChange={() => setChoice(x.key)}
                  />{' '}
                  {x.label}
                </label>
              ))}
            </fieldset>
          )}
          <button
            type="button"
            className="button button--small"
            disabled={busy || step.blocker !== null || (step.choices.length > 0 && !choice)}
            onClick={() => onAdvance(chain.key, choice || undefined)}
          >
            Press on
          </button>
        </div>
      )}
    </article>
  );
}

/** Quest chains (docs/quests.md, "Quest chains"): short stories told step by step across cities. */
export function ChainsPanel() {
  const query = useQuery(chainsQuery);
  const advance = useAdvanceChain();
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const onAdvance = (key: string, choice?: string) => {
    setNotice(null);
    advance.mutate(
      { key, ...(choice ? { choice } : {}) },
      {
        onSuccess: (result) => setNotice({ text: result.message, error: false }),
        onError: (error) => setNotice({ text: (isApiError(error) && error.serverMessage) || ACTION_FAILED, error: true }),
      },
    );
  };
  return (
    <section className="panel" aria-labelledby="chains-title">
      <h2 id="chains-title" className="panel__title">
        Quest chains
      </h2>
      <div aria-live="polite">
        {notice && (notice.error ? <ErrorMessage>{notice.text}</ErrorMessage> : <StatusMessage>{notice.text}</StatusMessage>)}
      </div>
      {query.isPending && <StatusMessage>Loading quest chains...</StatusMessage>}
      {query.isError && <ErrorMessage>{LOAD_ERROR}</ErrorMessage>}
      {query.data && (
        <ul className="quest-list">
          {query.data.chains.map((chain) => (
            <li key={chain.key}>
              <ChainCard chain={chain} busy={advance.isPending} onAdvance={onAdvance} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
