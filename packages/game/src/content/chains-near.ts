import { chain, choice, step } from './chain-helper.ts';
import type { ChainDef } from './chain-types.ts';

/**
 * Chains of the three starting cities (Hearthmere, Silverbrook, Ravenhollow) beside the ones in
 * chains.ts: open from level 3, standing tier 2 with their patron.
 */
export const NEAR_CHAINS: readonly ChainDef[] = [
  chain('brannocs-bargain', "Brannoc's Bargain", { cityName: 'Hearthmere', axis: 'neutral', tier: 2 }, 4, 8, [
    step(
      'An order too large',
      'Factor Brannoc has promised the Stonewatch garrison a hundred spearheads by the new moon, and his forge can make forty. "Silverbrook has idle smiths and greedy millers," he says. "Find me the rest at a fair price, and not a copper more."',
      { cityName: 'Hearthmere' },
    ),
    step(
      'The mill-forge',
      'In Silverbrook the only spare forge belongs to Miller Hobb, who quotes you twice what it is worth and smiles while he does it. Haggling him down takes some Persuasion.',
      { cityName: 'Silverbrook', skill: { name: 'Persuasion', level: 1 } },
      [
        choice(
          'fair',
          'Settle on a fair price for both',
          'Hobb grumbles, shakes your hand, and sets his apprentices to work.',
          'neutral',
          5,
        ),
        choice(
          'generous',
          "Pay Hobb's price and let his apprentices keep the extra",
          'The apprentices cheer. Brannoc will not.',
          'good',
          5,
        ),
        choice(
          'squeeze',
          'Threaten to tell the guild about his flour scales',
          'Hobb goes pale and agrees to half. He will remember your face.',
          'evil',
          5,
        ),
      ],
    ),
    step(
      'Delivered on time',
      'The spearheads reach Hearthmere the night before the new moon. Brannoc counts every one twice, pays you, and for once the forge falls quiet.',
      { cityName: 'Hearthmere' },
    ),
  ]),
  chain('mags-debtors', "Old Mag's Debtors", { cityName: 'Hearthmere', axis: 'evil', tier: 2 }, 4, 8, [
    step(
      'The little black book',
      'Old Mag Sable lends money to people the Counting House turns away, and she never forgets a name. "Three of them ran to Ravenhollow," she rasps. "Bring back what they owe, or bring back something of theirs."',
      { cityName: 'Hearthmere' },
    ),
    step(
      'A knock in Ravenhollow',
      "The first debtor is a widow mending nets by a cold hearth. She has nothing but her late husband's silver ring, and her children watch you from the stairs.",
      { cityName: 'Ravenhollow' },
      [
        choice('ring', 'Take the ring', 'She pulls it off without a word. It is still warm in your hand.', 'evil', 6),
        choice('forgive', 'Tell Mag she could not be found', 'You leave her the ring and take the lie home with you.', 'good', 4),
      ],
    ),
    step(
      'The one who hid',
      'The last debtor hid where no collector goes: the Ravenhollow jail, on a charge he confessed to himself. You will have to get yourself locked in beside him.',
      { cityName: 'Ravenhollow', jailed: true },
    ),
    step(
      'Square with Mag',
      'Back in Hearthmere Mag turns your takings over in her crooked fingers and writes three names out of the book. "You have a collector\'s eyes," she says. It is not meant kindly.',
      { cityName: 'Hearthmere' },
    ),
  ]),
  chain('the-drowned-bell', 'The Drowned Bell', { cityName: 'Silverbrook', axis: 'good', tier: 2 }, 3, 8, [
    step(
      'Silent water',
      'The river bell of Silverbrook rang at every flood for two hundred years, until a storm tore it from its post. Warden Ilse asks you to raise it before the spring rains come down from the hills.',
      { cityName: 'Silverbrook' },
    ),
    step(
      'The reeds of Hearthmere',
      "Rope and timber for the lift come cheapest in Hearthmere, where a carter offers to sell you a load that plainly fell off another carter's wagon.",
      { cityName: 'Hearthmere' },
      [
        choice('honest', 'Buy honest rope at the market', 'It costs more and smells of tar, and you sleep well.', 'good', 5),
        choice('cheap', 'Take the stolen load', 'The rope is good. The carter laughs as you leave.', 'evil', 5),
      ],
    ),
    step(
      'Rung again',
      'With the whole ferry crew hauling, the bell comes up green and dripping and is hung at the crossing. Its first note rolls down the river, and somewhere downstream a child claps.',
      { cityName: 'Silverbrook' },
    ),
  ]),
  chain('hobbs-flour', "Hobb's Missing Flour", { cityName: 'Silverbrook', axis: 'neutral', tier: 2 }, 3, 8, [
    step(
      'Light sacks',
      'Every sack leaving Miller Hobb\'s mill weighs a pound short by the time it reaches market, and the bakers blame him. "Somebody between here and there is skimming," he says. "Find out who."',
      { cityName: 'Silverbrook' },
    ),
    step(
      'The night wagon',
      'You follow the flour wagon at night, unseen, which takes some Stealth. At a bend in the road the driver fills a hidden sack from every one he carries, then sells it to a Ravenhollow baker.',
      { cityName: 'Silverbrook', skill: { name: 'Stealth', level: 1 } },
      [
        choice('report', 'Report the driver to the Warden', 'The Warden takes it from there. The law is the law.', 'neutral', 5),
        choice('warn', 'Warn the driver and let him quit quietly', 'He has six children and a bad leg. He quits.', 'good', 4),
        choice('cut', 'Demand a cut to keep quiet', 'The driver pays you every week from then on.', 'evil', 6),
      ],
    ),
    step(
      'Full weight',
      'The sacks reach market full again. Hobb weighs one himself in front of the bakers, twice, and charges them a little more for their doubts.',
      { cityName: 'Silverbrook' },
    ),
  ]),
  chain('quills-counterfeit', "Quill's Counterfeit", { cityName: 'Silverbrook', axis: 'evil', tier: 2 }, 4, 8, [
    step(
      'Fresh coin',
      'Quill the Fence has a chest of silver coins so new they still smell of the mould. "Good money spends anywhere," he says. "Spend these in Hearthmere, where nobody looks."',
      { cityName: 'Silverbrook' },
    ),
    step(
      'Crossroads Market',
      'At the Crossroads Market a spice seller bites your coin, frowns, and bites it again. The watch is two stalls away.',
      { cityName: 'Hearthmere' },
      [
        choice(
          'bluff',
          'Bluff it out and buy the whole stall',
          "He takes the coin. By evening half the market holds Quill's silver.",
          'evil',
          6,
        ),
        choice(
          'confess',
          'Hand the coins to the watch',
          'The watch captain thanks you and asks where you got them. You tell him.',
          'good',
          6,
        ),
      ],
    ),
    step(
      'Paid in kind',
      'Back in Silverbrook Quill counts what you bring and pays you in coin that rings true, mostly. "Never spend your own work," he says.',
      { cityName: 'Silverbrook' },
    ),
  ]),
  chain('the-gravedigger-saint', 'The Gravedigger Saint', { cityName: 'Ravenhollow', axis: 'good', tier: 2 }, 5, 9, [
    step(
      'Unmarked graves',
      'Brother Aldous buries the prisoners nobody claims, and lately there are too many. "The jailers are selling men to the mines," he whispers. "I need to hear it from a prisoner."',
      { cityName: 'Ravenhollow' },
    ),
    step(
      'Inside the walls',
      'Brother Aldous takes you into the Ravenhollow jail as his helper, carrying the dead out at night. Only from inside its walls, as his helper or as a prisoner, can you hear the names the jailers call, and the names that never come back.',
      { cityName: 'Ravenhollow', jailVisit: true },
    ),
    step(
      'The mine road',
      'The road to the mines runs through Mirefen. A guard there has the list of names sold, and a price for it.',
      { cityName: 'Mirefen' },
      [
        choice('buy', 'Pay the guard for the list', 'He counts your gold twice. The list is true.', 'neutral', 4),
        choice(
          'free',
          'Break the chain on the next wagon instead',
          'Six men run into the fens. The guard swears at your back.',
          'good',
          7,
        ),
      ],
    ),
    step(
      'Names read aloud',
      'Brother Aldous reads every name from the temple steps in Ravenhollow. Nobody dares stop him, and for a while no wagon leaves for the mines.',
      { cityName: 'Ravenhollow' },
    ),
  ]),
  chain('the-sextons-key', "The Sexton's Key", { cityName: 'Ravenhollow', axis: 'neutral', tier: 2 }, 5, 9, [
    step(
      'A key gone missing',
      'Sexton Grey keeps the key to the Ravenhollow crypt, where the great families are buried with their rings on. The key is gone, and the families will blame him.',
      { cityName: 'Ravenhollow' },
    ),
    step(
      'A lock remade',
      'Whoever took the key has a copy by now. The only cure is a new lock, and fitting one to a crypt door a century old takes Lockpicking.',
      { cityName: 'Ravenhollow', skill: { name: 'Lockpicking', level: 1 } },
      [
        choice(
          'seal',
          'Fit the lock and give the only key to Grey',
          "The crypt is the Sexton's again, and nobody else's.",
          'neutral',
          5,
        ),
        choice('spare', 'Keep a key of your own', 'A small cold key sits in your pocket. You tell no one.', 'evil', 5),
      ],
    ),
    step(
      'Quiet again',
      'Grey walks the crypt with a lamp and finds every ring where it was. "The dead keep their accounts," he says, "and now so do I."',
      { cityName: 'Ravenhollow' },
    ),
  ]),
];
