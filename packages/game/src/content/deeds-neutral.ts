import { deedMaker } from './deed-helper.ts';
import type { ContentDeed } from './types.ts';

const d = deedMaker(0);

/**
 * Seeded neutral deeds (alignment 0), lowest level first.
 *
 * @example
 * ```ts
 * NEUTRAL_DEEDS[0]?.name; // 'Muck Out the Stables'
 * ```
 */
export const NEUTRAL_DEEDS: readonly ContentDeed[] = [
  d(
    1,
    'Horsemanship',
    'Muck Out the Stables',
    'The Crossroads Stables need a strong back and a weak sense of smell.',
    'The stalls gleam. The stablemaster pays you and keeps his distance.',
    'The opinionated goat headbutts you into the muck. Twice.',
    [1],
  ),
  d(
    3,
    'Stealth',
    'Deliver a Sealed Letter',
    'A nervous clerk needs a letter carried to Silverbrook, unopened.',
    'The letter arrives, seal unbroken. You are paid and asked no questions.',
    'Rain smears the ink and the recipient refuses to pay.',
    [1],
  ),
  d(
    5,
    'Archery',
    'Hunt Game for the Tavern',
    'The Gilded Tankard has run out of venison and patience.',
    'You return with a fine stag. Pies for everyone!',
    'You stalk a deer for hours. It turns out to be a very confused cow.',
    [2],
  ),
  d(
    7,
    'Swordsmanship',
    "Guard a Merchant's Stall",
    'A spice merchant fears thieves in the Crossroads Market.',
    'Not a single peppercorn goes missing on your watch.',
    'You nod off in the afternoon sun and wake to an empty stall.',
    [2],
  ),
  d(
    10,
    'Arcane Lore',
    'Map the Old Mine',
    'The Miners Union wants a map of the collapsed tunnels below Emberpeak.',
    'Your map is so precise the dwarves frame it.',
    'You get lost for two days and emerge covered in bat droppings.',
    [3],
  ),
  d(
    13,
    'Smithing',
    'Win the Arm-Wrestling Tournament',
    'The Dented Helm hosts its yearly contest of sheer stubbornness.',
    "You slam the champion's hand to the table. The hall roars.",
    'A dwarf half your size flattens you in a heartbeat.',
    [3],
  ),
  d(
    16,
    'Stealth',
    'Smuggle Spices Past Customs',
    'A captain will pay well for spices landed without paperwork.',
    'The crates slip past the inspectors hidden under a load of fish.',
    'An inspector sniffs out the cinnamon. The harbour guard is called.',
    [3, 300],
  ),
  d(
    19,
    'Persuasion',
    'Mediate a Guild Dispute',
    'The smiths and the miners are one insult away from a brawl.',
    'Both sides leave grumbling but satisfied: a perfect compromise.',
    'The brawl starts anyway, and both sides blame you.',
    [4],
  ),
  d(
    22,
    'Alchemy',
    'Recover a Sunken Cargo',
    'A merchant ship sank in Saltmarsh Harbour with a hold full of wine.',
    'You haul the casks up from the deep. The merchant toasts your lungs.',
    'The casks are too heavy and the crabs too territorial.',
    [4],
  ),
  d(
    25,
    'Horsemanship',
    'Hunt the Bounty of Black Bess',
    'A notorious highwaywoman has a price on her head, dead or alive.',
    'You bring Black Bess to the Watchtower in irons and collect the bounty.',
    'Black Bess robs you, bows politely and rides off laughing.',
    [5],
  ),
  d(
    28,
    'Herbalism',
    'Chart the Whispering Wastes',
    'No map of the eastern wastes has ever come back. The Archive wants one.',
    'You return sunburnt but triumphant with the first true chart of the wastes.',
    'The sandstorms erase your notes and most of your eyebrows.',
    [5],
  ),
  d(
    30,
    'Persuasion',
    'Broker Peace Between Dwarves and Elves',
    'Emberpeak and Whisperwood are on the brink of war over timber.',
    'After a week of talks and many bad jokes, a treaty is signed.',
    'The talks collapse when someone mentions beards. Again.',
    [6],
  ),
  d(
    35,
    'Archery',
    'Hunt the Manticore for Its Bounty',
    'A manticore prowls the southern roads. The Guild pays for its tail, no questions asked.',
    'Your arrow finds the manticore between the eyes. The Guild pays in full and hangs the tail over the bar.',
    'The manticore fires its tail spikes first. You spend a week picking them out of your cloak.',
    [8],
  ),
  d(
    45,
    'Persuasion',
    'Broker the Grand Trade Charter',
    'Every guild of the realm wants a charter, and no two of them want the same one.',
    'After a month of talks the charter is signed. Nobody is happy, which means it is fair.',
    'The guilds unite at last, in agreement that you should leave.',
    [10],
  ),
  d(
    55,
    'Alchemy',
    'Recover the Crown of the Drowned King',
    'The crown of a forgotten king lies in a sunken palace, and whoever holds it sets the price of pearls.',
    'A water-breathing draught and a long dive later, the crown is yours to sell to the highest bidder.',
    'Your draught wears off halfway down. You surface gasping, holding a very old boot.',
    [12],
  ),
];
