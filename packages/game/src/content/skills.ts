import type { ContentSkill } from './types.ts';

/**
 * Seeded trainable skills. A character starts every skill at level 0, completion 0.
 *
 * @example
 * ```ts
 * CONTENT_SKILLS.map((s) => s.name).includes('Lockpicking'); // true
 * ```
 */
export const CONTENT_SKILLS: readonly ContentSkill[] = [
  { name: 'Swordsmanship', description: 'Footwork, parries and the fine art of pointing the sharp end at the enemy.' },
  { name: 'Archery', description: 'Steady breath, steady hand: strike a target at a hundred paces.' },
  { name: 'Stealth', description: 'Move like a shadow and leave no footprint, creak or clue behind.' },
  { name: 'Lockpicking', description: 'Persuade stubborn locks with bent wire and a patient ear.' },
  { name: 'Alchemy', description: 'Brew potions, tonics and the occasional small explosion.' },
  { name: 'Herbalism', description: 'Know which leaf heals, which one harms, and which one makes you sing.' },
  { name: 'Persuasion', description: 'Talk your way into good prices and out of bad situations.' },
  { name: 'Arcane Lore', description: 'Study runes, wards and the old tongue of the wizards.' },
  { name: 'Horsemanship', description: 'Ride hard, ride long, and stay in the saddle when the horse disagrees.' },
  { name: 'Smithing', description: 'Shape iron at the anvil into blades, shields and horseshoes.' },
];
