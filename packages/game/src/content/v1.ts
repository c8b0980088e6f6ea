import type { DeedReward } from '../deed-odds.ts';

/**
 * The seeded values of the first content pack that version 2 changed: each v1 deed's reward by
 * deed name and each city's alignment by city name. An upgrade of an existing database compares
 * a stored row with these: a row still holding its v1 value was never edited by staff and may
 * take the v2 value; a row that differs was changed by staff and is kept.
 *
 * @example
 * ```ts
 * V1_DEED_REWARDS.get('Pick a Pocket'); // { gold: 25, experience: 35, alignment: 2, jailTime: 60 }
 * V1_CITY_ALIGNMENTS.get('Stonewatch'); // 18
 * ```
 */
export const V1_DEED_REWARDS: ReadonlyMap<string, Readonly<DeedReward>> = new Map(
  (
    [
      ['Rescue a Kitten', 5, 25, 2, 0],
      ['Carry Water for the Temple', 10, 40, 2, 0],
      ['Escort a Pilgrim', 25, 70, 3, 0],
      ['Heal the Sick', 30, 95, 4, 0],
      ['Defend a Farmstead from Wolves', 60, 130, 5, 0],
      ['Return a Stolen Heirloom', 80, 170, 6, 0],
      ['Rebuild the Orphanage', 90, 210, 7, 0],
      ['Escort the Grain Caravan', 140, 250, 8, 0],
      ['Break the Bandit Siege', 180, 290, 9, 0],
      ['Cleanse the Haunted Chapel', 200, 330, 10, 0],
      ['Slay the Marsh Wyrm', 280, 380, 12, 0],
      ['Lift the Curse of Ravenhollow', 350, 430, 15, 0],
      ['Muck Out the Stables', 8, 20, 1, 0],
      ['Deliver a Sealed Letter', 20, 50, 1, 0],
      ['Hunt Game for the Tavern', 35, 75, 2, 0],
      ["Guard a Merchant's Stall", 50, 100, 2, 0],
      ['Map the Old Mine', 70, 140, 3, 0],
      ['Win the Arm-Wrestling Tournament', 100, 170, 3, 0],
      ['Smuggle Spices Past Customs', 150, 200, 3, 300],
      ['Mediate a Guild Dispute', 150, 240, 4, 0],
      ['Recover a Sunken Cargo', 200, 270, 4, 0],
      ['Hunt the Bounty of Black Bess', 260, 310, 5, 0],
      ['Chart the Whispering Wastes', 280, 350, 5, 0],
      ['Broker Peace Between Dwarves and Elves', 320, 400, 6, 0],
      ['Steal Apples from the Market', 10, 20, 1, 30],
      ['Pick a Pocket', 25, 35, 2, 60],
      ['Rig a Game of Dice', 35, 50, 2, 0],
      ['Shake Down a Shopkeeper', 50, 70, 3, 120],
      ["Poison a Rival's Ale", 80, 110, 4, 180],
      ['Burgle the Counting House', 150, 140, 5, 300],
      ["Forge the Mayor's Seal", 170, 170, 5, 0],
      ['Raid a Caravan', 220, 210, 6, 420],
      ['Sell Secrets to the Shadowed Hand', 250, 240, 7, 0],
      ['Desecrate the Temple Relics', 300, 280, 9, 600],
      ["Kidnap a Noble's Heir", 380, 320, 10, 900],
      ['Summon a Demon in Raven Barrow', 450, 380, 12, 1200],
    ] as const
  ).map(([name, gold, experience, alignment, jailTime]) => [name, { gold, experience, alignment, jailTime }]),
);

/**
 * City alignments of the first content pack, by city name (see {@link V1_DEED_REWARDS}).
 *
 * @example
 * ```ts
 * V1_CITY_ALIGNMENTS.get('Saltmarsh Harbour'); // -6
 * ```
 */
export const V1_CITY_ALIGNMENTS: ReadonlyMap<string, number> = new Map([
  ['Hearthmere', 5],
  ['Silverbrook', 42],
  ['Ravenhollow', -45],
  ['Saltmarsh Harbour', -6],
  ['Stonewatch', 18],
  ['Emberpeak', 12],
  ['Mirefen', -22],
  ['Whisperwood', 33],
  ['Thornwick', 0],
]);
