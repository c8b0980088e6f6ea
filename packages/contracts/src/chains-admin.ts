import { z } from 'zod';
import { PatronAxisSchema } from './quests.ts';
import { storableText } from './text.ts';

export const QUEST_CHAIN_TEXT_MAX = { title: 120, text: 2000, label: 120, outcome: 500 } as const;

const text = (label: string, max: number) =>
  storableText(label)
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

const whole = (label: string, min: number, max: number) => {
  const error = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** What a step takes: a city (its jail with `jailed`, held; a visit to its jail with `jailVisit`, free or held), and optionally a level, a trained skill and an alignment's sign. */
export const ChainRequirementSchema = z.object({
  cityName: text('City', 100),
  minLevel: whole('Step level', 1, 100).optional(),
  skill: z.object({ name: text('Skill', 100), level: whole('Skill level', 1, 100) }).optional(),
  jailed: z.boolean({ error: 'Jailed must be true or false.' }).optional(),
  jailVisit: z.boolean({ error: 'Jail visit must be true or false.' }).optional(),
  alignment: z.enum(['good', 'evil'], { error: 'Alignment must be good or evil.' }).optional(),
});

/** A choice of a step: its key is fixed (a character's choice is stored by it); the rest staff edit. */
export const ChainChoiceSchema = z.object({
  key: storableText('Choice key').max(60, { error: 'Choice key must be at most 60 characters.' }),
  label: text('Choice', QUEST_CHAIN_TEXT_MAX.label),
  outcome: text('Outcome', QUEST_CHAIN_TEXT_MAX.outcome),
  axis: PatronAxisSchema,
  points: whole('Points', 1, 20),
});

export const ChainStepSchema = z.object({
  title: text('Step title', QUEST_CHAIN_TEXT_MAX.title),
  text: text('Step text', QUEST_CHAIN_TEXT_MAX.text),
  requirement: ChainRequirementSchema,
  choices: z.array(ChainChoiceSchema).max(3, { error: 'A step has at most 3 choices.' }).optional(),
});
export type AdminChainStep = z.infer<typeof ChainStepSchema>;

/**
 * A quest chain as Manage Quests shows it (docs/quests.md, "Manage Quests"). `key`, the patron's
 * city and alignment, the number of steps and the choices' keys are fixed: characters' places in
 * chains are stored by them.
 *
 * @example
 * const c: AdminQuestChain = { id: '3f0c…', key: 'brannocs-bargain', title: "Brannoc's Bargain",
 *   patron: { cityName: 'Hearthmere', axis: 'neutral', tier: 2 }, minLevel: 4, rewardDeeds: 8,
 *   steps: [{ title: 'An order too large', text: '…', requirement: { cityName: 'Hearthmere' } }], edited: false };
 */
export const AdminQuestChainSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  title: z.string(),
  patron: z.object({ cityName: z.string(), axis: PatronAxisSchema, tier: z.number().int() }),
  minLevel: z.number().int(),
  rewardDeeds: z.number().int(),
  steps: z.array(ChainStepSchema),
  /** Staff changed it: content upgrades leave it alone. */
  edited: z.boolean(),
});
export type AdminQuestChain = z.infer<typeof AdminQuestChainSchema>;

/** What staff may change in a chain: its texts, the steps' requirements and choices, what opens it and its reward. */
export const QuestChainInputSchema = z.object({
  title: text('Title', QUEST_CHAIN_TEXT_MAX.title),
  minLevel: whole('Level', 1, 100),
  patronTier: whole('Standing tier', 1, 5),
  rewardDeeds: whole('Reward', 1, 50),
  steps: z
    .array(ChainStepSchema, { error: 'Steps must be a list of 3 to 5 steps.' })
    .min(3, { error: 'Steps must be a list of 3 to 5 steps.' })
    .max(5, { error: 'Steps must be a list of 3 to 5 steps.' }),
});
export type QuestChainInput = z.infer<typeof QuestChainInputSchema>;
