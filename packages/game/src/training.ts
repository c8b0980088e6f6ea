import { GameConstants } from './constants.ts';
import { type Rng, randomInt } from './random.ts';

/**
 * A character's progress in one skill: level and completion percent (0..99).
 * A skill never trained reads level 0, completion 0.
 *
 * @example
 * ```ts
 * const progress: SkillProgress = { level: 2, completion: 40 };
 * ```
 */
export interface SkillProgress {
  level: number;
  completion: number;
}

/**
 * The result of one training session.
 *
 * @example
 * ```ts
 * const r: TrainingResult = { level: 3, completion: 5, pointsGained: 20, levelsGained: 1 };
 * ```
 */
export interface TrainingResult extends SkillProgress {
  pointsGained: number;
  levelsGained: number;
}

/**
 * One training session: adds 10..25 completion points (one rng draw); each full 100 raises
 * the level by one and the remainder carries over. The training cooldown is
 * `GameConstants.training.cooldownMs` (5 minutes at `GAME_SPEED` 1).
 *
 * @example
 * ```ts
 * applyTraining({ level: 0, completion: 0 }, () => 0); // { level: 0, completion: 10, pointsGained: 10, levelsGained: 0 }
 * applyTraining({ level: 2, completion: 90 }, () => 0.999); // { level: 3, completion: 15, pointsGained: 25, levelsGained: 1 }
 * ```
 */
export function applyTraining(skill: SkillProgress, rng: Rng): TrainingResult {
  const t = GameConstants.training;
  const pointsGained = randomInt(rng, t.minPoints, t.maxPoints);
  const total = Math.max(0, skill.completion) + pointsGained;
  const levelsGained = Math.floor(total / t.completionPerLevel);
  return {
    level: skill.level + levelsGained,
    completion: total % t.completionPerLevel,
    pointsGained,
    levelsGained,
  };
}
