import { chain, choice, step } from './chain-helper.ts';
import type { ChainDef } from './chain-types.ts';

/**
 * Chains of each path's third city (Stonewatch, Thornwick, Saltmarsh Harbour): open from level
 * 35, standing tier 3 with their patron.
 */
export const HIGH_CHAINS: readonly ChainDef[] = [
  chain('the-broken-watch', 'The Broken Watch', { cityName: 'Stonewatch', axis: 'good', tier: 3 }, 35, 10, [
    step(
      'A gap in the wall',
      'Captain Hale has lost a tower on the east wall of Stonewatch to a winter landslide. Until it is rebuilt, raiders from the hills can walk in. He needs the masons of Emberpeak, and they do not leave their mountain for anyone.',
      { cityName: 'Stonewatch' },
    ),
    step(
      "The masons' guild",
      "The masons of Emberpeak will come only if someone rides ahead with the guild's fee and a horse for the old master, and rides fast. It takes Horsemanship.",
      { cityName: 'Emberpeak', skill: { name: 'Horsemanship', level: 3 } },
      [
        choice(
          'pay',
          'Pay the fee from your own purse',
          'The old master climbs on your horse, and the masons follow him.',
          'good',
          6,
        ),
        choice('press', "Order them in the Captain's name", 'They come, sullen, and work slowly out of spite.', 'neutral', 4),
      ],
    ),
    step(
      'Raiders at dusk',
      'The raiders come before the last stone is set. Holding the gap with the garrison until it is done takes Swordsmanship.',
      { cityName: 'Stonewatch', skill: { name: 'Swordsmanship', level: 3 } },
    ),
    step(
      'The wall stands',
      'The new tower is finished by torchlight. Captain Hale has your name cut into its lowest stone, where only masons and soldiers will ever see it.',
      { cityName: 'Stonewatch' },
    ),
  ]),
  chain('dunns-inventory', "Dunn's Inventory", { cityName: 'Stonewatch', axis: 'neutral', tier: 3 }, 35, 10, [
    step(
      'Forty swords short',
      'Quartermaster Dunn\'s ledgers say the Stonewatch armoury holds four hundred swords. He counts three hundred and sixty. "Nobody leaves until I know where forty swords went," he says, and nobody does.',
      { cityName: 'Stonewatch' },
    ),
    step(
      'Swords in Thornwick',
      'The swords turn up in a Thornwick tannery, under hides, bought from a soldier who sells to both sides of every quarrel.',
      { cityName: 'Thornwick' },
      [
        choice(
          'return',
          'Bring every sword back to the armoury',
          'Forty swords on a cart, and not one missing. Dunn will be pleased.',
          'neutral',
          6,
        ),
        choice(
          'arm',
          'Leave them for the Thornwick watch, who have none',
          "The Thornwick watch is armed by morning. Dunn's books will never balance.",
          'good',
          5,
        ),
        choice(
          'sell',
          'Sell them on to the highest bidder',
          'The swords go east in the night, and your purse is heavier.',
          'evil',
          6,
        ),
      ],
    ),
    step(
      'The books closed',
      "Dunn writes the last line in his ledger and closes it. Then he writes the soldier's name on a separate page, for the captain.",
      { cityName: 'Stonewatch' },
    ),
  ]),
  chain('crowes-deserters', "Crowe's Deserters", { cityName: 'Stonewatch', axis: 'evil', tier: 3 }, 36, 10, [
    step(
      'A bounty on friends',
      'Sergeant Crowe pays in silver for every deserter brought back to Stonewatch, and asks no questions about their health. Three of them are hiding in the Saltmarsh jail under false names.',
      { cityName: 'Stonewatch' },
    ),
    step(
      'Names behind bars',
      'Inside the Saltmarsh Harbour jail you find the three. One is a boy who ran from his first battle.',
      { cityName: 'Saltmarsh Harbour', jailed: true },
      [
        choice('all', 'Name all three to the jailers', 'The jailers chain all three for the road to Stonewatch.', 'evil', 7),
        choice(
          'two',
          'Name the two old hands and let the boy be',
          'The boy weeps when the others are taken. He knows what you did.',
          'good',
          4,
        ),
      ],
    ),
    step(
      'Paid in silver',
      'Back in Stonewatch Crowe counts the heads and the silver. "Loyalty is a coin," he says, "and you have spent theirs."',
      { cityName: 'Stonewatch', alignment: 'evil' },
    ),
  ]),
  chain('the-reeves-harvest', "The Reeve's Harvest", { cityName: 'Thornwick', axis: 'good', tier: 3 }, 35, 10, [
    step(
      'Blight in the fields',
      "Reeve Marta's wheat is rotting in the fields of Thornwick, and the barns are empty before winter. The herbalists of Mirefen are said to know a cure for blight.",
      { cityName: 'Thornwick' },
    ),
    step(
      'The fen cure',
      'In Mirefen the cure is a moss that eats the blight, and only someone with real Herbalism can tell which moss.',
      { cityName: 'Mirefen', skill: { name: 'Herbalism', level: 3 } },
      [
        choice('share', 'Teach the Mirefen farmers the cure too', "Two towns' harvests are saved instead of one.", 'good', 6),
        choice(
          'keep',
          "Keep the cure Thornwick's secret",
          'Thornwick will sell its grain to Mirefen at a good price this winter.',
          'neutral',
          4,
        ),
      ],
    ),
    step(
      'Bread for winter',
      'The moss works. The barns of Thornwick fill late but full, and Marta sends the first loaf to your door.',
      { cityName: 'Thornwick' },
    ),
  ]),
  chain('joss-and-the-tannery', 'Joss and the Tannery', { cityName: 'Thornwick', axis: 'neutral', tier: 3 }, 35, 10, [
    step(
      'The river complains',
      'Tanner Joss\'s tannery stinks up the river, and the people downstream want it gone. Joss wants to stay. "Find me a way to make both sides quiet," he says.',
      { cityName: 'Thornwick' },
    ),
    step(
      "The alchemist's trick",
      'A Whisperwood alchemist knows how to clean tannery water with charcoal and lime. Proving it works takes Alchemy of your own.',
      { cityName: 'Whisperwood', skill: { name: 'Alchemy', level: 3 } },
      [
        choice(
          'shared',
          'Have Joss and the town share the cost',
          'Neither pays all of it, and both complain equally.',
          'neutral',
          6,
        ),
        choice('joss', 'Make Joss pay for all of it', 'Joss pays, and grumbles, and the river runs clear.', 'good', 4),
      ],
    ),
    step(
      'Clean water',
      'The river runs clear past Thornwick. Joss stays, the town stops shouting, and the fish come back, which nobody asked for.',
      { cityName: 'Thornwick' },
    ),
  ]),
  chain('widow-thornes-will', "Widow Thorne's Will", { cityName: 'Thornwick', axis: 'evil', tier: 3 }, 37, 10, [
    step(
      'An inconvenient heir',
      "Widow Thorne's late husband left his lands to a nephew in Farhaven. The widow has a new will, unsigned, and a seal that is not hers.",
      { cityName: 'Thornwick' },
    ),
    step(
      "The notary's strongbox",
      "The old will is locked in the Thornwick notary's strongbox, and Widow Thorne wants it swapped for the new one. It takes Lockpicking.",
      { cityName: 'Thornwick', skill: { name: 'Lockpicking', level: 3 } },
      [
        choice('swap', 'Swap the wills', 'The forged will lies in the strongbox now, and the true one burns.', 'evil', 8),
        choice(
          'warn',
          'Send the true will to the nephew instead',
          'You post the true will to Farhaven and tell the widow the box was empty.',
          'good',
          5,
        ),
      ],
    ),
    step(
      'The reading',
      'At the reading in Thornwick the widow weeps for her husband, beautifully, and thanks you with her eyes only.',
      { cityName: 'Thornwick' },
    ),
  ]),
  chain('tess-and-the-wreckers', 'Tess and the Wreckers', { cityName: 'Saltmarsh Harbour', axis: 'good', tier: 3 }, 35, 10, [
    step(
      'False lights',
      'Harbourmaster Tess has lost three ships on the rocks in a month. Someone is lighting false beacons on the cliffs to lure them in, then stripping the wrecks.',
      { cityName: 'Saltmarsh Harbour' },
    ),
    step(
      'The cliff path',
      "You climb to the wreckers' beacon on the cliff at night, unseen, which takes Stealth.",
      { cityName: 'Saltmarsh Harbour', skill: { name: 'Stealth', level: 3 } },
      [
        choice(
          'douse',
          'Douse the fire and light the true beacon',
          'The next ship sails in safe, and the wreckers curse the dark.',
          'good',
          6,
        ),
        choice(
          'share',
          'Take a share of the next wreck to keep quiet',
          'You stand on the cliff and watch the ship break.',
          'evil',
          8,
        ),
      ],
    ),
    step(
      'The watch on the cliffs',
      'Tess posts the watch on the cliffs every night after. The wreckers move on down the coast, and the harbour fills with ships again.',
      { cityName: 'Saltmarsh Harbour' },
    ),
  ]),
  chain('vanes-cargo', "Vane's Cargo", { cityName: 'Saltmarsh Harbour', axis: 'evil', tier: 3 }, 36, 10, [
    step(
      'Crates with no name',
      'Smuggler Vane has a hold full of crates that must reach Mirefen without a customs seal. "Don\'t open them," he says. "Just make sure no one else does."',
      { cityName: 'Saltmarsh Harbour' },
    ),
    step(
      'The customs post',
      'At the Mirefen landing a customs officer wants to open a crate. You could talk him out of it with Persuasion, or with a purse.',
      { cityName: 'Mirefen', skill: { name: 'Persuasion', level: 3 } },
      [
        choice('bribe', 'Bribe him', 'He pockets the purse and looks at the sky.', 'evil', 6),
        choice(
          'open',
          'Let him open the crates',
          'The crates hold stolen church silver. The officer seizes it, and Vane will hear.',
          'good',
          6,
        ),
      ],
    ),
    step(
      'Delivery',
      'Back in Saltmarsh Harbour Vane pays you without looking at you. Those who walk his road walk it in the dark.',
      { cityName: 'Saltmarsh Harbour', alignment: 'evil' },
    ),
  ]),
];
