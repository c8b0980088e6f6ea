import { chain, choice, step } from './chain-helper.ts';
import type { ChainDef } from './chain-types.ts';

/**
 * Chains of the far region beyond the eastern pass (Dawnspire, Farhaven, Cinderhold): open from
 * level 65, standing tier 3 with their patron.
 */
export const FAR_CHAINS: readonly ChainDef[] = [
  chain('the-dawn-relic', 'The Dawn Relic', { cityName: 'Dawnspire', axis: 'good', tier: 3 }, 65, 12, [
    step(
      'An empty reliquary',
      'The sunstone of Dawnspire, which lights the cathedral at every dawn, has been stolen from its reliquary. High Cleric Aurel believes it was carried over the pass to Cinderhold.',
      { cityName: 'Dawnspire' },
    ),
    step(
      'The Cinder Market',
      'In the Cinder Market the sunstone sits on a velvet cloth, guarded by wards only Arcane Lore can read.',
      { cityName: 'Cinderhold', skill: { name: 'Arcane Lore', level: 4 } },
      [
        choice(
          'take',
          'Break the wards and take it back',
          'The wards scream as they break, and you run with the stone under your cloak.',
          'good',
          6,
        ),
        choice(
          'buy',
          'Buy it back at the asking price',
          'The price is a fortune, and the thief is paid for his theft.',
          'neutral',
          5,
        ),
      ],
    ),
    step('The pass at night', "Cinderhold's riders follow you to the pass. Outrunning them in the dark takes Horsemanship.", {
      cityName: 'Farhaven',
      skill: { name: 'Horsemanship', level: 4 },
    }),
    step(
      'Dawn again',
      'Aurel sets the sunstone back in its place before morning. At dawn the cathedral of Dawnspire blazes gold, and the faithful who had stopped coming come back.',
      { cityName: 'Dawnspire', alignment: 'good' },
    ),
  ]),
  chain('pells-lost-chapter', "Pell's Lost Chapter", { cityName: 'Dawnspire', axis: 'neutral', tier: 3 }, 65, 12, [
    step(
      'A torn history',
      "Archivist Pell's history of the realm is missing its last chapter, torn out a century ago. A copy is said to survive in Farhaven, in a trader's strongroom.",
      { cityName: 'Dawnspire' },
    ),
    step(
      'The strongroom',
      'Trader Sefu will let you read the chapter but not take it. What it tells is not flattering to the cathedral.',
      { cityName: 'Farhaven' },
      [
        choice('whole', 'Copy it word for word', 'Every unflattering word, copied. History is what happened.', 'neutral', 6),
        choice('soften', 'Leave out what would shame the cathedral', 'A kinder history, and a little less true.', 'good', 4),
        choice('sell', 'Sell the secret to the Pale Scholar', 'The Pale Scholar pays in rare books and a thin smile.', 'evil', 6),
      ],
    ),
    step(
      'Bound in leather',
      'Pell binds the chapter into the history of Dawnspire and sets it on the shelf. "Now it ends," he says, "and now it can go on."',
      { cityName: 'Dawnspire' },
    ),
  ]),
  chain('the-pale-experiment', 'The Pale Experiment', { cityName: 'Dawnspire', axis: 'evil', tier: 3 }, 67, 12, [
    step(
      "A scholar's question",
      'The Pale Scholar wants to know whether a man can live without fear. He needs a subject, and the Cinderhold jail has many.',
      { cityName: 'Dawnspire' },
    ),
    step(
      'The subject',
      'Inside the Cinderhold jail you find a prisoner who volunteers for anything that gets him out. He does not know what he volunteers for.',
      { cityName: 'Cinderhold', jailed: true },
      [
        choice('deliver', 'Deliver him to the Scholar', 'He walks out of the jail beside you, grateful.', 'evil', 8),
        choice('tell', 'Tell him what awaits him', 'He goes back to his cell. He would rather rot than be studied.', 'good', 5),
      ],
    ),
    step(
      'Notes in a pale hand',
      'Back in Dawnspire the Scholar writes in a neat pale hand. He does not tell you the answer to his question, and you do not ask.',
      { cityName: 'Dawnspire', alignment: 'evil' },
    ),
  ]),
  chain('oonas-lamps', "Oona's Lamps", { cityName: 'Farhaven', axis: 'good', tier: 3 }, 65, 12, [
    step(
      'The dark quarter',
      "Lamplighter Oona lights the lamps of Farhaven's poorest quarter every night, and every night someone breaks them. In the dark, the Cutpurse King's men work undisturbed.",
      { cityName: 'Farhaven' },
    ),
    step(
      'Glass from Dawnspire',
      'The glassblowers of Dawnspire make lamp glass that does not break. They sell it to the temples, and to anyone who asks them kindly, with Persuasion.',
      { cityName: 'Dawnspire', skill: { name: 'Persuasion', level: 4 } },
    ),
    step(
      'The night the lamps stayed lit',
      "The Cutpurse King's men come with stones, and the glass does not break. One of them is a boy of twelve.",
      { cityName: 'Farhaven' },
      [
        choice(
          'mercy',
          'Give the boy a job lighting lamps',
          'He lights lamps for Oona now, and brings her news of the King.',
          'good',
          6,
        ),
        choice('watch', 'Hand them all to the watch', 'The watch takes them all. The quarter stays lit.', 'neutral', 5),
      ],
    ),
  ]),
  chain('sefus-caravan', "Sefu's Caravan", { cityName: 'Farhaven', axis: 'neutral', tier: 3 }, 65, 12, [
    step(
      'A caravan overdue',
      'Trader Sefu\'s spice caravan is a week late from Cinderhold, and his rivals are already selling his customers cheaper pepper. "Find it," he says, "and bring it home in one piece."',
      { cityName: 'Farhaven' },
    ),
    step(
      'Held at the gate',
      "The caravan is held at the Cinderhold gate by Lady Cinder's tax collectors, who want a third of the spice.",
      { cityName: 'Cinderhold' },
      [
        choice(
          'pay',
          'Pay the tax as the law asks',
          'A third of the spice stays in Cinderhold, and the rest rolls on.',
          'neutral',
          6,
        ),
        choice(
          'smuggle',
          'Slip the caravan out by night',
          "The caravan leaves with every sack, and Lady Cinder's men sleep.",
          'evil',
          5,
        ),
      ],
    ),
    step(
      'Pepper in the market',
      "Sefu's stalls in Farhaven are full again by market day. His rivals cut their prices, and he cuts his by one copper less.",
      { cityName: 'Farhaven' },
    ),
  ]),
  chain('the-cutpurse-crown', 'The Cutpurse Crown', { cityName: 'Farhaven', axis: 'evil', tier: 3 }, 66, 12, [
    step(
      'A crown of stolen rings',
      "Cutpurse King Rook wears a crown made of every ring his thieves have taken. He wants one more: the signet of Farhaven's mayor.",
      { cityName: 'Farhaven' },
    ),
    step(
      "The mayor's hand",
      'The mayor wears his signet even at dinner. Taking it from his finger without him noticing takes Stealth of a high order.',
      { cityName: 'Farhaven', skill: { name: 'Stealth', level: 4 } },
      [
        choice('take', 'Take the signet', 'It slides off with the butter, and the mayor never feels it go.', 'evil', 7),
        choice(
          'fake',
          'Give Rook a copy and return the real one',
          'A fine copy, cut in Cinderhold. The mayor keeps his seal.',
          'neutral',
          5,
        ),
      ],
    ),
    step(
      'One more ring',
      'Rook sets the ring in his crown and wears it to the tavern. Those who walk his road bow when he enters.',
      { cityName: 'Farhaven', alignment: 'evil' },
    ),
  ]),
  chain('varros-penance', "Varro's Penance", { cityName: 'Cinderhold', axis: 'good', tier: 3 }, 65, 12, [
    step(
      'A sword laid down',
      "Penitent Varro was once Lady Cinder's captain. Now he begs forgiveness from the families of those he killed, and one family lives in Stonewatch.",
      { cityName: 'Cinderhold' },
    ),
    step(
      'The Stonewatch widow',
      "The widow in Stonewatch listens to Varro's letter, then asks you what kind of man he is now.",
      { cityName: 'Stonewatch' },
      [
        choice(
          'truth',
          'Tell her he is truly changed',
          'She folds the letter and keeps it. She does not forgive him, but she keeps it.',
          'good',
          6,
        ),
        choice('lie', 'Tell her he is the same as ever', 'She burns the letter in front of you.', 'evil', 6),
      ],
    ),
    step(
      'The ash pits',
      "Varro prays in the ash pits of Cinderhold for those he sent there. It takes Swordsmanship to keep Lady Cinder's men from ending his prayers.",
      { cityName: 'Cinderhold', skill: { name: 'Swordsmanship', level: 4 } },
    ),
    step(
      'Penance done',
      'Varro lays down his old sword on the temple steps of Cinderhold and walks away without it. Nobody takes it.',
      { cityName: 'Cinderhold', alignment: 'good' },
    ),
  ]),
  chain('ulms-masterwork', "Ulm's Masterwork", { cityName: 'Cinderhold', axis: 'neutral', tier: 3 }, 65, 12, [
    step(
      'A blade for a queen',
      'Forgemaster Ulm has been asked to forge a sword for Lady Cinder. He needs ore from Emberpeak, and he needs someone to carry it who will not sell it on the way.',
      { cityName: 'Cinderhold' },
    ),
    step(
      'Emberpeak ore',
      'The best ore in Emberpeak is chosen by smiths who know it. You will need real Smithing.',
      { cityName: 'Emberpeak', skill: { name: 'Smithing', level: 4 } },
      [
        choice(
          'best',
          'Bring Ulm the best ore there is',
          'The ore glows blue in the firelight. It will make a fine blade for anyone.',
          'neutral',
          6,
        ),
        choice(
          'flawed',
          'Bring ore with a hidden flaw',
          "A blade from this ore will break at the worst moment. Lady Cinder's worst moment.",
          'good',
          5,
        ),
      ],
    ),
    step(
      'The masterwork',
      'Ulm forges the sword in one night in Cinderhold. He holds it up, and the Slag Forge falls silent. "It is a sword," he says. "What it does is not my business."',
      { cityName: 'Cinderhold' },
    ),
  ]),
  chain('lady-cinders-court', "Lady Cinder's Court", { cityName: 'Cinderhold', axis: 'evil', tier: 3 }, 68, 12, [
    step(
      'An invitation',
      'Lady Cinder holds court in the Ashen Court of Cinderhold, and there is a rival at her table: a lord from Dawnspire who smiles too much. "Find out what he wants," she says.',
      { cityName: 'Cinderhold' },
    ),
    step(
      "The lord's letters",
      "The lord's letters lie in his rooms in Dawnspire, sealed with wards only Arcane Lore can open.",
      { cityName: 'Dawnspire', skill: { name: 'Arcane Lore', level: 4 } },
      [
        choice('forge', 'Add a forged letter of treason', 'One more letter in his box, in his own hand, almost.', 'evil', 8),
        choice('read', 'Read them and report only what they say', 'He wants trade, nothing more. You tell her so.', 'neutral', 5),
      ],
    ),
    step(
      'The court decides',
      'At the Ashen Court Lady Cinder hears your report with a small smile. The Dawnspire lord leaves Cinderhold that night, or does not.',
      { cityName: 'Cinderhold', alignment: 'evil' },
    ),
  ]),
];
