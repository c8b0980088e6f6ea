import { groupThousands, type PlayerDeed, type TravelDestination } from '@tod/contracts';
import { GameConstants, levelProgress, trivialDeedFactor } from '@tod/game';

/** One thing worth doing next, with the page where it is done. */
export interface Goal {
  text: string;
  to: string;
}

/**
 * The best deed for the character now (docs/product-rules.md#player-home): the highest expected
 * experience per minute among the deeds it may attempt at full pay (not yet trivial for its
 * level; the server's figure already holds the odds, the apprentice bonus and today's fatigue).
 * Ties go to the higher level.
 */
export function bestDeedNow(deeds: readonly PlayerDeed[], level: number): PlayerDeed | null {
  let best: PlayerDeed | null = null;
  for (const deed of deeds) {
    if (!deed.meetsAlignment || deed.expectedExperiencePerMinute <= 0) continue;
    if (trivialDeedFactor(deed.level, level) < 1) continue;
    const better =
      !best ||
      deed.expectedExperiencePerMinute > best.expectedExperiencePerMinute ||
      (deed.expectedExperiencePerMinute === best.expectedExperiencePerMinute && deed.level > best.level);
    if (better) best = deed;
  }
  return best;
}

interface GoalInput {
  level: number;
  experience: number;
  deeds: readonly PlayerDeed[] | undefined;
  destinations: readonly TravelDestination[] | undefined;
}

/**
 * The next goals, most useful first: a skill the best deed lacks, the next level, and the
 * nearest city whose own deeds open at a level to come (or are open already). Only what the
 * server's lists show counts, so a city staff changed reads as it now is.
 */
export function nextGoals({ level, experience, deeds, destinations }: GoalInput): Goal[] {
  const goals: Goal[] = [];
  const best = deeds ? bestDeedNow(deeds, level) : null;
  if (best?.skill && best.skill.yours < best.skill.required) {
    goals.push({ text: `Train ${best.skill.name}: your best deed needs it`, to: '/training' });
  }
  if (level < GameConstants.experience.maxLevel) {
    const progress = levelProgress(experience);
    goals.push({
      text: `Reach level ${level + 1}: ${groupThousands(progress.neededForNext)} experience to go`,
      to: '/deeds',
    });
  }
  const withDeeds = (destinations ?? []).filter((city) => city.localDeeds !== null);
  // Destinations come shortest journey first, so the first match is the nearest.
  const upcoming = withDeeds
    .filter((city) => (city.localDeeds?.minLevel ?? 0) > level)
    .sort((a, b) => (a.localDeeds?.minLevel ?? 0) - (b.localDeeds?.minLevel ?? 0))[0];
  const open = withDeeds.find((city) => (city.localDeeds?.minLevel ?? 0) <= level);
  if (open) goals.push({ text: `${open.name}'s own deeds are open to you: travel there`, to: '/travel' });
  if (upcoming?.localDeeds) {
    goals.push({ text: `Level ${upcoming.localDeeds.minLevel} opens ${upcoming.name}'s deeds`, to: '/travel' });
  }
  return goals;
}
