import { Link } from 'react-router';
import { useLiveValue } from '@/lib/live/use-live-value.ts';
import { PRESENCE_TOPIC, type PresenceState } from '../presence-source.ts';
import { formatUtcTime, ServerClock } from './server-clock.tsx';

/** The list with its count and freshness, or the state it is in. */
function ActivePlayersList({ state }: { state: PresenceState | undefined }) {
  if (!state || (state.players === null && !state.failed)) {
    return <p className="status-message">Loading active players...</p>;
  }
  const { players, failed, checkedAt } = state;
  return (
    <>
      {failed && (
        <p className="error-message" role="alert">
          Failed to load active players
        </p>
      )}
      {players !== null &&
        (players.length === 0 ? (
          <p className="empty-state">No players online</p>
        ) : (
          <>
            <p className="active-players__count">
              {players.length === 1 ? '1 player online' : `${players.length} players online`}
            </p>
            <ul className="active-players__list">
              {players.map((player) => (
                <li key={player.id}>
                  <Link to={`/character/view/${player.id}`}>{player.username}</Link>{' '}
                  <span className="active-players__level">Lv {player.level}</span>
                </li>
              ))}
            </ul>
          </>
        ))}
      {checkedAt !== null && (
        <p className="active-players__updated">
          Last updated{' '}
          <time dateTime={new Date(checkedAt + state.serverOffsetMs).toISOString()}>
            {formatUtcTime(checkedAt + state.serverOffsetMs)} UTC
          </time>
        </p>
      )}
    </>
  );
}

/**
 * The sidebar's active players under the server clock. Only a signed-in player gets the list
 * (the call needs a session); `signedIn` is null while that is not known yet. The list comes from the long poll the browser's leader tab runs (lib/live).
 */
export function ActivePlayers({ signedIn }: { signedIn: boolean | null }) {
  const state = useLiveValue<PresenceState>(PRESENCE_TOPIC, signedIn === true);
  return (
    <div className="active-players">
      <ServerClock offsetMs={state?.serverOffsetMs ?? 0} />
      {signedIn === true && <ActivePlayersList state={state} />}
      {signedIn === false && <p className="muted">Sign in to see who is online.</p>}
    </div>
  );
}
