import { deedMaker } from './deed-helper.ts';
import type { ContentDeed } from './types.ts';

const ravenhollow = deedMaker(-1, 'Ravenhollow');
const ravenhollowGood = deedMaker(1, 'Ravenhollow');
const mirefen = deedMaker(-1, 'Mirefen');
const saltmarsh = deedMaker(-1, 'Saltmarsh Harbour');
const saltmarshNeutral = deedMaker(0, 'Saltmarsh Harbour');

/**
 * Local deeds of the evil path's home cities (see `CONTENT_PATHS`): Ravenhollow holds levels
 * 8-24, Mirefen 27-43, Saltmarsh Harbour 46-60. Local rewards are x1.25; most evil deeds risk
 * jail.
 *
 * @example
 * ```ts
 * EVIL_LOCAL_DEEDS[0]?.city; // 'Ravenhollow'
 * ```
 */
export const EVIL_LOCAL_DEEDS: readonly ContentDeed[] = [
  ravenhollow(
    8,
    'Stealth',
    'Rob a Fresh Grave in Raven Barrow',
    'A rich merchant was buried this morning with his rings still on. The ravens are watching.',
    'You slip away before the caretaker wakes, rings jingling. The ravens keep your secret, for now.',
    'The caretaker was not asleep. Neither, it turns out, was the merchant.',
    [3, true],
  ),
  ravenhollow(
    12,
    'Lockpicking',
    "Crack a Bazaar Merchant's Lockbox",
    'A poison-seller in the Black Bazaar keeps his takings in an iron box with a famous lock.',
    'The famous lock surrenders with a sigh. The box is lighter; your purse is not.',
    'The lock was famous for its needle trap. You spend a night in the jail, numb to the elbow.',
    [3, true],
  ),
  ravenhollow(
    16,
    'Alchemy',
    'Brew Poison for the Black Bazaar',
    'The Black Bazaar is short of nightshade tincture, and some of its customers are very impatient.',
    'Your tincture is so clear it passes for water. The bazaar pays double and asks for more.',
    'You sniff your own brew to test it and wake up in a cell with a terrible headache.',
    [4, true],
  ),
  ravenhollowGood(
    18,
    'Herbalism',
    'Feed the Children of the Warrens',
    'Even in Ravenhollow children go hungry, and nobody else in the city will lift a finger.',
    'You cook a cauldron of root stew in the Warrens. For one evening nobody there is hungry.',
    'Your stew is stolen, pot and all, before it even boils. This is Ravenhollow after all.',
    [5],
  ),
  ravenhollow(
    20,
    'Persuasion',
    'Blackmail a Priest of the Pale Moon',
    'A priest of the Pale Moon has been seen where no priest should go. He will pay to keep it quiet.',
    'The priest pays, and blinks for the first time in years. You now own a priest.',
    'The priest blinks, once, and the temple guards seize you. The Pale Moon never forgets.',
    [5, true],
  ),
  ravenhollow(
    24,
    'Swordsmanship',
    'Collect Debts for the Shadowed Hand',
    'The Shadowed Hand is owed money all over the Warrens and would like it back. Forcefully.',
    'Every debtor pays, some in coin and some in apologies. The Hand is pleased with you.',
    'A debtor turns out to be a retired mercenary. You are carried to the jail in a wheelbarrow.',
    [6, true],
  ),
  mirefen(
    27,
    'Alchemy',
    "Brew Hag Wenna's Forbidden Draught",
    'Hag Wenna needs a brew she is forbidden to make herself: the draught that steals a voice.',
    'The draught bubbles black and silent. Somewhere in the fog, a singer will never sing again.',
    'The draught steals your own voice. You spend a day in the cell unable to protest.',
    [6, true],
  ),
  mirefen(
    31,
    'Persuasion',
    'Lure Travellers into the Bog',
    'Merchants cross the fen with heavy purses, and they badly want a guide who knows the way.',
    'You know the way. They do not. Their purses are much lighter when they crawl out.',
    'The merchants have hired a real guide, who knows you by sight and by warrant.',
    [7, true],
  ),
  mirefen(
    35,
    'Arcane Lore',
    'Raise the Drowned Dead',
    'The Drowned Acre is full of bodies, and the smugglers want silent porters who never need paying.',
    'Grey figures climb from the mud and take up the crates. They work hard and complain little.',
    'The dead rise, look at you, and drag you to the town jail themselves.',
    [8, true],
  ),
  mirefen(
    39,
    'Lockpicking',
    'Pick the Witch-Sealed Coffers',
    "The swamp witches keep their coven's gold in coffers sealed with hair, wax and a curse.",
    'The curse slides off your picks like water. The witches will be furious, and poorer.',
    'The curse turns your fingers into frog feet for a day. The watch has no trouble catching you.',
    [9, true],
  ),
  mirefen(
    43,
    'Stealth',
    "Steal the Witch-Queen's Grimoire",
    'The Witch-Queen of Mirefen sleeps beside a grimoire that the Shadowed Hand would pay a fortune for.',
    'You leave with the grimoire and the Witch-Queen is still snoring. The Hand pays in rubies.',
    'The grimoire screams. So does the Witch-Queen. So, shortly after, do you.',
    [10, true],
  ),
  saltmarshNeutral(
    40,
    'Smithing',
    'Refit a Storm-Torn Galleon',
    'A galleon limped into port with a cracked keel, and its captain sails with the morning tide.',
    'Your iron straps hold the keel together. The captain pays in silver and sails on time.',
    'Your rivets pop one by one like corks. The galleon sinks gently at its mooring.',
    [9],
  ),
  saltmarsh(
    46,
    'Persuasion',
    'Bribe the Customs House',
    'A ship full of cargo nobody may name must be unloaded tonight, and the inspectors are awake.',
    'The inspectors discover an urgent need to inspect the far end of the harbour. All night.',
    'The new chief inspector is honest. Nobody warned you there was a new chief inspector.',
    [10, true],
  ),
  saltmarsh(
    50,
    'Lockpicking',
    'Rob the Harbour Exchange',
    'The Harbour Exchange keeps coin from every port in a vault below the tide line.',
    'You are in and out between two tides. The Exchange will be counting its losses for a month.',
    'The tide comes in early. You are rescued, soaked and in irons, by the harbour guard.',
    [11, true],
  ),
  saltmarsh(
    54,
    'Swordsmanship',
    'Turn Pirate on the Tide',
    'A fat merchant galleon rides at anchor outside the harbour, and a crew of cutthroats needs a captain.',
    'You take the galleon without losing a man. The cutthroats toast their new captain until dawn.',
    'The galleon carries marines below decks. Your crew surrenders; you are pushed off the plank.',
    [12, true],
  ),
  saltmarsh(
    57,
    'Alchemy',
    'Set the Warehouses Ablaze',
    'A merchant prince insured his warehouses for twice their worth, and wants them to burn tonight.',
    'The warehouses burn bright and brief. The merchant prince pays, and the insurers weep.',
    'Your firepot fizzles in the damp. The merchant prince claims never to have met you.',
    [12, true],
  ),
  saltmarsh(
    60,
    'Arcane Lore',
    'Sell the Harbour to the Deep Ones',
    'Something vast and drowned rises beneath the piers at every new moon, offering pearls for souls.',
    'The bargain is struck in a language with no vowels. Pearls wash up on the piers by the bucket.',
    'The Deep Ones read the small print better than you do. The harbour guard fishes you out.',
    [13, true],
  ),
];
