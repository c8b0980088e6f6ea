import type { ContentSkillName } from './skills.ts';

/**
 * A group deed of the crews' catalogue: `key` is stable (plans store it), `alignment` follows
 * the solo deeds' sign (1 good, 0 neutral, -1 evil), each seat tests one skill at a level.
 */
export interface GroupDeed {
  key: string;
  name: string;
  description: string;
  tier: 1 | 2 | 3 | 4;
  level: number;
  alignment: -1 | 0 | 1;
  seats: ReadonlyArray<{ skill: ContentSkillName; level: number }>;
}

/**
 * The group deeds crews plan (docs/crews.md). Tier sets the planning time (`groupDeedPlanningMs`)
 * and the respect a crew needs to plan it (`groupDeedTierRespect`).
 *
 * @example
 * ```ts
 * GROUP_DEEDS.find((d) => d.key === 'caravan-escort')?.seats.length; // 2
 * ```
 */
export const GROUP_DEEDS: readonly GroupDeed[] = [
  {
    key: 'caravan-escort',
    name: 'Escort the Salt Caravan',
    description: 'See the salt wagons safely through the hills to the next market.',
    tier: 1,
    level: 12,
    alignment: 1,
    seats: [
      { skill: 'Swordsmanship', level: 4 },
      { skill: 'Horsemanship', level: 3 },
    ],
  },
  {
    key: 'smugglers-run',
    name: "Run the Smugglers' Cove",
    description: 'Move untaxed barrels past the harbour watch at low tide.',
    tier: 1,
    level: 12,
    alignment: 0,
    seats: [
      { skill: 'Stealth', level: 4 },
      { skill: 'Persuasion', level: 3 },
      { skill: 'Horsemanship', level: 2 },
    ],
  },
  {
    key: 'counting-house',
    name: 'Crack the Counting House',
    description: 'Empty the strongroom of the moneylenders while the guard changes.',
    tier: 2,
    level: 20,
    alignment: -1,
    seats: [
      { skill: 'Lockpicking', level: 7 },
      { skill: 'Stealth', level: 6 },
      { skill: 'Swordsmanship', level: 5 },
    ],
  },
  {
    key: 'plague-ward',
    name: 'Hold the Plague Ward',
    description: 'Brew, tend and guard a quarantined quarter for a week of nights.',
    tier: 2,
    level: 22,
    alignment: 1,
    seats: [
      { skill: 'Alchemy', level: 7 },
      { skill: 'Herbalism', level: 7 },
      { skill: 'Persuasion', level: 5 },
      { skill: 'Swordsmanship', level: 5 },
    ],
  },
  {
    key: 'relic-auction',
    name: 'Rig the Relic Auction',
    description: 'Forge, bid and bluff until the true relic leaves with you.',
    tier: 3,
    level: 35,
    alignment: 0,
    seats: [
      { skill: 'Arcane Lore', level: 10 },
      { skill: 'Smithing', level: 9 },
      { skill: 'Persuasion', level: 10 },
      { skill: 'Stealth', level: 8 },
      { skill: 'Lockpicking', level: 8 },
    ],
  },
  {
    key: 'tower-heist',
    name: "Storm the Archmage's Tower",
    description: 'Six hands, one night, and every ward in the tower against you.',
    tier: 4,
    level: 50,
    alignment: -1,
    seats: [
      { skill: 'Arcane Lore', level: 14 },
      { skill: 'Lockpicking', level: 13 },
      { skill: 'Stealth', level: 13 },
      { skill: 'Swordsmanship', level: 12 },
      { skill: 'Archery', level: 12 },
      { skill: 'Alchemy', level: 11 },
    ],
  },
];
