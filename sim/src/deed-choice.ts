import {
  type AttemptCharacter,
  alignmentNumber,
  apprenticeFactor,
  deedSuccessChance,
  meetsAlignmentRequirement,
  trivialDeedFactor,
} from '@tod/game';
import { MINUTE, type StrategyName } from './profiles.ts';
import type { SimCity, SimDeed, SimWorld } from './world.ts';

/** A deed a bot may do, and what it is worth to it (experience per minute, or a chance). */
export interface Choice {
  deed: SimDeed;
  value: number;
}

/** What a bot's choice of deed reads: the world, its path, the character as it is now and its skills. */
export interface Chooser {
  world: SimWorld;
  strategy: StrategyName;
  c: Pick<AttemptCharacter, 'level' | 'good' | 'evil'>;
  skillLevel: (name: string) => number;
}

const avgReward = (max: number) => (Math.ceil(Math.max(0, max) / 2) + Math.max(0, max)) / 2;

/** A path bot keeps to its path: it never walks it back with an atonement deed (negative points). */
export const pathAllows = (strategy: StrategyName, deed: SimDeed) =>
  strategy === 'optimiser' ||
  (deed.reward.alignment >= 0 &&
    ((strategy === 'good' && deed.alignment > 0) ||
      (strategy === 'evil' && deed.alignment < 0) ||
      (strategy === 'neutral' && deed.alignment === 0)));

const successChance = ({ c, skillLevel }: Chooser, deed: SimDeed, where: SimCity) =>
  deedSuccessChance({
    deedLevel: deed.level,
    deedAlignment: deed.alignment,
    characterLevel: c.level,
    skillLevel: deed.skill ? skillLevel(deed.skill.name) : 0,
    requiredSkillLevel: deed.skill?.level ?? 0,
    cityAlignment: where.alignment,
  });

/** The deeds the bot may do in `where`: its level, the deed's city and the alignment it asks. */
function* deedsIn({ world, c }: Chooser, where: SimCity): Generator<SimDeed> {
  const alignment = alignmentNumber(c.good, c.evil);
  for (const deed of world.deeds) {
    if (deed.level > c.level || (deed.city !== null && deed.city !== where.name)) continue;
    if (meetsAlignmentRequirement(deed.level, deed.alignment, alignment)) yield deed;
  }
}

/**
 * Expected experience per minute of a deed, counting the time a failure may cost in jail.
 *
 * @example
 * ```ts
 * declare const chooser: Chooser;
 * deedValue(chooser, chooser.world.deeds[0]!, chooser.world.cities[0]!) > 0; // true at level 1
 * ```
 */
export function deedValue(chooser: Chooser, deed: SimDeed, where: SimCity): number {
  const { c, world } = chooser;
  const p = successChance(chooser, deed, where);
  const xp = p * avgReward(deed.reward.experience) * trivialDeedFactor(deed.level, c.level) * apprenticeFactor(c.level);
  const jailCost = deed.sentenceMs > 0 ? (1 - p) * world.jailChance[where.index]! * (deed.sentenceMs - deed.cooldownMs) : 0;
  return xp / ((deed.cooldownMs + jailCost) / MINUTE);
}

/**
 * The bot's best deed in `where` (its path's, by {@link deedValue}), or null when none is open.
 *
 * @example
 * ```ts
 * declare const chooser: Chooser;
 * bestIn(chooser, chooser.world.cities[0]!)?.deed.name;
 * ```
 */
export function bestIn(chooser: Chooser, where: SimCity): Choice | null {
  let best: Choice | null = null;
  for (const deed of deedsIn(chooser, where)) {
    if (!pathAllows(chooser.strategy, deed)) continue;
    const value = deedValue(chooser, deed, where);
    if (!best || value > best.value) best = { deed, value };
  }
  return best;
}

/**
 * The deed a bot does to be jailed for a chain's step: of the deeds in `where` that carry a
 * sentence, the one most likely to fail (its value), its path's deeds before the others (a
 * good character has no good deed with a sentence, and below level 10 may do an evil one).
 *
 * @example
 * ```ts
 * declare const chooser: Chooser;
 * jailingDeed(chooser, chooser.world.cities[2]!)?.deed.sentenceMs; // > 0
 * ```
 */
export function jailingDeed(chooser: Chooser, where: SimCity): Choice | null {
  let best: (Choice & { onPath: boolean }) | null = null;
  for (const deed of deedsIn(chooser, where)) {
    if (deed.sentenceMs <= 0) continue;
    const onPath = pathAllows(chooser.strategy, deed);
    const miss = 1 - successChance(chooser, deed, where);
    if (!best || (onPath && !best.onPath) || (onPath === best.onPath && miss > best.value)) best = { deed, value: miss, onPath };
  }
  return best;
}
