import { useQuery } from '@tanstack/react-query';
import type { QuestContract } from '@tod/contracts';
import { useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { boardQuery, type QuestAction, useQuestAction } from '../api.ts';
import { ContractCard } from './contract-card.tsx';
import '../quests.css';

const BOARD_LOAD_ERROR = 'Failed to load the contract board. Please try again.';
const ACTION_FAILED = 'That did not work. Please try again.';

/**
 * The contract board (docs/quests.md): the patrons of the character's city with their offers
 * and standing, and the contracts accepted, with their progress as the server counts it.
 */
export function QuestsPage() {
  const board = useQuery(boardQuery);
  const action = useQuestAction();
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const onAction = (contract: QuestContract, kind: QuestAction) => {
    if (
      kind === 'abandon' &&
      !window.confirm(`Abandon "${contract.title}"? You will lose some standing with ${contract.patron.name}.`)
    ) {
      return;
    }
    setNotice(null);
    action.mutate(
      { id: contract.id, action: kind },
      {
        onSuccess: (result) => setNotice({ text: result.message, error: false }),
        onError: (error) => setNotice({ text: (isApiError(error) && error.serverMessage) || ACTION_FAILED, error: true }),
      },
    );
  };

  if (board.isPending) return <StatusMessage>Loading contracts...</StatusMessage>;
  if (board.isError) {
    return (
      <div className="retry">
        <ErrorMessage>{BOARD_LOAD_ERROR}</ErrorMessage>
        <button type="button" className="button button--ghost button--small" onClick={() => void board.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const data = board.data;
  const now = Date.now();
  return (
    <>
      <div aria-live="polite">
        {notice && (notice.error ? <ErrorMessage>{notice.text}</ErrorMessage> : <StatusMessage>{notice.text}</StatusMessage>)}
      </div>
      <section className="panel" aria-labelledby="active-contracts-title">
        <h2 id="active-contracts-title" className="panel__title">
          Your contracts ({data.active.length} of {data.maxActive})
        </h2>
        {data.active.length === 0 ? (
          <StatusMessage>You have no contracts. Accept one from a patron below.</StatusMessage>
        ) : (
          <ul className="quest-list">
            {data.active.map((c) => (
              <li key={c.id}>
                <ContractCard
                  contract={c}
                  busy={action.isPending}
                  inPatronCity={c.patron.cityName === data.cityName}
                  now={now}
                  onAction={onAction}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="patrons-title">
        <h2 id="patrons-title" className="panel__title">
          {data.cityName ? `Patrons of ${data.cityName}` : 'Patrons'}
        </h2>
        {data.patrons.length === 0 ? (
          <StatusMessage>You are not in a city. Travel to one to meet its patrons.</StatusMessage>
        ) : (
          <ul className="quest-patrons">
            {data.patrons.map((p) => (
              <li key={p.axis}>
                <section aria-labelledby={`patron-${p.axis}`}>
                  <h3 id={`patron-${p.axis}`}>{p.name}</h3>
                  <p className="quest-card__meta">
                    {p.axis[0]!.toUpperCase() + p.axis.slice(1)} patron · Standing tier {p.standing.tier} ({p.standing.points}
                    {p.standing.nextTierAt === null ? ' points' : ` of ${p.standing.nextTierAt} points for the next tier`})
                  </p>
                  {p.offers.length === 0 ? (
                    <StatusMessage>No offers today. Come back tomorrow.</StatusMessage>
                  ) : (
                    <ul className="quest-list">
                      {p.offers.map((c) => (
                        <li key={c.id}>
                          <ContractCard contract={c} busy={action.isPending} inPatronCity now={now} onAction={onAction} />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
