import { useCallback } from 'react';
import { useAccount, useForceAccountRefresh, useSetOwnCharacter } from '../../features/accounts/api.ts';
import { JailNotice } from '../../features/timers/components/jail-notice.tsx';
import { applyRescueRefusal } from '../../features/timers/server-timers.ts';
import { timedStates, useTimedStates } from '../../features/timers/timed-states.ts';
import { CityPage } from '../../features/world/components/city-page.tsx';
import { isStaff } from '../guards/guard-decision.ts';

/** City: the character's current city; a prisoner sees its jail. Answers land in app/gameplay-answers.ts. */
export function Component() {
  const { account } = useAccount();
  const character = account?.playerCharacter ?? null;
  const timers = useTimedStates();
  const setOwnCharacter = useSetOwnCharacter();
  const forceRefresh = useForceAccountRefresh();

  // Broken out by someone else: the server ended the jail now; the account catches up.
  const onFreed = useCallback(() => {
    timedStates().setJail(false);
    setOwnCharacter({ inJail: false, jailReleaseTime: null, lastJail: new Date().toISOString() });
    forceRefresh();
  }, [setOwnCharacter, forceRefresh]);

  const onRescueRefused = useCallback((details: unknown) => applyRescueRefusal(timedStates(), details), []);

  return (
    <div className="page">
      <title>City · Tales of Deeds</title>
      <CityPage
        key={character?.location?.id ?? 'nowhere'}
        locationId={character?.location?.id ?? null}
        selfId={character?.id ?? ''}
        imprisoned={timers.jail !== null}
        prisonerNotice={timers.jail && <JailNotice jail={timers.jail} variant="page" />}
        rescueReadyAt={timers.rescue?.endsAt ?? null}
        onRescueRefused={onRescueRefused}
        onFreed={onFreed}
        staff={isStaff(account)}
      />
    </div>
  );
}
