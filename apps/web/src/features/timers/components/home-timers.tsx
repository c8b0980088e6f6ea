import { Link } from 'react-router';
import { Countdown } from '@/components/ui/countdown.tsx';
import { jailUntilText } from '../jail-text.ts';
import type { RunningTimer, TimedStates } from '../timed-state-store.ts';

function TimerItem({
  timer,
  to,
  label,
  waiting,
  ready,
}: {
  timer: RunningTimer | null;
  to: string;
  label: string;
  waiting: string;
  ready: string;
}) {
  return (
    <li className={timer ? 'home-timer home-timer--running' : 'home-timer home-timer--ready'}>
      <Link to={to} className="home-timer__link">
        {label}
      </Link>
      <span className="home-timer__state">
        {timer ? (
          <>
            {waiting} <Countdown endsAt={timer.endsAt} />
          </>
        ) : (
          ready
        )}
      </span>
    </li>
  );
}

/**
 * Every running timer with the page it belongs to (docs/product-rules.md#player-home). During a
 * sentence only the jail counts: nothing else can be done until it ends.
 */
export function HomeTimers({ timers }: { timers: TimedStates }) {
  const { jail } = timers;
  return (
    <section className="panel home-section" aria-labelledby="home-timers-title">
      <h2 id="home-timers-title" className="panel__title">
        Right now
      </h2>
      {jail ? (
        <ul className="home-timers">
          <li className="home-timer home-timer--running">
            <Link to="/city" className="home-timer__link">
              City Jail
            </Link>
            <span className="home-timer__state">
              {jailUntilText(jail.releaseAt)}
              {jail.releaseAt !== null && (
                <>
                  {' '}
                  (<Countdown endsAt={jail.releaseAt} /> left)
                </>
              )}
            </span>
          </li>
        </ul>
      ) : (
        <ul className="home-timers">
          <TimerItem timer={timers.deeds} to="/deeds" label="Deeds" waiting="Next deed in" ready="Ready" />
          <TimerItem timer={timers.training} to="/training" label="Training" waiting="Next session in" ready="Ready" />
          <TimerItem timer={timers.travel} to="/travel" label="Travel" waiting="Resting: you can travel again in" ready="Ready" />
        </ul>
      )}
    </section>
  );
}
