import { useQueries } from '@tanstack/react-query';
import { StatusMessage } from '@/components/ui/status.tsx';
import { announcementsQuery, featuresQuery, roadmapQuery } from '../../features/home/api.ts';
import { Announcements } from '../../features/home/components/announcements.tsx';
import { FeaturesList } from '../../features/home/components/features-list.tsx';
import { CommunityBlurb, Hero } from '../../features/home/components/hero.tsx';
import { Roadmap } from '../../features/home/components/roadmap.tsx';

export function Component() {
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
