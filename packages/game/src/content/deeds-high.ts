import { deedMaker } from './deed-helper.ts';
import type { ContentDeed } from './types.ts';

const good = deedMaker(1);
const neutral = deedMaker(0);
const evil = deedMaker(-1);

/**
 * Everywhere deeds of levels 65-95, one per path at 65, 75, 85 and 95, so a character of the
 * high levels finds work in any city (the far region's cities hold the rest). Good first, then
 * neutral, then evil; the evil ones risk jail.
 *
 * @example
 * ```ts
 * HIGH_DEEDS.map((d) => d.level); // [65, 75, 85, 95, 65, 75, 85, 95, 65, 75, 85, 95]
 * ```
 */
export const HIGH_DEEDS: readonly ContentDeed[] = [
  good(
    65,
    'Swordsmanship',
    'Break the Siege of Stonewatch',
    'An army from beyond the pass has ringed the walls of Stonewatch, and the Wardens cannot hold for long.',
    'You cut through the siege lines at dawn. The army breaks, and the Wardens ring every bell they have.',
    'You are driven back to the gate. The walls hold without you, this time.',
    [14],
  ),
  good(
    75,
    'Herbalism',
    'Stop the Grey Plague',
    'A plague that turns skin to ash spreads along the trade roads, a town a day.',
    'Your cure travels faster than the plague. In a month the roads are safe again.',
    'Your cure works on the rats and not on the people. It is a start.',
    [16],
  ),
  good(
    85,
    'Arcane Lore',
    'Bind the Storm Giant',
    'A storm giant walks the coast, and every step it takes is a gale that sinks a fleet.',
    'The giant kneels, bound by a word it had forgotten. The sea goes flat and bright.',
    'The giant laughs a thunderclap and walks on. You are blown into a hay field two towns away.',
    [17],
  ),
  good(
    95,
    'Persuasion',
    'Unite the Quarrelling Crowns',
    'Five crowns of the realm are a week from war over a border no map agrees on.',
    'By the end of the week the five crowns sign a single treaty and toast each other, stiffly.',
    'The crowns agree only to meet again next year. It is better than a war.',
    [18],
  ),
  neutral(
    65,
    'Archery',
    'Win the Tournament of the Realm',
    'Every archer of renown gathers for the Tournament of the Realm. The prize is gold and a name.',
    'Your last arrow splits the one before it. The crowd chants your name until it is hoarse.',
    'You place fourth. Fourth of a thousand, which is not nothing, but not a prize either.',
    [14],
  ),
  neutral(
    75,
    'Horsemanship',
    'Race the Long Road',
    'Once a decade, riders race from Thornwick to Farhaven and back. Most horses do not finish.',
    'You come back first, on a horse that will be painted on tavern signs for a century.',
    'Your horse decides halfway that it lives in Farhaven now.',
    [16],
  ),
  neutral(
    85,
    'Alchemy',
    'Distil the Elixir of Years',
    'A dying archmage offers a fortune to anyone who can distil the elixir described in his last notebook.',
    'The elixir glows amber in the flask. The archmage drinks, and gets up to dance.',
    "The elixir turns the archmage's hair green and does nothing else. He pays you half, laughing.",
    [17],
  ),
  neutral(
    95,
    'Smithing',
    'Forge the Crown of the Realm',
    'The realm needs a new crown for a new age, and every crown-maker before you has failed the council.',
    'The crown is simple, heavy and perfect. The council is silent for a full minute.',
    'The crown comes out a size too small. The council suggests a smaller king.',
    [18],
  ),
  evil(
    65,
    'Lockpicking',
    'Rob the Royal Treasury',
    'The royal treasury sits under the palace behind eleven locks. Nobody has opened more than nine.',
    'Eleven locks, eleven clicks. The realm will be paying its soldiers in promises this winter.',
    'The tenth lock bites. The palace guard finds you stuck to it at dawn.',
    [14, true],
  ),
  evil(
    75,
    'Persuasion',
    'Start a War for Profit',
    'Two kingdoms are at peace, and a war between them would make a clever broker very rich.',
    'A forged letter, a burnt village, and two kingdoms march. Your warehouses of arrows sell out.',
    "Your forged letter is read by the one clerk who knows the king's hand.",
    [16, true],
  ),
  evil(
    85,
    'Stealth',
    'Steal the Face of a King',
    'With the right mask and the right nerve, a thief could sit on a throne for a week.',
    'You rule for a week, empty the treasury and leave the real king to explain.',
    'The queen notices you are a head shorter. The guards notice next.',
    [17, true],
  ),
  evil(
    95,
    'Arcane Lore',
    'Open the Gate of the Reach',
    'A gate in the Sundered Reach was sealed by the first paladins. What waits behind it pays its openers well.',
    'The gate groans open. Something vast slips out into the world and leaves you a chest of black pearls.',
    'The seal holds, and the paladins of Dawnspire hold you.',
    [18, true],
  ),
];
