import type { ContentSkill } from './types.ts';

/**
 * Names of the seeded skills, typed so a deed row naming a skill that does not exist fails to
 * compile.
 *
 * @example
 * ```ts
 * const skill: ContentSkillName = 'Lockpicking';
 * ```
 */
export type ContentSkillName =
  | 'Swordsmanship'
  | 'Archery'
  | 'Stealth'
  | 'Lockpicking'
  | 'Alchemy'
  | 'Herbalism'
  | 'Persuasion'
  | 'Arcane Lore'
  | 'Horsemanship'
  | 'Smithing';

const skill = (name: ContentSkillName, description: string): ContentSkill => ({ name, description });

/**
 * Seeded trainable skills. A character starts every skill at level 0, completion 0.
 *
 * @example
 * ```ts
 * CONTENT_SKILLS.map((s) => s.name).includes('Lockpicking'); // true
 * ```
 */
export const CONTENT_SKILLS: readonly ContentSkill[] = [
  skill('Swordsmanship', 'Footwork, parries and the fine art of pointing the sharp end at the enemy.'),
  skill('Archery', 'Steady breath, steady hand: strike a target at a hundred paces.'),
  skill('Stealth', 'Move like a shadow and leave no footprint, creak or clue behind.'),
  skill('Lockpicking', 'Persuade stubborn locks with bent wire and a patient ear.'),
  skill('Alchemy', 'Brew potions, tonics and the occasional small explosion.'),
  skill('Herbalism', 'Know which leaf heals, which one harms, and which one makes you sing.'),
  skill('Persuasion', 'Talk your way into good prices and out of bad situations.'),
  skill('Arcane Lore', 'Study runes, wards and the old tongue of the wizards.'),
  skill('Horsemanship', 'Ride hard, ride long, and stay in the saddle when the horse disagrees.'),
  skill('Smithing', 'Shape iron at the anvil into blades, shields and horseshoes.'),
];
