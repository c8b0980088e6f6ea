import { deedMaker } from './deed-helper.ts';
import type { ContentDeed } from './types.ts';

const d = deedMaker(-1);

/**
 * Seeded evil deeds (alignment -1), lowest level first. Most carry a jail time (seconds)
 * risked on failure.
 *
 * @example
 * ```ts
 * EVIL_DEEDS[0]?.reward.jailTime; // 120 (the rule sentence: 2 cooldowns)
 * ```
 */
export const EVIL_DEEDS: readonly ContentDeed[] = [
  d(
    1,
    'Stealth',
    'Steal Apples from the Market',
    'The fruit seller is busy haggling. The apples look unguarded.',
    'You stroll away munching a stolen apple, pockets bulging.',
    'The fruit seller shrieks "Thief!" and the watch comes running.',
    [1, 30],
  ),
  d(
    2,
    'Stealth',
    'Pick a Pocket',
    "A fat merchant's purse sways temptingly in the crowd.",
    'Your fingers are quicker than his eyes. Coins jingle in your sleeve.',
    'A meaty hand clamps around your wrist. "Not today, rat."',
    [2, 60],
  ),
  d(
    3,
    'Persuasion',
    'Rig a Game of Dice',
    'Sailors at the Barnacle and Bell gamble with more coin than sense.',
    'Your loaded dice roll sixes all night. The sailors never suspect.',
    'A die cracks open on the table, spilling lead. You flee through a window.',
    [2],
  ),
  d(
    5,
    'Swordsmanship',
    'Shake Down a Shopkeeper',
    'Old Mags\' shop could use some "protection". For a fee.',
    'Mags pays up, muttering curses you hope are not real.',
    'Mags turns out to have a very large nephew in the watch.',
    [3, 120],
  ),
  d(
    8,
    'Alchemy',
    "Poison a Rival's Ale",
    'A rival adventurer keeps taking your bounties. A few drops would end that.',
    'Your rival spends a week too sick to leave bed. The bounties are yours.',
    'The barmaid swaps the mugs. You spend the night regretting everything.',
    [4, 180],
  ),
  d(
    11,
    'Lockpicking',
    'Burgle the Counting House',
    'The Goldvein vaults are said to have a loose grate in the cellar.',
    'You slip out before dawn with a sack of coin and not a footprint left behind.',
    'The grate was a trap. Bells ring across the whole city.',
    [5, 300],
  ),
  d(
    14,
    'Smithing',
    "Forge the Mayor's Seal",
    "With the Lord Mayor's seal, any document becomes law.",
    'Your forgery is perfect. Three "official" tax exemptions sell at once.',
    "You spell the mayor's name wrong. The buyers laugh you out of the alley.",
    [5],
  ),
  d(
    17,
    'Horsemanship',
    'Raid a Caravan',
    'A lightly guarded caravan crawls along the Stonewatch road.',
    "The guards flee and the caravan's silks are yours.",
    'The "merchants" are Wardens in disguise. It was an ambush.',
    [6, 420],
  ),
  d(
    20,
    'Persuasion',
    'Sell Secrets to the Shadowed Hand',
    'You know where the Wardens will patrol next week. The Hand pays for such things.',
    'The Hand pays in gold, and now owes you a favour.',
    'The Hand decides your secrets are stale and throws you into the canal.',
    [7],
  ),
  d(
    23,
    'Stealth',
    'Desecrate the Temple Relics',
    'The relics of the Temple of the Dawn would fetch a fortune in the Black Bazaar.',
    "The holy relics now gather dust on a collector's shelf. The priests weep.",
    'A temple guardian catches you with a golden chalice in each hand.',
    [9, 600],
  ),
  d(
    26,
    'Swordsmanship',
    "Kidnap a Noble's Heir",
    'A spoiled young lordling travels to Silverbrook with only two guards.',
    'The ransom is paid in full. The lordling complained the entire time.',
    'The lordling screams so loudly that half the city turns out to help.',
    [10, 900],
  ),
  d(
    29,
    'Arcane Lore',
    'Summon a Demon in Raven Barrow',
    'Forbidden rites beneath the barrow promise power to those who dare.',
    'A demon rises, bows, and swears you a terrible oath of service.',
    'The demon laughs, steals your purse and reports you to the watch.',
    [12, 1200],
  ),
  d(
    35,
    'Stealth',
    'Assassinate a Guild Master',
    'A rival guild master stands between the Shadowed Hand and the river trade. The Hand wants him gone.',
    'The guild master dies in his sleep, and the river trade changes hands by morning.',
    'The guild master was expecting you. So were his bodyguards, and the watch.',
    [8, true],
  ),
  d(
    45,
    'Lockpicking',
    'Steal the Crown Jewels',
    'The crown jewels travel to the coronation in a carriage with seven locks.',
    'Seven locks, seven clicks. The coronation goes ahead with a very convincing paste crown.',
    'The seventh lock is a bell. The whole royal guard hears it.',
    [10, true],
  ),
  d(
    55,
    'Arcane Lore',
    'Raise an Army of the Dead',
    'An old battlefield holds ten thousand dead, and they could be persuaded to march for you.',
    'The dead rise in rank and file. Every lord of the realm suddenly wants to be your friend.',
    'The dead rise, look around, and march you straight to the nearest jail.',
    [12, 1800],
  ),
];
