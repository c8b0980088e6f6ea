import { deedMaker } from './deed-helper.ts';
import type { ContentDeed } from './types.ts';

const dawnspire = deedMaker(1, 'Dawnspire');
const dawnspireNeutral = deedMaker(0, 'Dawnspire');

/**
 * Local deeds of Dawnspire, the good path's fourth home city in the far region beyond the
 * eastern pass (see `CONTENT_PATHS`): levels 63-99, rewards x1.25 like every local deed.
 *
 * @example
 * ```ts
 * FAR_GOOD_DEEDS.every((d) => d.city === 'Dawnspire'); // true
 * ```
 */
export const FAR_GOOD_DEEDS: readonly ContentDeed[] = [
  dawnspire(
    63,
    'Horsemanship',
    'Ride the Dawn Patrol',
    'Every morning a paladin rides the rim of the Sundered Reach to count what crawled out of it overnight.',
    'You ride the whole rim before the bells ring twelve. Nothing crawled out that did not crawl back.',
    'Your horse refuses the last mile of the rim, and on reflection, so do you.',
    [13],
  ),
  dawnspire(
    68,
    'Herbalism',
    'Tend the Cathedral Infirmary',
    'Wounded knights come down from the Reach every week, and the infirmary has more beds than healers.',
    'By the evening bell every knight in the infirmary is sitting up and complaining about the soup.',
    'You mistake the sleeping draught for the salve. The whole ward sleeps soundly, including you.',
    [14],
  ),
  dawnspire(
    72,
    'Archery',
    'Hold the Sunward Wall',
    'Shadow-hounds from the Reach test the Sunward Wall each night, looking for the archer who blinks.',
    'You never blink. The hounds slink back into the Reach before the dawn bell.',
    'You blink. The hounds do not get in, but the captain of the wall has words with you.',
    [15],
  ),
  dawnspireNeutral(
    76,
    'Persuasion',
    'Arbitrate the Knightly Tourney',
    'Two paladin orders dispute a tourney result from before anyone living was born, and want a stranger to judge it.',
    'Your ruling offends both orders equally, which they agree is the mark of a fair judge.',
    'Both orders decide you are biased towards the other, and challenge you to a joust. You decline.',
    [15],
  ),
  dawnspire(
    78,
    'Smithing',
    'Reforge the Broken Oathblade',
    'The sword of the first paladin lies in two pieces on the altar, and the order says it must be whole by the feast.',
    'The blade rings true on the anvil. The order kneels when you lay it back on the altar.',
    'The two pieces become three. The order is very polite about it, which is worse.',
    [16],
  ),
  dawnspire(
    82,
    'Arcane Lore',
    'Seal a Rift in the Reach',
    'A rift has opened in the Sundered Reach, and something on the other side is pushing at it.',
    'Your seal holds. Whatever pushed at the rift goes back to waiting for someone less careful.',
    'The rift spits you out half a mile away, smelling of sulphur and embarrassment.',
    [16],
  ),
  dawnspire(
    88,
    'Swordsmanship',
    'Lead the Vanguard into the Reach',
    'The paladins march into the Sundered Reach at dawn, and the vanguard needs a blade at its point.',
    'The vanguard breaks the shadow-host and plants the white banner on the far ridge.',
    'The vanguard is pushed back to the wall. Nobody is lost, but the banner is.',
    [17],
  ),
  dawnspire(
    92,
    'Persuasion',
    'Turn the Fallen Knight',
    'A paladin who went into the Reach a decade ago has come back wearing black, and leads its hounds.',
    'Your words reach the man beneath the black armour. He lays down his sword and weeps.',
    'The fallen knight listens politely, then sets his hounds on you. You run very politely.',
    [18],
  ),
  dawnspire(
    99,
    'Arcane Lore',
    'Rekindle the First Light',
    'The flame the realm was lit from burns in the cathedral crypt, and it is going out.',
    'The First Light roars back to life. For a moment every candle in the realm burns brighter.',
    'The flame gutters and holds, barely. The monks will pray over it for another year.',
    [19],
  ),
];
