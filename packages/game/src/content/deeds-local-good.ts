import { deedMaker } from './deed-helper.ts';
import type { ContentDeed } from './types.ts';

const silverbrook = deedMaker(1, 'Silverbrook');
const silverbrookNeutral = deedMaker(0, 'Silverbrook');
const emberpeak = deedMaker(1, 'Emberpeak');
const stonewatch = deedMaker(1, 'Stonewatch');

/**
 * Local deeds of the good path's home cities (see `CONTENT_PATHS`): Silverbrook holds levels
 * 8-24, Emberpeak 27-43, Stonewatch 46-60. Local rewards are x1.25.
 *
 * @example
 * ```ts
 * GOOD_LOCAL_DEEDS[0]?.city; // 'Silverbrook'
 * ```
 */
export const GOOD_LOCAL_DEEDS: readonly ContentDeed[] = [
  silverbrook(
    8,
    'Herbalism',
    'Gather Moonwort for the Sanctum',
    'The Sanctum of Mercy has run out of moonwort, which blooms on the riverbank only at midnight.',
    'You return at dawn with a basket of silver blossoms. The healers bless your muddy boots.',
    'You pick three baskets of ordinary nettles. Your hands sting for a week.',
    [3],
  ),
  silverbrook(
    12,
    'Swordsmanship',
    'Guard the Pilgrim Bridge',
    'Bandits have been robbing pilgrims on the old bridge over the singing river.',
    'The bandits meet your blade and decide to take up honest work. The pilgrims cross in peace.',
    'The bandits toss you into the river. The river, at least, sings beautifully.',
    [3],
  ),
  silverbrookNeutral(
    14,
    'Persuasion',
    "Settle the Elders' Debate",
    'The Council of Elders has debated the colour of the new chapel doors for eleven weeks.',
    'You propose blue with a white trim. The vote is unanimous and everyone can finally go home.',
    'You suggest green. The debate begins again, now with you in it.',
    [3],
  ),
  silverbrook(
    16,
    'Alchemy',
    'Purify the Silver Stream',
    'Something upstream has turned the holy brook a sickly yellow, and the pilgrims will not touch it.',
    'Your tinctures clear the water by evening. The brook sings again, slightly off-key at first.',
    'Your remedy turns the brook a sickly green instead. The elders form a committee about it.',
    [4],
  ),
  silverbrook(
    20,
    'Archery',
    'Drive Off the River Trolls',
    'Three trolls have moved under the lower weir and demand a toll of one goat per crossing.',
    'Your arrows sting them back into the hills. The goats of Silverbrook are forever grateful.',
    'The trolls catch your arrows, sniff them and eat them. Then they look at you.',
    [5],
  ),
  silverbrook(
    24,
    'Arcane Lore',
    "Rekindle the Sanctum's Eternal Flame",
    'The flame of the Sanctum of Mercy, lit a thousand years ago, has guttered out in a single night.',
    'You speak the old words and the flame leaps up, white and warm. Silverbrook weeps with joy.',
    'You manage a small, sad spark. An acolyte politely offers you a tinderbox.',
    [6],
  ),
  emberpeak(
    27,
    'Smithing',
    'Shore Up the Collapsing Shaft',
    'A tunnel of the deep mine groans and sheds dust, and forty miners are still below.',
    'Your iron braces hold the mountain up long enough for every miner to climb out singing.',
    'Your first brace bends like a noodle. The miners dig themselves out and lecture you about it.',
    [6],
  ),
  emberpeak(
    31,
    'Swordsmanship',
    'Hold the Gate Against the Goblin Horde',
    'Goblins pour out of the old workings towards the town gate, and the gate is still open.',
    'You hold the gate alone until the dwarves arrive. They name a very small tunnel after you.',
    'The goblins steal your helmet, your boots and the gate. The dwarves get the gate back.',
    [7],
  ),
  emberpeak(
    35,
    'Alchemy',
    'Quench the Runaway Forge-Fire',
    "The Great Forge's weather has turned into a firestorm that creeps towards the houses.",
    'Your frost-salts tame the fire into a polite glow. The smiths return to their anvils.',
    'Your mixture feeds the flames instead. The firestorm briefly takes on the shape of your face.',
    [8],
  ),
  emberpeak(
    39,
    'Herbalism',
    'Cure the Black Lung',
    'The miners cough soot and cannot climb the stairs. The healers of Silverbrook are a week away.',
    'Your steam of mountain thyme clears every chest. The Dented Helm serves you stout on the house.',
    'Your brew smells so bad that the miners flee back into the mine to escape it.',
    [9],
  ),
  emberpeak(
    43,
    'Arcane Lore',
    'Seal the Wyrmfire Vent',
    'Far below the mountain an ancient fire-wyrm stirs, and its breath rises through a cracked vent.',
    'Your runes seal the vent. Somewhere deep below, a very large creature sighs and goes back to sleep.',
    'The rune you carve is the dwarven word for "snack". The wyrm notices.',
    [10],
  ),
  stonewatch(
    46,
    'Archery',
    'Man the Walls Against the Raiders',
    'A raider host from beyond the pass is climbing the walls of Stonewatch by moonlight.',
    'Your arrows find every ladder. By dawn the raiders are fleeing back over the mountains.',
    'You loose your quiver at a herd of startled goats. The Wardens hold the wall without you.',
    [10],
  ),
  stonewatch(
    50,
    'Horsemanship',
    'Ride the Beacon Line',
    'The beacons along the pass must all be lit in a single night to summon the realm to war.',
    'Beacon after beacon bursts into flame behind you. The whole realm answers the call.',
    'Your horse stops at the third beacon to eat a bush and will not be argued with.',
    [11],
  ),
  stonewatch(
    54,
    'Swordsmanship',
    'Duel the Warlord of the Pass',
    'The warlord who holds the high road offers a duel: if you win, his army goes home.',
    'Steel rings for an hour. The warlord yields, keeps his word, and his army marches home.',
    'The warlord disarms you with a yawn and sends you back with a note for the Wardens.',
    [12],
  ),
  stonewatch(
    57,
    'Herbalism',
    'Break the Plague of the Garrison',
    'A grey fever spreads through the Iron Bastion. Half the Wardens cannot lift their shields.',
    'Your remedies break the fever in three days. The Wardens stand the wall again, pale but proud.',
    'The fever laughs at your poultices. The Wardens recover slowly, and mostly in spite of you.',
    [12],
  ),
  stonewatch(
    60,
    'Arcane Lore',
    'Banish the Frost Titan',
    'A titan of living ice strides down the eastern pass, and the walls freeze where its shadow falls.',
    'You speak the titan back into the glacier it came from. Spring comes to the pass for the first time in years.',
    'The titan flicks you into a snowdrift and walks on. Stonewatch stays very, very cold.',
    [13],
  ),
];
