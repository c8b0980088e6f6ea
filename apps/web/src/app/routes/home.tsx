import { Announcements } from '../../features/home/components/announcements.tsx';
import { FeaturesList } from '../../features/home/components/features-list.tsx';
import { CommunityBlurb, Hero } from '../../features/home/components/hero.tsx';
import { Roadmap } from '../../features/home/components/roadmap.tsx';

export function Component() {
  return (
    <div className="page page--home">
      <title>Tales of Deeds</title>
      <Hero />
      <Announcements />
      <FeaturesList />
      <Roadmap />
      <CommunityBlurb />
    </div>
  );
}
