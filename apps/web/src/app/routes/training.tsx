import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { useAccount } from '../../features/accounts/api.ts';
import { JailNotice } from '../../features/timers/components/jail-notice.tsx';
import { applyTrainingRefusal } from '../../features/timers/server-timers.ts';
import { blockedOnOpen, timedStates, useTimedStates } from '../../features/timers/timed-states.ts';
import { TrainingPage } from '../../features/training/components/training-page.tsx';

/** Training: the skills grid, fed by the timed-state store; answers land in app/gameplay-answers.ts. */
export function Component() {
  const { account } = useAccount();
  const timers = useTimedStates();
  const [blocked] = useState(() => blockedOnOpen('training', account?.playerCharacter));

  const onRefused = useCallback((details: unknown) => {
    applyTrainingRefusal(timedStates(), details);
  }, []);

  if (blocked) return <Navigate to="/" replace />;
  return (
    <div className="page">
      <title>Training · Tales of Deeds</title>
      <h1>Training</h1>
      <TrainingPage
        cooldown={timers.training}
        gold={account?.playerCharacter?.gold ?? null}
        jailed={timers.jail !== null}
        jailNotice={timers.jail && <JailNotice jail={timers.jail} variant="page" />}
        onRefused={onRefused}
      />
    </div>
  );
}
