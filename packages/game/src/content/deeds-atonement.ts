import { deedMaker } from './deed-helper.ts';
import type { ContentDeed } from './types.ts';

const atoneEvil = deedMaker(-1);
const forswearGood = deedMaker(1);

/**
 * Atonement deeds: NEGATIVE alignment points walk a character back along its path. "Atone"
 * deeds are evil deeds that lower the evil score (so only the evil can do the higher ones);
 * "Forswear" deeds are good deeds that lower the good score. They pay experience but no gold.
 * Without them a committed character could never leave its path (see `alignmentRequirement`
 * in `packages/game/src/deeds.ts`).
 *
 * @example
 * ```ts
 * ATONEMENT_DEEDS.every((d) => d.reward.alignment < 0); // true
 * ```
 */
export const ATONEMENT_DEEDS: readonly ContentDeed[] = [
  atoneEvil(
    4,
    'Stealth',
    'Atone: Return Stolen Goods',
    'You still have a sack of things that are not yours. Putting them back, unseen, would ease a guilty soul.',
    'Every stolen thing finds its way home. Your evil deeds weigh a little less on you.',
    'A shopkeeper catches you returning his candlesticks and accuses you of stealing them.',
    [-3],
  ),
  atoneEvil(
    15,
    'Herbalism',
    'Atone: Tend Those You Have Wronged',
    'Somewhere a merchant still limps from your ambush. Tending his wounds would lift some of the darkness from you.',
    'The merchant never learns who you are, but he walks again. Your evil name fades a little.',
    'The merchant recognises your face and throws a chamber pot at it.',
    [-8],
  ),
  forswearGood(
    12,
    'Persuasion',
    'Forswear: Spare a Sworn Enemy',
    'A thief you swore to bring to justice begs for mercy. Letting him go would loosen the vows that bind you to the good path.',
    'You let the thief walk. The temples frown, and your saintly name grows a shade greyer.',
    'The thief runs before you can decide, and your vows stay exactly as heavy as before.',
    [-6],
  ),
  forswearGood(
    28,
    'Arcane Lore',
    'Forswear: Return Your Holy Token',
    'The temple token you wear marks you as one of the righteous. Giving it back frees you to walk a middle road.',
    'The priest takes the token with a sigh. You feel lighter, and a good deal less holy.',
    'The token will not come off your neck. The priest suggests you are not yet ready.',
    [-14],
  ),
  atoneEvil(
    30,
    'Persuasion',
    'Atone: Confess to the Watch Captain',
    'The watch captain has hunted you for years. A full confession, with the names of your victims, would ease your wicked soul.',
    'The captain listens, writes, and lets you go with a long look. Your evil deeds weigh far less.',
    'You lose your nerve halfway through and confess to a much smaller crime instead.',
    [-15],
  ),
  forswearGood(
    44,
    'Swordsmanship',
    "Forswear: Break Your Paladin's Oath",
    'Your oath to the Temple of the Dawn binds every deed you do. Breaking your sword before the altar would end it.',
    'The blade snaps, the oath breaks, and the path ahead is no longer only white.',
    'The blade will not break. The altar glows, as if the Dawn is not done with you.',
    [-22],
  ),
  atoneEvil(
    45,
    'Arcane Lore',
    'Atone: Break Your Pact with the Dark',
    'The dark pact that made you strong also marks your soul. Unbinding it would walk you back from the abyss.',
    'The pact burns away in cold blue fire. Your soul is your own again, and far less black.',
    'The dark refuses to let go. It whispers that you will be back.',
    [-22],
  ),
  atoneEvil(
    55,
    'Herbalism',
    'Atone: Nurse the Plague Village You Poisoned',
    'A village still sickens from the well you fouled. Living among them until they heal would lift a heavy weight.',
    'The last fever breaks. The villagers never learn who poisoned the well, and you carry less of it.',
    'The sick turn you away at the gate. Some of them remember your face.',
    [-26],
  ),
  forswearGood(
    64,
    'Persuasion',
    'Forswear: Renounce Your Knighthood',
    'The knights of Dawnspire made you one of their own. Returning your spurs before the whole order would set you free.',
    'You lay your spurs on the altar. The order is silent, and your path is your own again.',
    'The grand master refuses your spurs and tells you to sleep on it.',
    [-30],
  ),
  atoneEvil(
    74,
    'Lockpicking',
    'Atone: Return the Treasury Gold',
    'The gold you stole from the crown still sits in your cellar. Putting it back, lock by lock, would undo a great wrong.',
    'The treasury is full again, and the clerks swear it counted itself. Your evil deeds weigh far less.',
    'You are caught breaking in to return the gold, which is very hard to explain.',
    [-34],
  ),
  forswearGood(
    84,
    'Arcane Lore',
    'Forswear: Give Back the Blessing of the Light',
    'The First Light of Dawnspire blessed you. Giving the blessing back to the flame would free you of its duty.',
    'The flame takes back its gift with a sigh. You are only yourself again.',
    'The flame will not take the blessing back. It seems to think you still need it.',
    [-38],
  ),
  atoneEvil(
    96,
    'Persuasion',
    'Atone: Stand Trial Before the Five Crowns',
    'Every crown of the realm has a charge against you. Standing before all five and answering each one would end the old debts.',
    'The five crowns hear every charge and every answer, and let you walk free. The abyss lets you go.',
    'The trial collapses into a shouting match between the crowns. Nobody remembers you were there.',
    [-42],
  ),
];
