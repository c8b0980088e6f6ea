import { deedMaker } from './deed-helper.ts';
import type { ContentDeed } from './types.ts';

const cinderhold = deedMaker(-1, 'Cinderhold');
const cinderholdGood = deedMaker(1, 'Cinderhold');

/**
 * Local deeds of Cinderhold, the evil path's fourth home city, a fortress in a dead volcano in
 * the far region (see `CONTENT_PATHS`): levels 63-99, rewards x1.25 like every local deed; the
 * evil ones risk jail.
 *
 * @example
 * ```ts
 * FAR_EVIL_DEEDS.every((d) => d.city === 'Cinderhold'); // true
 * ```
 */
export const FAR_EVIL_DEEDS: readonly ContentDeed[] = [
  cinderhold(
    63,
    'Stealth',
    'Slip a Knife into the Ashen Court',
    'A warlord of the Ashen Court has grown too fond of his rival. The rival would like that fondness ended.',
    'The warlord does not come to court the next morning. His rival pays in uncut rubies.',
    'The warlord wears mail under his silks. His guards take you to the crater cells.',
    [13, true],
  ),
  cinderhold(
    68,
    'Alchemy',
    'Brew the Slag-Fire',
    'The Slag Forge wants a fire that burns underwater, and does not care what it is used for.',
    'Your slag-fire burns in a bucket of water for an hour. The forge-master grins with black teeth.',
    'Your slag-fire burns the workshop, the forge-master and his opinion of you.',
    [14, true],
  ),
  cinderhold(
    72,
    'Persuasion',
    'Sell False Maps to the Caravans',
    'Caravans bound for Farhaven need maps of the Reach. Maps that lead to an ambush pay better.',
    'The caravan walks into the ambush on schedule. Your share of the spoils arrives by raven.',
    'A caravan master compares your map with the stars, and then with the watch.',
    [15, true],
  ),
  cinderhold(
    78,
    'Swordsmanship',
    'Win the Pit of Cinders',
    'Fights in the Pit of Cinders end when one fighter stops moving. The purse is enormous.',
    'You walk out of the pit. The crowd roars, and the purse is heavier than promised.',
    'You are carried out of the pit, and straight to the cells for unpaid wagers.',
    [16, true],
  ),
  cinderhold(
    82,
    'Lockpicking',
    'Loot the Warlord Vaults',
    'Each warlord of the Ashen Court keeps a vault in the crater wall, guarded by locks forged in the Slag Forge.',
    'Three vaults in one night. The warlords will spend a year accusing one another.',
    'The third lock was forged with a tongue of fire. You spend the night in irons, nursing your hand.',
    [16, true],
  ),
  cinderholdGood(
    84,
    'Stealth',
    'Free the Slaves of the Ash Pits',
    'The Ashen Court works slaves to death in the Ash Pits. Some of them could still walk out, with help.',
    'A hundred prisoners walk out of the pits by night. Cinderhold will not forget your face, if it ever sees it.',
    'The pit-guards double their watch. You escape; the prisoners must wait for another night.',
    [16],
  ),
  cinderhold(
    88,
    'Arcane Lore',
    'Wake the Sleeping Volcano',
    "A pretender to the slag throne wants the volcano to erupt on the day of his rival's coronation.",
    'The mountain rumbles at the exact hour. The coronation ends early, and so does the rival.',
    "The volcano snores and rolls over. The pretender's guards are less sleepy.",
    [17, true],
  ),
  cinderhold(
    92,
    'Horsemanship',
    'Ride with the Ash Raiders',
    'The Ash Raiders strike the caravans of the Reach on black horses shod with fire.',
    'You ride at the front of the raid. The caravan is stripped before its guards can wake.',
    "Your fire-shod horse throws you into the caravan guards' camp. They are very awake.",
    [18, true],
  ),
  cinderhold(
    99,
    'Persuasion',
    'Claim the Slag Throne',
    'The slag throne of Cinderhold is empty again. Whoever holds the Ashen Court for a night holds the city.',
    'The Ashen Court bends the knee, one warlord at a time. For tonight, Cinderhold is yours.',
    'The Ashen Court laughs, and then it stops laughing and calls the guards.',
    [19, true],
  ),
];
