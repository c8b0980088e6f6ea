import { deedMaker } from './deed-helper.ts';
import type { ContentDeed } from './types.ts';

const d = deedMaker(1);

/**
 * Seeded good deeds (alignment 1), lowest level first.
 *
 * @example
 * ```ts
 * GOOD_DEEDS[0]?.name; // 'Rescue a Kitten'
 * ```
 */
export const GOOD_DEEDS: readonly ContentDeed[] = [
  d(
    1,
    'Persuasion',
    'Rescue a Kitten',
    "A kitten mews pitifully from the top of the Moot Hall's weather vane.",
    'You climb up and return the kitten to a tearful child. The crowd cheers.',
    'You slip on a loose tile and land in a hay cart. The kitten climbs down by itself.',
    [2],
  ),
  d(
    2,
    'Horsemanship',
    'Carry Water for the Temple',
    'The temple cisterns are dry and the priests are too old to haul buckets.',
    'Forty buckets later, the priests bless your aching arms.',
    'You spill more than you carry and the acolytes mop up after you, sighing.',
    [2],
  ),
  d(
    4,
    'Horsemanship',
    'Escort a Pilgrim',
    'A frail pilgrim must reach the Sanctum of Mercy before the next bell.',
    'The pilgrim arrives safely and presses a few coins into your hand.',
    'You take a wrong turn at the river. The pilgrim finds the way; you do not.',
    [3],
  ),
  d(
    6,
    'Herbalism',
    'Heal the Sick',
    'Fever has swept through Lanternrow. The healers need every willing pair of hands.',
    'You brew tonics and cool brows until the fever breaks.',
    'You mix up the herbs. Everyone recovers anyway, but nobody thanks you.',
    [4],
  ),
  d(
    9,
    'Archery',
    'Defend a Farmstead from Wolves',
    'A hungry pack circles a lonely farm on the edge of Thornwick.',
    'Your torch and blade drive the wolves into the night. The farmer weeps with relief.',
    'The wolves scatter the sheep and you spend the night chasing both.',
    [5],
  ),
  d(
    12,
    'Stealth',
    'Return a Stolen Heirloom',
    "A widow's silver locket was taken by thieves hiding in Ravenhollow.",
    'You recover the locket and return it. The widow insists you stay for soup.',
    'The thieves had already sold it. You return empty-handed.',
    [6],
  ),
  d(
    15,
    'Smithing',
    'Rebuild the Orphanage',
    'A storm tore the roof from the Hearthmere orphanage.',
    'Timber by timber, you raise a new roof before the rains return.',
    'The beams collapse twice. The children laugh at you, kindly.',
    [7],
  ),
  d(
    18,
    'Horsemanship',
    'Escort the Grain Caravan',
    'Stonewatch needs grain before winter, and bandits watch the pass.',
    'The caravan rolls through the gates with every sack intact.',
    'A wheel breaks, the oxen wander off, and the grain arrives a week late.',
    [8],
  ),
  d(
    21,
    'Swordsmanship',
    'Break the Bandit Siege',
    'Brigands have surrounded Thornwick and demand its harvest.',
    'You rally the farmers and rout the brigands at dawn.',
    'The brigands slip away in the fog, taking half the turnips with them.',
    [9],
  ),
  d(
    24,
    'Arcane Lore',
    'Cleanse the Haunted Chapel',
    'Restless spirits howl in a ruined chapel outside Silverbrook.',
    'Your prayers and courage lay the spirits to rest. The bells ring again.',
    'A spectral hand slaps you out of the chapel. The howling continues.',
    [10],
  ),
  d(
    27,
    'Swordsmanship',
    'Slay the Marsh Wyrm',
    "A wyrm rises from the mire to devour Mirefen's fishing boats.",
    'After a mighty struggle the wyrm sinks beneath the bog, never to rise again.',
    'The wyrm swallows your shield and retreats, burping contentedly.',
    [12],
  ),
  d(
    30,
    'Arcane Lore',
    'Lift the Curse of Ravenhollow',
    'An ancient curse keeps Ravenhollow in perpetual twilight.',
    'The curse shatters. For the first time in a century, sunlight touches the spires.',
    'The curse holds, and the ravens laugh at you all the way home.',
    [15],
  ),
  d(
    35,
    'Horsemanship',
    'Escort the Royal Envoy',
    'An envoy carrying the peace treaty must cross the realm before the border lords go to war.',
    'You ride day and night and deliver the envoy, treaty and all. The border lords sheathe their swords.',
    'The envoy falls off his horse in the first mile and refuses to get back on.',
    [8],
  ),
  d(
    45,
    'Arcane Lore',
    "Storm the Necromancer's Tower",
    'A necromancer has raised a tower of bone on the moor, and every graveyard in the realm is restless.',
    'The tower crumbles into chalk and the dead lie down again, relieved.',
    'The necromancer turns your boots into skeletons. They walk you home without your consent.',
    [10],
  ),
  d(
    55,
    'Swordsmanship',
    'Defeat the Dragon of the Ashen Peaks',
    'A red dragon has burned three villages and demands a fourth as tribute.',
    'Your blade finds the gap in its scales. The dragon falls, and the realm sings your name for a season.',
    'The dragon singes your eyebrows off, sneezes on your shield and flies away bored.',
    [12],
  ),
];
