import { DEED_COOLDOWN_MESSAGE } from '@tod/contracts';
import { useEffect, useRef } from 'react';
import { CountdownBar } from '@/components/ui/countdown.tsx';
import type { Timer } from './deed-result.tsx';
import '../deeds.css';

/** Shown while the deed cooldown runs; the list comes back (reloaded) when it ends. */
export function DeedCooldown({ cooldown, isAdmin, onReturn }: { cooldown: Timer; isAdmin: boolean; onReturn: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel deed-cooldown" aria-labelledby="deed-cooldown-title">
      <h2 id="deed-cooldown-title" ref={heading} tabIndex={-1} className="panel__title">
        Deeds on cooldown
      </h2>
      <p>{DEED_COOLDOWN_MESSAGE}</p>
      <CountdownBar label="Next deed in" endsAt={cooldown.endsAt} startedAt={cooldown.startedAt} />
      {isAdmin && (
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onReturn}>
            Return to Deeds List
          </button>
        </div>
      )}
    </section>
  );
}
