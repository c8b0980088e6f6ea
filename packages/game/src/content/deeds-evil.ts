import { deedMaker } from './deed-helper.ts';
import type { ContentDeed } from './types.ts';

const d = deedMaker(-1);

/**
 * Seeded evil deeds (alignment -1), lowest level first. Most carry a jail time (seconds)
 * risked on failure.
 *
 * @example
 * ```ts
 * EVIL_DEEDS[0]?.reward.jailTime; // 30
 * ```
 */
export const EVIL_DEEDS: readonly ContentDeed[] = [
  d(
    1,
    'Steal Apples from the Market',
    'The fruit seller is busy haggling. The apples look unguarded.',
    'You stroll away munching a stolen apple, pockets bulging.',
    'The fruit seller shrieks "Thief!" and the watch comes running.',
    [10, 20, 1, 30],
  ),
  d(
    2,
    'Pick a Pocket',
    "A fat merchant's purse sways temptingly in the crowd.",
    'Your fingers are quicker than his eyes. Coins jingle in your sleeve.',
    'A meaty hand clamps around your wrist. "Not today, rat."',
    [25, 35, 2, 60],
  ),
  d(
    3,
    'Rig a Game of Dice',
    'Sailors at the Barnacle and Bell gamble with more coin than sense.',
    'Your loaded dice roll sixes all night. The sailors never suspect.',
    'A die cracks open on the table, spilling lead. You flee through a window.',
    [35, 50, 2],
  ),
  d(
    5,
    'Shake Down a Shopkeeper',
    'Old Mags\' shop could use some "protection". For a fee.',
    'Mags pays up, muttering curses you hope are not real.',
    'Mags turns out to have a very large nephew in the watch.',
    [50, 70, 3, 120],
  ),
  d(
    8,
    "Poison a Rival's Ale",
    'A rival adventurer keeps taking your bounties. A few drops would end that.',
    'Your rival spends a week too sick to leave bed. The bounties are yours.',
    'The barmaid swaps the mugs. You spend the night regretting everything.',
    [80, 110, 4, 180],
  ),
  d(
    11,
    'Burgle the Counting House',
    'The Goldvein vaults are said to have a loose grate in the cellar.',
    'You slip out before dawn with a sack of coin and not a footprint left behind.',
    'The grate was a trap. Bells ring across the whole city.',
    [150, 140, 5, 300],
  ),
  d(
    14,
    "Forge the Mayor's Seal",
    "With the Lord Mayor's seal, any document becomes law.",
    'Your forgery is perfect. Three "official" tax exemptions sell at once.',
    "You spell the mayor's name wrong. The buyers laugh you out of the alley.",
    [170, 170, 5],
  ),
  d(
    17,
    'Raid a Caravan',
    'A lightly guarded caravan crawls along the Stonewatch road.',
    "The guards flee and the caravan's silks are yours.",
    'The "merchants" are Wardens in disguise. It was an ambush.',
    [220, 210, 6, 420],
  ),
  d(
    20,
    'Sell Secrets to the Shadowed Hand',
    'You know where the Wardens will patrol next week. The Hand pays for such things.',
    'The Hand pays in gold, and now owes you a favour.',
    'The Hand decides your secrets are stale and throws you into the canal.',
    [250, 240, 7],
  ),
  d(
    23,
    'Desecrate the Temple Relics',
    'The relics of the Temple of the Dawn would fetch a fortune in the Black Bazaar.',
    "The holy relics now gather dust on a collector's shelf. The priests weep.",
    'A temple guardian catches you with a golden chalice in each hand.',
    [300, 280, 9, 600],
  ),
  d(
    26,
    "Kidnap a Noble's Heir",
    'A spoiled young lordling travels to Silverbrook with only two guards.',
    'The ransom is paid in full. The lordling complained the entire time.',
    'The lordling screams so loudly that half the city turns out to help.',
    [380, 320, 10, 900],
  ),
  d(
    29,
    'Summon a Demon in Raven Barrow',
    'Forbidden rites beneath the barrow promise power to those who dare.',
    'A demon rises, bows, and swears you a terrible oath of service.',
    'The demon laughs, steals your purse and reports you to the watch.',
    [450, 380, 12, 1200],
  ),
];
