import { groupThousands, type DeedAttemptResult, type PlayerDeed } from '@tod/contracts';
import { alignmentAxis } from '@tod/game';
import { type ReactNode, useEffect, useRef } from 'react';
import { CountdownBar } from '@/components/ui/countdown.tsx';
import { experienceFactors, type PayContext } from '../pay-factors.ts';
import '../deeds.css';

export type DeedOutcome = 'success' | 'failure' | 'refused' | 'jailed';

/** docs/product-rules.md#deed-attempt: 1 success, 0 failure, -1 refused; a `lastJail` still ahead means jail, whatever else. */
export function deedOutcome(result: DeedAttemptResult, now = Date.now()): DeedOutcome {
  if (result.lastJail !== null && Date.parse(result.lastJail) > now) return 'jailed';
  if (result.success === 1) return 'success';
  return result.success === 0 ? 'failure' : 'refused';
}

const JAILED_MESSAGE = 'You have been imprisoned for your actions!';
const EMPTY_RESULT_MESSAGE = 'The deed was completed, but no details were provided.';

const TITLES: Record<DeedOutcome, string> = {
  success: 'Deed Successful',
  failure: 'Deed Failed',
  refused: 'Deed Refused',
  jailed: 'Imprisoned!',
};

function resultMessage(outcome: DeedOutcome, result: DeedAttemptResult): string {
  if (outcome === 'jailed') return JAILED_MESSAGE;
  return result.message.trim() || EMPTY_RESULT_MESSAGE;
}

export interface Timer {
  endsAt: number;
  startedAt: number;
}

/** The outcome of an attempt, with the way on: the cooldown view, or back to the list. */
export function DeedResult({
  deed,
  result,
  outcome,
  isAdmin,
  cooldown,
  jailNotice,
  onViewCooldown,
  onReturn,
  pay = null,
  again = null,
}: {
  deed: PlayerDeed;
  result: DeedAttemptResult;
  outcome: DeedOutcome;
  isAdmin: boolean;
  cooldown: Timer | null;
  jailNotice?: ReactNode;
  onViewCooldown: () => void;
  onReturn: () => void;
  /** The character's pay when it attempted, to name the multipliers in the experience. */
  pay?: PayContext | null;
  /** 'Attempt again' for this deed, once it is ready. */
  again?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { earned } = result;
  const factors = pay ? experienceFactors(deed.level, pay).map((f) => f.label) : [];
  return (
    <section className={`panel deed-result deed-result--${outcome}`} aria-labelledby="deed-result-title">
      <h2 id="deed-result-title" ref={heading} tabIndex={-1} className="panel__title">
        {TITLES[outcome]}
      </h2>
      <p className="deed-result__deed">{deed.name}</p>
      <p className="deed-result__message">{resultMessage(outcome, result)}</p>
      {outcome === 'success' && (
        <dl className="deed-rewards deed-rewards--earned" aria-label="Earned">
          <div>
            <dt>Gold</dt>
            <dd>+{groupThousands(earned.gold)}</dd>
          </div>
          <div>
            <dt>Experience</dt>
            <dd>
              +{groupThousands(earned.experience)}
              {factors.length > 0 && <span className="deed-rewards__note"> (with {factors.join(', ')})</span>}
            </dd>
          </div>
          {earned.restedUsed > 0 && (
            <div>
              <dt>Rested bonus</dt>
              <dd>+{groupThousands(earned.restedUsed)} (included)</dd>
            </div>
          )}
          <div>
            <dt>Alignment</dt>
            <dd>
              {earned.alignment >= 0 ? `+${earned.alignment}` : earned.alignment} {alignmentAxis(deed.alignment)}
            </dd>
          </div>
          {result.levelsGained > 0 && (
            <div>
              <dt>Level</dt>
              <dd>{result.level}</dd>
            </div>
          )}
        </dl>
      )}
      {outcome === 'jailed' && jailNotice}
      {cooldown && <CountdownBar label="Next deed in" endsAt={cooldown.endsAt} startedAt={cooldown.startedAt} />}
      <div className="form__actions">
        {!cooldown && again}
        {cooldown && (
          <button type="button" className="button button--primary" onClick={onViewCooldown}>
            View Cooldown
          </button>
        )}
        {(!cooldown || isAdmin) && (
          <button type="button" className="button button--ghost" onClick={onReturn}>
            Return to Deeds List
          </button>
        )}
      </div>
      {isAdmin && (
        <details className="debug-panel">
          <summary>Debug: raw response</summary>
          <pre>{JSON.stringify(result, null, 2)}</pre>
        </details>
      )}
    </section>
  );
}
