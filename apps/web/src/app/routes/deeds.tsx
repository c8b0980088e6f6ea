import type { PlayerDeed } from '@tod/contracts';
import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { useAccount } from '../../features/accounts/api.ts';
import { DeedsPage } from '../../features/deeds/components/deeds-page.tsx';
import { JailNotice } from '../../features/timers/components/jail-notice.tsx';
import { applyDeedList, applyDeedRefusal } from '../../features/timers/server-timers.ts';
import { blockedOnOpen, timedStates, useTimedStates } from '../../features/timers/timed-states.ts';

/** Deeds: the deeds feature, fed by the timed-state store; answers land in app/gameplay-answers.ts. */
export function Component() {
  const { account } = useAccount();
  const character = account?.playerCharacter ?? null;
  const timers = useTimedStates();
  const [blocked] = useState(() => blockedOnOpen('deeds', character));

  const onRefused = useCallback((details: unknown) => applyDeedRefusal(timedStates(), details), []);
  const onListLoaded = useCallback((deeds: readonly PlayerDeed[]) => applyDeedList(timedStates(), deeds), []);

  if (blocked) return <Navigate to="/" replace />;
  return (
    <div className="page">
      <title>Deeds · Tales of Deeds</title>
      <h1>Deeds</h1>
      <DeedsPage
        isAdmin={account?.isAdmin ?? false}
        cooldown={timers.deeds}
        jailed={timers.jail !== null}
        jailNotice={timers.jail && <JailNotice jail={timers.jail} variant="page" />}
        onRefused={onRefused}
        onListLoaded={onListLoaded}
      />
    </div>
  );
}
