import type { TravelDestinations } from '@tod/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useForceAccountRefresh } from '../../features/accounts/api.ts';
import { applyDestinations, applyTravelRefusal } from '../../features/timers/server-timers.ts';
import { timedStates, useTimedStates } from '../../features/timers/timed-states.ts';
import { TravelPage } from '../../features/world/components/travel-page.tsx';

/** docs/product-rules.md#journeys: stats are refreshed a moment after arrival (the account rules ration the call). */
const REFRESH_AFTER_ARRIVAL_MS = 300;

/** Travel: destinations and the journey; the answer (the character, moved) lands in app/gameplay-answers.ts. */
export function Component() {
  const timers = useTimedStates();
  const forceRefresh = useForceAccountRefresh();
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const onTravelled = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(forceRefresh, REFRESH_AFTER_ARRIVAL_MS);
  }, [forceRefresh]);
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
