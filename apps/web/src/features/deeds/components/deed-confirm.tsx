import type { PlayerDeed } from '@tod/contracts';
import { deedSuccessChance } from '@tod/game';
import { useEffect, useRef } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { DeedRewards } from './deed-rewards.tsx';

/** The confirmation page between choosing a deed and attempting it. */
export function DeedConfirm({
  deed,
  characterLevel,
  pending,
  error,
  onAttempt,
  onCancel,
}: {
  deed: PlayerDeed;
  characterLevel: number;
  pending: boolean;
  error: string | null;
  onAttempt: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const chance = Math.round(deedSuccessChance(deed.level, characterLevel) * 100);
  return (
    <section className="panel deed-confirm" aria-labelledby="deed-confirm-title">
      <h2 id="deed-confirm-title" ref={heading} tabIndex={-1} className="panel__title">
        Confirm Deed
      </h2>
      <h3 className="deed-confirm__name">
        {deed.name} <span className="badge">Level {deed.level}</span>
      </h3>
      <p>{deed.content}</p>
      <DeedRewards deed={deed} />
      <p className="deed-confirm__chance">
        Chance of success: <strong>{chance}%</strong>
      </p>
      {deed.reward.jailTime > 0 && <p className="notice notice--info">If you fail, the guards may throw you in jail.</p>}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {pending && <StatusMessage>Attempting deed...</StatusMessage>}
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={onAttempt} disabled={pending}>
          Attempt Now
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </section>
  );
}
