import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeedAttemptResult, PlayerDeed } from '@tod/contracts';
import { useCallback, useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAccount } from '../../features/accounts/api.ts';
import { DeedsPage } from '../../features/deeds/components/deeds-page.tsx';
import { DeedPayContext } from '../../features/deeds/pay-context.ts';
import { watchKeys } from '../../features/fairplay/api.ts';
import { WatchQuestion } from '../../features/fairplay/components/watch-question.tsx';
import { cityQuery } from '../../features/world/api.ts';
import { JailedPanel } from '../../features/timers/components/jailed-panel.tsx';
import { applyDeedList, applyDeedRefusal } from '../../features/timers/server-timers.ts';
import { blockedOnOpen, jailedOnOpen, timedStates, useTimedStates } from '../../features/timers/timed-states.ts';

/** Deeds: the deeds feature, fed by the timed-state store; answers land in app/gameplay-answers.ts. */
export function Component() {
  const { account } = useAccount();
  const character = account?.playerCharacter ?? null;
  const timers = useTimedStates();
  const [search] = useSearchParams();
  // A sentence is explained here rather than sent home (docs/product-rules.md#navigation); only a
  // cooldown still sends a page opened by address back to /.
  const [blocked] = useState(() => blockedOnOpen('deeds', character) && !jailedOnOpen(character));
  const jailed = timers.jail !== null || jailedOnOpen(character);

  const client = useQueryClient();
  const onRefused = useCallback((details: unknown) => applyDeedRefusal(timedStates(), details), []);
  // The city watch may stop the character after a deed: its question shows above the deeds at once.
  const onAttempted = useCallback(
    (_deed: PlayerDeed, result: DeedAttemptResult) => {
      if (result.watch) client.setQueryData(watchKeys.current, { stop: result.watch });
    },
    [client],
  );
  const onListLoaded = useCallback((deeds: readonly PlayerDeed[]) => applyDeedList(timedStates(), deeds), []);

  const locationId = character?.location?.id ?? null;
  const city = useQuery({ ...cityQuery(locationId ?? ''), enabled: locationId !== null });
  const pay = useMemo(
    () =>
      character
        ? {
            level: character.level,
            fatigueFactor: character.fatigue.factor,
            restedExperience: character.restedExperience,
            city: city.data ? { name: city.data.name, alignment: city.data.alignment } : null,
          }
        : null,
    [character, city.data],
  );

  if (blocked) return <Navigate to="/" replace />;
  return (
    <div className="page">
      <title>Deeds · Tales of Deeds</title>
      <h1>Deeds</h1>
      <WatchQuestion />
      <DeedPayContext value={pay}>
        <DeedsPage
          isAdmin={account?.isAdmin ?? false}
          cooldown={timers.deeds}
          jailed={jailed}
          jailNotice={jailed && <JailedPanel jail={timers.jail} reason="You cannot do deeds while in jail." />}
          onRefused={onRefused}
          onAttempted={onAttempted}
          onListLoaded={onListLoaded}
          openDeedId={search.get('deed')}
        />
      </DeedPayContext>
    </div>
  );
}
