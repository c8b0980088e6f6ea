import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { StatusMessage } from '@/components/ui/status.tsx';
import { useAccount } from '../../features/accounts/api.ts';
import { announcementsQuery, featuresQuery, roadmapQuery } from '../../features/home/api.ts';
import { Announcements } from '../../features/home/components/announcements.tsx';
import { FeaturesList } from '../../features/home/components/features-list.tsx';
import { CommunityBlurb, Hero } from '../../features/home/components/hero.tsx';
import { Roadmap } from '../../features/home/components/roadmap.tsx';
import { hasLivingCharacter } from '../guards/guard-decision.ts';

// Visitors' first paint stays in the first file (ADR 0011); the player's page is its own chunk.
const PlayerHome = lazy(async () => ({
  default: (await import('./player-home.tsx')).PlayerHome,
}));

/** The visitors' page (docs/product-rules.md#the-game): hero, announcements, features, roadmap. */
export function NewsPage() {
  // The sections appear together once their lists are in: arriving one by one, each would push
  // the ones below it down the screen (CLS, ADR 0011). The hero needs no data and shows at once.
  // They stay mounted while hidden: mounted anew after a failed read, each would read again at
  // once, which made the page "Loading..." again, and so on for as long as the server failed
  // (docs/client-state.md, "Client retry policy").
  const pending = useQueries({
    queries: [announcementsQuery, featuresQuery, roadmapQuery],
    combine: (results) => results.some((result) => result.isPending),
  });
  return (
    <div className="page page--home">
      <title>Tales of Deeds</title>
      <Hero />
      {pending && <StatusMessage>Loading...</StatusMessage>}
      <div className="page__sections" hidden={pending}>
        <Announcements />
        <FeaturesList />
        <Roadmap />
        <CommunityBlurb />
      </div>
    </div>
  );
}

/**
 * `/` and `/home`: a player with a living character sees their own page first
 * (docs/product-rules.md#player-home); everyone else the visitors' page, which stays at /news.
 */
export function Component() {
  const { account } = useAccount();
  const character = hasLivingCharacter(account) ? account?.playerCharacter : null;
  if (!character) return <NewsPage />;
  return (
    <Suspense fallback={<StatusMessage>Loading...</StatusMessage>}>
      <PlayerHome character={character} />
    </Suspense>
  );
}
