import { AchievementsPage } from '../../features/achievements/components/achievements-page.tsx';

/** Achievements, merits and perks (docs/quests.md, "Achievements"). */
export function Component() {
  return (
    <div className="page">
      <title>Achievements · Tales of Deeds</title>
      <h1>Achievements</h1>
      <AchievementsPage />
    </div>
  );
}
