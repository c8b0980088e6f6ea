import type { PlayerDeed } from '@tod/contracts';
import { useEffect, useId, useRef } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { deedBlockedReason, percentText } from '../deed-insights.ts';
import { DeedInsight, LocalMark } from './deed-insight.tsx';
import { DeedRewards } from './deed-rewards.tsx';
import '../deeds.css';

/**
 * The confirmation page between choosing a deed and attempting it. The odds are the server's
 * (they depend on the character's skill and the city), never recomputed here.
 */
export function DeedConfirm({
  deed,
  pending,
  error,
  onAttempt,
  onCancel,
}: {
  deed: PlayerDeed;
  pending: boolean;
  error: string | null;
  onAttempt: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const reasonId = useId();
  useEffect(() => heading.current?.focus(), []);
  const blocked = deedBlockedReason(deed);
  return (
    <section className="panel deed-confirm" aria-labelledby="deed-confirm-title">
      <h2 id="deed-confirm-title" ref={heading} tabIndex={-1} className="panel__title">
        Confirm Deed
      </h2>
      <h3 className="deed-confirm__name">
        {deed.name} <span className="badge">Level {deed.level}</span> {deed.cityId !== null && <LocalMark />}
      </h3>
      <p>{deed.content}</p>
      <p className="deed-confirm__chance">
        Chance of success: <strong>{percentText(deed.successChance)}</strong>
      </p>
      <DeedInsight deed={deed} showChance={false} />
      <DeedRewards deed={deed} />
      {deed.reward.jailTime > 0 && <p className="notice notice--info">If you fail, the guards may throw you in jail.</p>}
      {blocked && (
        <p id={reasonId} className="deed-card__blocked">
          {blocked}
        </p>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {pending && <StatusMessage>Attempting deed...</StatusMessage>}
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={onAttempt}
          disabled={pending || blocked !== null}
          aria-describedby={blocked ? reasonId : undefined}
        >
          Attempt Now
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </section>
  );
}
