import { type ActiveCharacter, groupThousands } from '@tod/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLiveValue } from '@/lib/live/use-live-value.ts';
import { fetchActivePlayersPage } from '../api.ts';
import { PRESENCE_TOPIC, type PresenceState } from '../presence-source.ts';
import { formatUtcTime, ServerClock } from './server-clock.tsx';

/**
 * Players past the first page, read a page at a time on "Show more" (the first page stays live;
 * these are as of their read). A player the first page now lists is not shown twice.
 */
function useMorePlayers(fetchPage: (page: number) => Promise<ActiveCharacter[]>) {
  const [pages, setPages] = useState<ActiveCharacter[][]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const showMore = () => {
    setLoading(true);
    fetchPage(pages.length + 2).then(
      (page) => {
        setPages((before) => [...before, page]);
        setFailed(false);
        setLoading(false);
      },
      () => {
        setFailed(true);
        setLoading(false);
      },
    );
  };
  return { pages, loading, failed, showMore, showLess: () => setPages([]) };
}

function PlayerItem({ player }: { player: ActiveCharacter }) {
  return (
    <li>
      <Link to={`/character/view/${player.id}`}>{player.username}</Link>{' '}
      <span className="active-players__level">Lv {player.level}</span>
    </li>
  );
}

/** The list with its count and freshness, or the state it is in. */
function ActivePlayersList({
  state,
  fetchPage,
}: {
  state: PresenceState | undefined;
  fetchPage: (page: number) => Promise<ActiveCharacter[]>;
}) {
  const listId = useId();
  const more = useMorePlayers(fetchPage);
  if (!state || (state.players === null && !state.failed)) {
    return <p className="status-message">Loading active players...</p>;
  }
  const { players, failed, checkedAt } = state;
  const count = state.count ?? players?.length ?? 0;
  const shown = new Set(players?.map((p) => p.id));
  const extra: ActiveCharacter[] = [];
  for (const player of more.pages.flat()) {
    if (shown.has(player.id)) continue;
    shown.add(player.id);
    extra.push(player);
  }
  const listed = (players?.length ?? 0) + extra.length;
  // Each page read holds a full page unless it was the last one.
  const lastRead = more.pages.at(-1);
  const hasMore = count > listed && (lastRead === undefined || lastRead.length > 0);
  return (
    <>
      {failed && (
        <p className="error-message" role="alert">
          Failed to load active players
        </p>
      )}
      {players !== null &&
        (count === 0 ? (
          <p className="empty-state">No players online</p>
        ) : (
          <>
            <p className="active-players__count">
              {/* Not toLocaleString: the first call into Intl blocks a phone's page for tens of ms
                  (docs/performance.md, "The first number formatted"). */}
              {count === 1 ? '1 player online' : `${groupThousands(count)} players online`}
            </p>
            <ul className="active-players__list" id={listId}>
              {players.map((player) => (
                <PlayerItem key={player.id} player={player} />
              ))}
              {extra.map((player) => (
                <PlayerItem key={player.id} player={player} />
              ))}
            </ul>
            {more.failed && (
              <p className="error-message" role="alert">
                Failed to load active players
              </p>
            )}
            {(hasMore || more.pages.length > 0) && (
              <div className="active-players__more">
                {hasMore && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-controls={listId}
                    disabled={more.loading}
                    onClick={more.showMore}
                  >
                    Show more
                  </button>
                )}
                {more.pages.length > 0 && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-controls={listId}
                    onClick={more.showLess}
                  >
                    Show less
                  </button>
                )}
              </div>
            )}
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
export function ActivePlayers({
  signedIn,
  fetchPage = fetchActivePlayersPage,
}: {
  signedIn: boolean | null;
  /** Reads a further page for "Show more"; tests pass their own. */
  fetchPage?: (page: number) => Promise<ActiveCharacter[]>;
}) {
  const state = useLiveValue<PresenceState>(PRESENCE_TOPIC, signedIn === true);
  return (
    <div className="active-players">
      <ServerClock offsetMs={state?.serverOffsetMs ?? 0} />
      {signedIn === true && <ActivePlayersList state={state} fetchPage={fetchPage} />}
      {signedIn === false && <p className="muted">Sign in to see who is online.</p>}
    </div>
  );
}
