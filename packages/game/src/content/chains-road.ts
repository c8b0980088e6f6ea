import { chain, choice, step } from './chain-helper.ts';
import type { ChainDef } from './chain-types.ts';

/** Chains of each path's second city (Emberpeak, Whisperwood, Mirefen): open from level 15. */
export const ROAD_CHAINS: readonly ChainDef[] = [
  chain('marens-anvil', "Maren's Anvil", { cityName: 'Emberpeak', axis: 'good', tier: 2 }, 15, 9, [
    step(
      'A cracked anvil',
      'Smith Maren forges the tools every miner of Emberpeak depends on, and her great anvil has split down the middle. Star-iron to mend it lies only in the old Stonewatch armoury.',
      { cityName: 'Emberpeak' },
    ),
    step(
      'The armoury',
      'The Stonewatch quartermaster will part with star-iron only to someone who can work it, and watches you at the forge to be sure. It takes Smithing.',
      { cityName: 'Stonewatch', skill: { name: 'Smithing', level: 2 } },
      [
        choice(
          'trade',
          'Trade a fair week of forge work for it',
          'You sweat a week at the barracks forge and leave with the iron and calloused hands.',
          'neutral',
          5,
        ),
        choice('gift', 'Forge the garrison free horseshoes as well', 'The cavalry rides on your shoes all winter.', 'good', 6),
      ],
    ),
    step(
      'Ringing true',
      'Maren welds the anvil with the star-iron and strikes it once. The note rings across Emberpeak, and the miners at the pithead stop to listen.',
      { cityName: 'Emberpeak' },
    ),
  ]),
  chain('kells-assay', "Kell's False Assay", { cityName: 'Emberpeak', axis: 'neutral', tier: 2 }, 15, 9, [
    step(
      'Light gold',
      'Assayer Kell stamps the purity of every ingot that leaves Emberpeak. Lately the Silverbrook banks send his ingots back, saying they are light. "Someone is shaving my gold after I stamp it," he says.',
      { cityName: 'Emberpeak' },
    ),
    step(
      'At the scales',
      "In Silverbrook you weigh the ingots yourself, and read the acids the bankers use, which takes some Alchemy. The ingots are true; it is the bankers' acid that lies.",
      { cityName: 'Silverbrook', skill: { name: 'Alchemy', level: 2 } },
      [
        choice(
          'expose',
          'Show the guild the tainted acid',
          'The guild fines the bank, and the bank pays without a word.',
          'neutral',
          6,
        ),
        choice(
          'blackmail',
          'Let the bankers buy your silence',
          'They pay you well, and Kell never learns why his ingots stop coming back.',
          'evil',
          6,
        ),
      ],
    ),
    step(
      'The seal restored',
      'Kell hangs his stamp back on its hook in Emberpeak. "Numbers do not lie," he says, "but the men who read them do."',
      { cityName: 'Emberpeak' },
    ),
  ]),
  chain('the-ash-mans-price', "The Ash Man's Price", { cityName: 'Emberpeak', axis: 'evil', tier: 2 }, 16, 9, [
    step(
      'Smoke from the pits',
      'The Ash Man owns the slag heaps of Emberpeak and everyone who sleeps on them. A mine foreman has stopped paying him. "Remind him," says the Ash Man, "in a way the other foremen will see."',
      { cityName: 'Emberpeak' },
    ),
    step(
      "The foreman's tunnel",
      "The foreman's shaft runs under the town. A charge of powder in the right place would close it for a month, and brewing powder takes Alchemy.",
      { cityName: 'Emberpeak', skill: { name: 'Alchemy', level: 2 } },
      [
        choice(
          'blast',
          'Blow the shaft at the change of shift',
          "The shaft roars shut. Everyone in Emberpeak hears the Ash Man's reminder.",
          'evil',
          8,
        ),
        choice(
          'empty',
          'Blow it at midnight when it is empty',
          'The shaft falls in on nobody. The Ash Man does not need to know that.',
          'neutral',
          5,
        ),
      ],
    ),
    step(
      'The mark of ash',
      "In Mirefen the Ash Man's partners count the foreman's debt paid at last. They trust only those who walk the dark road.",
      { cityName: 'Mirefen', alignment: 'evil' },
    ),
    step(
      'Soot on your hands',
      'Back in Emberpeak the Ash Man draws a line of soot across your palm. "Now everyone who matters knows you are mine to call on."',
      { cityName: 'Emberpeak' },
    ),
  ]),
  chain('the-white-stag', 'The White Stag', { cityName: 'Whisperwood', axis: 'good', tier: 2 }, 15, 9, [
    step(
      'Tracks in the frost',
      'Ranger Fenn has found the tracks of the white stag of Whisperwood, and the tracks of the hunters following it. "Kill the stag and the forest sickens," he says. "That is what the old songs say, and I believe them."',
      { cityName: 'Whisperwood' },
    ),
    step(
      "The hunters' camp",
      'The hunters camp deep in the wood, with arrows for the stag and a buyer in Thornwick. Getting close without the dogs knowing takes Archery enough to be sure of your shots.',
      { cityName: 'Whisperwood', skill: { name: 'Archery', level: 2 } },
      [
        choice(
          'scatter',
          'Shoot their bowstrings and scare them off',
          'The hunters flee with slack bows and wild tales of a ghost archer.',
          'good',
          6,
        ),
        choice(
          'join',
          "Take the buyer's gold yourself and lead them off",
          'You lead the hunters in circles for a day and keep their silver.',
          'neutral',
          4,
        ),
      ],
    ),
    step(
      'The buyer in Thornwick',
      "The Thornwick buyer wanted the antlers for a lord's hall. Told the stag is gone for good, he shrugs and buys a stuffed boar instead.",
      { cityName: 'Thornwick' },
    ),
    step(
      'The wood breathes',
      'Back in Whisperwood Fenn shows you fresh tracks at dawn, white hairs on a thornbush. The stag walks on.',
      { cityName: 'Whisperwood' },
    ),
  ]),
  chain('lisbets-trapline', "Lisbet's Trapline", { cityName: 'Whisperwood', axis: 'neutral', tier: 2 }, 15, 9, [
    step(
      'Sprung and empty',
      'Trapper Lisbet\'s traps are sprung each night and emptied before she comes. "Wolves don\'t close the gate behind them," she says. "Somebody is poaching my line."',
      { cityName: 'Whisperwood' },
    ),
    step(
      'A thief in furs',
      'You lie in the snow by the traps all night, which takes Stealth, and catch a thin boy from Hearthmere taking the hares.',
      { cityName: 'Whisperwood', skill: { name: 'Stealth', level: 2 } },
      [
        choice(
          'work',
          'Make him work off the hares on her line',
          'He learns to set a snare by the end of the week.',
          'neutral',
          5,
        ),
        choice(
          'feed',
          'Give him your own rations and send him home',
          'He runs home with a full belly and a story about a kind stranger.',
          'good',
          5,
        ),
        choice('beat', 'Make an example of him', 'He never comes back. Neither does anyone else.', 'evil', 5),
      ],
    ),
    step(
      'A full line',
      'Lisbet\'s traps hold again. She pays you in good pelts, and says only, "The wood keeps its own books."',
      { cityName: 'Whisperwood' },
    ),
  ]),
  chain('the-hollow-voice', 'What the Hollow Voice Wants', { cityName: 'Whisperwood', axis: 'evil', tier: 2 }, 17, 9, [
    step(
      'A voice in the oak',
      'In the hollow oak at the heart of Whisperwood something speaks to those who listen too long. It wants a book of names kept in the Inkwell Archive of Hearthmere.',
      { cityName: 'Whisperwood' },
    ),
    step(
      'The Inkwell Archive',
      'The book is chained in the Inkwell Archive of Hearthmere, and its runes warn off thieves. Reading them takes Arcane Lore.',
      { cityName: 'Hearthmere', skill: { name: 'Arcane Lore', level: 2 } },
      [
        choice(
          'steal',
          'Break the chain and take the book',
          'The archive cat hisses as you go, and the runes go dark.',
          'evil',
          7,
        ),
        choice(
          'copy',
          'Copy only the page it asked for',
          'One page, copied by candlelight. The book stays chained.',
          'neutral',
          4,
        ),
      ],
    ),
    step(
      'Spoken into the oak',
      'You read the names into the hollow oak. The voice is quiet for a long while, then thanks you by name, which you never told it.',
      { cityName: 'Whisperwood' },
    ),
  ]),
  chain('wyns-fever', "Wyn's Marsh Fever", { cityName: 'Mirefen', axis: 'good', tier: 2 }, 15, 9, [
    step(
      'Fever on the stilts',
      'Marsh fever is spreading through the stilt houses of Mirefen, and Healer Wyn has run out of feverbark. It grows in Whisperwood, in the damp under the oldest trees.',
      { cityName: 'Mirefen' },
    ),
    step(
      'Under the old trees',
      'Telling feverbark from the deadly look-alike beside it takes Herbalism.',
      { cityName: 'Whisperwood', skill: { name: 'Herbalism', level: 2 } },
      [
        choice(
          'all',
          'Carry back all you can for the poor houses first',
          'Your pack is heavy, and the poorest houses are dosed first.',
          'good',
          6,
        ),
        choice(
          'sell',
          'Keep some back to sell in the market',
          'There is enough for the sick, nearly. The rest sells dear.',
          'evil',
          5,
        ),
      ],
    ),
    step(
      'The fever breaks',
      'Wyn boils the bark day and night. By the end of the week the stilt houses are quiet, and people sleep.',
      { cityName: 'Mirefen' },
    ),
  ]),
  chain('osks-crossing', "Osk's Last Crossing", { cityName: 'Mirefen', axis: 'neutral', tier: 2 }, 15, 9, [
    step(
      'A sunk ferry',
      "Ferryman Osk's punt has been holed, and without it nobody crosses the fen. He knows who did it: Smuggler Vane's men, who want the crossing for themselves.",
      { cityName: 'Mirefen' },
    ),
    step(
      'The harbour',
      'Vane sits in Saltmarsh Harbour and deals only with people who know how to talk. It takes Persuasion to get a hearing.',
      { cityName: 'Saltmarsh Harbour', skill: { name: 'Persuasion', level: 2 } },
      [
        choice(
          'split',
          'Broker a toll both men share',
          'Vane gets his toll, Osk gets his crossing, and neither is happy. That is a fair deal.',
          'neutral',
          6,
        ),
        choice(
          'sell-out',
          "Sell Vane the crossing behind Osk's back",
          'Vane pays in gold. Osk will learn of it soon.',
          'evil',
          6,
        ),
      ],
    ),
    step(
      'A new punt',
      'Back in Mirefen Osk poles a new punt across the black water, and the first crossing is free for anyone with the nerve.',
      { cityName: 'Mirefen' },
    ),
  ]),
  chain('hesks-bargain', "Hesk's Bargain", { cityName: 'Mirefen', axis: 'evil', tier: 2 }, 16, 9, [
    step(
      "The witch's price",
      'Bog-Witch Hesk wants a prisoner\'s last breath in a bottle, for a curse she will not name. "The Ravenhollow jail is full of breath nobody will miss."',
      { cityName: 'Mirefen' },
    ),
    step(
      'A breath in Ravenhollow',
      'Inside the Ravenhollow jail an old forger is dying in the corner. He knows what the bottle is for.',
      { cityName: 'Ravenhollow', jailed: true },
      [
        choice('take', 'Wait beside him with the bottle', 'He dies at dawn. The bottle fogs and stays fogged.', 'evil', 8),
        choice(
          'comfort',
          'Sit with him and let his breath go free',
          'He dies holding your hand. You fill the bottle with your own breath instead.',
          'good',
          5,
        ),
      ],
    ),
    step(
      'The curse set',
      'In Mirefen Hesk uncorks the bottle and breathes in. If the breath is not what she asked for, she says nothing of it.',
      { cityName: 'Mirefen', alignment: 'evil' },
    ),
  ]),
];
