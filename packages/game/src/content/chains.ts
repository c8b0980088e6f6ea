import type { ChainDef } from './chain-types.ts';
import { FAR_CHAINS } from './chains-far.ts';
import { HIGH_CHAINS } from './chains-high.ts';
import { NEAR_CHAINS } from './chains-near.ts';
import { ROAD_CHAINS } from './chains-road.ts';

export type { ChainChoice, ChainDef, ChainRequirement, ChainStep } from './chain-types.ts';

/** The first three chains, one per path. */
const FIRST_CHAINS: readonly ChainDef[] = [
  {
    key: 'lantern-of-hearthmere',
    title: 'The Lantern of Hearthmere',
    patron: { cityName: 'Hearthmere', axis: 'good', tier: 2 },
    minLevel: 3,
    rewardDeeds: 8,
    steps: [
      {
        title: 'A cold lamp',
        text: 'Sister Elowen shows you the temple lantern, dark for the first time in a hundred years. Its keeper, old Tam, left for Silverbrook a week ago and never came back. "Find him," she says, "before the city forgets what the light was for."',
        requirement: { cityName: 'Hearthmere' },
      },
      {
        title: 'The ferryman',
        text: 'At the Silverbrook ferry a nervous ferryman admits he took Tam across, then sold word of the old man to men from Ravenhollow. He owes them money and is afraid. Talking him round takes some Persuasion.',
        requirement: { cityName: 'Silverbrook', skill: { name: 'Persuasion', level: 1 } },
        choices: [
          {
            key: 'pay',
            label: "Pay the ferryman's debt",
            outcome: 'You settle his debt. He weeps, and tells you everything he knows.',
            axis: 'good',
            points: 5,
          },
          {
            key: 'threaten',
            label: 'Threaten him until he talks',
            outcome: 'He talks, white-faced, and will not look at you again.',
            axis: 'evil',
            points: 5,
          },
        ],
      },
      {
        title: 'Behind bars',
        text: 'Tam is in the Ravenhollow jail, taken for a debt that is not his. The jailers let a visitor in for an hour if they bring the prisoner bread, and a fellow prisoner could speak to him too. Go to Ravenhollow and visit him.',
        requirement: { cityName: 'Ravenhollow', jailVisit: true },
      },
      {
        title: 'The light returns',
        text: "Through the bars Tam gives you the lantern's wick-key, hidden in his boot. Back in Hearthmere the lantern catches at once, and the square fills with people who had stopped looking up.",
        requirement: { cityName: 'Hearthmere' },
      },
    ],
  },
  {
    key: 'missing-ledger',
    title: 'The Missing Ledger',
    patron: { cityName: 'Saltmarsh Harbour', axis: 'neutral', tier: 2 },
    minLevel: 5,
    rewardDeeds: 10,
    steps: [
      {
        title: 'A page short',
        text: 'Captain Rusk\'s ledger of debts has been stolen from the harbour office: every loan on the coast, and who owes whom. "Whoever holds it holds the harbour," he says. "The thief took the road to Stonewatch."',
        requirement: { cityName: 'Saltmarsh Harbour' },
      },
      {
        title: 'The strongbox',
        text: 'In a Stonewatch barracks you find the ledger locked in a strongbox. Opening it quietly takes Lockpicking. Inside, beside the ledger, is a list of poor families the debts would ruin.',
        requirement: { cityName: 'Stonewatch', skill: { name: 'Lockpicking', level: 1 } },
        choices: [
          {
            key: 'return',
            label: 'Keep the ledger whole for the Captain',
            outcome: 'You close the book untouched. A debt is a debt; the scales stay as they were.',
            axis: 'neutral',
            points: 6,
          },
          {
            key: 'burn',
            label: "Tear out the poor families' pages",
            outcome: 'The pages curl in a barracks stove. Nobody will ever know.',
            axis: 'good',
            points: 6,
          },
          {
            key: 'sell',
            label: 'Copy the pages to sell later',
            outcome: 'You copy every name. Knowledge is gold, and you have plenty now.',
            axis: 'evil',
            points: 6,
          },
        ],
      },
      {
        title: 'The buyer',
        text: 'The thief was only a courier. The buyer waits in Emberpeak, an assayer who trades in secrets and talks only to people of some standing in the world.',
        requirement: { cityName: 'Emberpeak', minLevel: 6 },
      },
      {
        title: 'Accounts settled',
        text: 'With the buyer named and the ledger in hand you return to Saltmarsh Harbour. Rusk weighs the book in his hands and, for once, says nothing about the price.',
        requirement: { cityName: 'Saltmarsh Harbour' },
      },
    ],
  },
  {
    key: 'ashes-of-thornwick',
    title: 'Ashes of Thornwick',
    patron: { cityName: 'Ravenhollow', axis: 'evil', tier: 2 },
    minLevel: 5,
    rewardDeeds: 10,
    steps: [
      {
        title: "The Queen's errand",
        text: 'The Raven Queen wants a rival gone: a Thornwick merchant who sells to her enemies. "Not dead," she says, smiling. "Ruined. Dead men are remembered."',
        requirement: { cityName: 'Ravenhollow' },
      },
      {
        title: 'The warehouse',
        text: "You slip into the merchant's Thornwick warehouse at night. It takes Stealth to get past his dogs. Bales of wool, barrels of oil, and the merchant's children asleep in the loft.",
        requirement: { cityName: 'Thornwick', skill: { name: 'Stealth', level: 1 } },
        choices: [
          {
            key: 'burn',
            label: 'Set the fire anyway',
            outcome: 'The fire takes the warehouse by dawn. You do not stay to see who got out.',
            axis: 'evil',
            points: 8,
          },
          {
            key: 'warn',
            label: 'Wake the children and leave',
            outcome: 'You wake them and go. The Queen will hear you failed her, on purpose.',
            axis: 'good',
            points: 5,
          },
        ],
      },
      {
        title: 'The smugglers',
        text: "The Queen's smugglers in Mirefen must carry word back to her. They trust only those who walk the dark road: your name must be on the evil side of the ledger.",
        requirement: { cityName: 'Mirefen', alignment: 'evil' },
      },
      {
        title: "The Queen's favour",
        text: 'Back in Ravenhollow the Queen hears the news with her eyes closed. "Thornwick will remember this," she says. You are not sure she means it as praise.',
        requirement: { cityName: 'Ravenhollow' },
      },
    ],
  },
];

/**
 * Every chain of the content: one per city and path (three per city), started by that city's
 * patron of the path, unlocked by level and standing tier with the patron, in the order the
 * paths' cities are reached.
 */
export const QUEST_CHAINS: readonly ChainDef[] = [...FIRST_CHAINS, ...NEAR_CHAINS, ...ROAD_CHAINS, ...HIGH_CHAINS, ...FAR_CHAINS];
