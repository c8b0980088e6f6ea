import { deedMaker } from './deed-helper.ts';
import type { ContentDeed } from './types.ts';

const farhaven = deedMaker(0, 'Farhaven');
const farhavenEvil = deedMaker(-1, 'Farhaven');

/**
 * Local deeds of Farhaven, the neutral path's fourth home city, a free trading town in the far
 * region (see `CONTENT_PATHS`): levels 63-99, rewards x1.25 like every local deed.
 *
 * @example
 * ```ts
 * FAR_NEUTRAL_DEEDS.every((d) => d.city === 'Farhaven'); // true
 * ```
 */
export const FAR_NEUTRAL_DEEDS: readonly ContentDeed[] = [
  farhaven(
    63,
    'Horsemanship',
    'Guide a Caravan Across the Reach',
    'A caravan of forty wagons must cross the Sundered Reach, and its last guide came back alone.',
    'Forty wagons in, forty wagons out. The caravan master pays you and asks no questions.',
    'You lose the road in a sandstorm. The caravan finds it again, no thanks to you.',
    [13],
  ),
  farhaven(
    68,
    'Persuasion',
    'Settle a Border Toll Dispute',
    'Two caravan masters claim the same toll road, and both have hired small armies to prove it.',
    'You split the road by the day of the week. Both masters claim victory, which is the point.',
    'Both masters agree on one thing at last: they do not need you.',
    [14],
  ),
  farhaven(
    72,
    'Archery',
    'Hunt the Glass Wyvern',
    'A wyvern with scales like glass is eating the oxen, and its hide would buy a small town.',
    'Your arrow finds the one dull scale. The hide sells before the wyvern has cooled.',
    'Your arrows shatter on the glass scales, and so do your nerves.',
    [15],
  ),
  farhaven(
    78,
    'Alchemy',
    'Assay the Star-Metal',
    'A caravan brought a lump of metal that fell from the sky. Three buyers want to know what it is worth.',
    'Your assay is so precise the Neutral Vault hires you to check its own ingots.',
    'The star-metal dissolves your crucible, your bench and very nearly your eyebrows.',
    [16],
  ),
  farhaven(
    82,
    'Stealth',
    'Map the Hidden Roads',
    'The smugglers of Farhaven use roads nobody has drawn. The Caravan Masters would pay well for a drawing.',
    'You walk every hidden road and draw every one. The smugglers never knew you were there.',
    'The smugglers catch you sketching and hand you to the watch as a spy.',
    [16, true],
  ),
  farhaven(
    88,
    'Smithing',
    'Build the Bridge over the Chasm',
    'The only road east falls into a chasm a mile deep. Farhaven wants a bridge, and it wants it to stay up.',
    'The bridge is finished in a month and carries its first caravan without a creak.',
    'The bridge carries its first caravan very briefly. Nobody is hurt, but the mules will not cross again.',
    [17],
  ),
  farhaven(
    92,
    'Herbalism',
    'Cure the Caravan Blight',
    'A rot that turns grain to ash spreads from wagon to wagon, and Farhaven will starve without the grain.',
    'Your cure saves the granaries. The caravan masters drink your health for a week.',
    'You slow the blight but cannot stop it. Half the grain is saved, and half a thank you with it.',
    [18],
  ),
  farhavenEvil(
    94,
    'Lockpicking',
    'Empty the Neutral Vault',
    'The Neutral Vault holds the gold of kings and bandits. It has never been robbed, which is a challenge.',
    'You are in and out between two bells. Kings and bandits alike will be blaming each other for years.',
    'The vault has a second door behind the first, and a guard behind that.',
    [18, true],
  ),
  farhaven(
    99,
    'Arcane Lore',
    'Chart the Edge of the World',
    'Beyond Farhaven the maps go blank. Someone must walk to where the world ends and draw what is there.',
    'You come back with a map of the edge, and a look in your eye that nobody in Farhaven asks about.',
    'You walk for days and find only more road. The edge, it seems, is further than you thought.',
    [19],
  ),
];
