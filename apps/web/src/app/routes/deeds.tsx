import type { DeedAttemptResult, PlayerDeed } from '@tod/contracts';
import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { useAccount, useSetOwnCharacter } from '../../features/accounts/api.ts';
import { DeedsPage } from '../../features/deeds/components/deeds-page.tsx';
import { characterAfterDeed } from '../../features/deeds/deed-effects.ts';
import { JailNotice } from '../../features/timers/components/jail-notice.tsx';
import { applyDeedAttempt, applyDeedList, applyDeedRefusal } from '../../features/timers/server-timers.ts';
import { blockedOnOpen, timedStates, useTimedStates } from '../../features/timers/timed-states.ts';

/** Deeds: the deeds feature, fed by the timed-state store and feeding the account back. */
export function Component() {
  const { account } = useAccount();
  const character = account?.playerCharacter ?? null;
  const timers = useTimedStates();
  const setOwnCharacter = useSetOwnCharacter();
  const [blocked] = useState(() => blockedOnOpen('deeds', character));

  const onAttempted = useCallback(
    (deed: PlayerDeed, result: DeedAttemptResult) => {
      applyDeedAttempt(timedStates(), result);
      if (character) setOwnCharacter(characterAfterDeed(character, deed, result));
    },
    [character, setOwnCharacter],
  );
  const onRefused = useCallback((details: unknown) => applyDeedRefusal(timedStates(), details), []);
  const onListLoaded = useCallback((deeds: readonly PlayerDeed[]) => applyDeedList(timedStates(), deeds), []);

  if (blocked) return <Navigate to="/" replace />;
  return (
    <div className="page">
      <title>Deeds · Tales of Deeds</title>
      <h1>Deeds</h1>
      <DeedsPage
        characterLevel={character?.level ?? 1}
        isAdmin={account?.isAdmin ?? false}
        cooldown={timers.deeds}
        jailed={timers.jail !== null}
        jailNotice={timers.jail && <JailNotice jail={timers.jail} variant="page" />}
        onAttempted={onAttempted}
        onRefused={onRefused}
        onListLoaded={onListLoaded}
      />
    </div>
  );
}
