import { useQuery } from '@tanstack/react-query';
import { groupThousands, type OwnCharacter } from '@tod/contracts';
import { Link } from 'react-router';
import { ChroniclePanel } from '../../features/chronicle/components/chronicle-panel.tsx';
import { deedsQuery } from '../../features/deeds/api.ts';
import { BestDeed } from '../../features/deeds/components/best-deed.tsx';
import { AwayEvents } from '../../features/notifications/components/away-events.tsx';
import { bestDeedNow, nextGoals } from '../../features/player-home/next-goals.ts';
import { HomeTimers } from '../../features/timers/components/home-timers.tsx';
import { useTimedStates } from '../../features/timers/timed-states.ts';
import { destinationsQuery } from '../../features/world/api.ts';
import '../../styles/player-home.css';

/**
 * The signed-in player's own page (docs/product-rules.md#player-home): the timers, the next
 * goals, the best deed now and what happened while away, each with the shortest link to act.
 * The visitors' page stays at /news.
 */
export function PlayerHome({ character }: { character: OwnCharacter }) {
  const timers = useTimedStates();
  const deeds = useQuery(deedsQuery);
  const destinations = useQuery(destinationsQuery);
  const best = deeds.data ? bestDeedNow(deeds.data, character.level) : null;
  const goals = nextGoals({
    level: character.level,
    experience: character.experience,
    deeds: deeds.data,
    destinations: destinations.data?.destinations,
  });
  return (
    <div className="page player-home">
      <title>Home · Tales of Deeds</title>
      <h1>Welcome, {character.username}</h1>
      <p className="page__intro">
        Level {character.level}, {groupThousands(character.gold)} gold
        {character.location ? `, in ${character.location.name}` : ''}. <Link to="/news">News and announcements</Link>
      </p>
      <div className="player-home__grid">
        <HomeTimers timers={timers} />
        <ChroniclePanel />
        <section className="panel home-section" aria-labelledby="home-goals-title">
          <h2 id="home-goals-title" className="panel__title">
            Next goals
          </h2>
          <ul className="home-goals">
            {goals.map((goal) => (
              <li key={goal.text}>
                <Link to={goal.to}>{goal.text}</Link>
              </li>
            ))}
          </ul>
        </section>
        <BestDeed deed={best} loading={deeds.isPending} cooldown={timers.deeds} />
        <AwayEvents />
      </div>
    </div>
  );
}
