import { groupThousands, type QuestContract } from '@tod/contracts';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import type { QuestAction } from '../api.ts';

const KIND_UNITS: Record<QuestContract['kind'], string> = {
  deed: 'deeds',
  training: 'sessions',
  rescue: 'prisoners freed',
  travel: 'arrived',
  alignment: 'points',
};

/** "2 days 3 hours left" style text for a deadline; the page re-renders on every change of the board. */
function timeLeft(deadline: string, now: number): string {
  const ms = new Date(deadline).getTime() - now;
  if (ms <= 0) return 'Time is up';
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 1) return `${hours} hour${hours === 1 ? '' : 's'} left`;
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'} left`;
}

export interface ContractCardProps {
  contract: QuestContract;
  busy: boolean;
  /** Whether the character stands in the patron's city (only there can it be handed in). */
  inPatronCity: boolean;
  now: number;
  onAction: (contract: QuestContract, action: QuestAction) => void;
}

/** One contract: an offer (accept, decline) or an accepted one with its progress (hand in, abandon). */
export function ContractCard({ contract, busy, inPatronCity, now, onAction }: ContractCardProps) {
  const offered = contract.status === 'offered';
  const finished = contract.progress >= contract.target;
  const r = contract.reward;
  const percent = (contract.progress / contract.target) * 100;
  return (
    <article className="quest-card" aria-label={contract.title}>
      <h4>{contract.title}</h4>
      <p>{contract.description}</p>
      <p className="quest-card__meta">
        Reward: {groupThousands(r.gold)} gold, {groupThousands(r.experience)} experience, {r.standing} standing
        {offered ? '' : ` · for ${contract.patron.name} of ${contract.patron.cityName}`}
      </p>
      {!offered && (
        <>
          <ProgressBar
            value={percent}
            label={`${contract.title} progress`}
            valueText={`${contract.progress} of ${contract.target}`}
          />
          <p className="quest-card__meta">
            {contract.progress} of {contract.target} {KIND_UNITS[contract.kind]}
            {contract.deadline ? ` · ${timeLeft(contract.deadline, now)}` : ''}
          </p>
        </>
      )}
      <div className="quest-card__actions">
        {offered ? (
          <>
            <button type="button" className="button button--small" disabled={busy} onClick={() => onAction(contract, 'accept')}>
              Accept
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy}
              onClick={() => onAction(contract, 'decline')}
            >
              Decline
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button--small"
              disabled={busy || !finished || !inPatronCity}
              onClick={() => onAction(contract, 'complete')}
            >
              Hand in
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy}
              onClick={() => onAction(contract, 'abandon')}
            >
              Abandon
            </button>
          </>
        )}
      </div>
      {!offered && finished && !inPatronCity && (
        <p className="quest-card__meta">
          Return to {contract.patron.cityName} to hand this in to {contract.patron.name}.
        </p>
      )}
    </article>
  );
}
