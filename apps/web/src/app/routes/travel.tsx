import type { TravelDestinations, TravelResult } from '@tod/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useForceAccountRefresh, useSetOwnCharacter } from '../../features/accounts/api.ts';
import { applyDestinations, applyTravel, applyTravelRefusal } from '../../features/timers/server-timers.ts';
import { timedStates, useTimedStates } from '../../features/timers/timed-states.ts';
import { TravelPage } from '../../features/world/components/travel-page.tsx';

/** Spec §4: stats are refreshed a moment after arrival (the account rules ration the call). */
const REFRESH_AFTER_ARRIVAL_MS = 300;

/** Travel: destinations and the journey; arrival moves the character in the cached account. */
export function Component() {
  const timers = useTimedStates();
  const setOwnCharacter = useSetOwnCharacter();
  const forceRefresh = useForceAccountRefresh();
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const onTravelled = useCallback(
    (result: TravelResult) => {
      applyTravel(timedStates(), result);
      setOwnCharacter({ location: result.location, lastTravelled: result.cooldown });
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(forceRefresh, REFRESH_AFTER_ARRIVAL_MS);
    },
    [setOwnCharacter, forceRefresh],
  );
  const onLoaded = useCallback((data: TravelDestinations) => applyDestinations(timedStates(), data), []);
  const onRefused = useCallback((details: unknown) => applyTravelRefusal(timedStates(), details), []);

  return (
    <div className="page">
      <title>Travel · Tales of Deeds</title>
      <h1>Travel</h1>
      <TravelPage
        resting={timers.travel}
        jailed={timers.jail !== null}
        onLoaded={onLoaded}
        onTravelled={onTravelled}
        onRefused={onRefused}
      />
    </div>
  );
}
