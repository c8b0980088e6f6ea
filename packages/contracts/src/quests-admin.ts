import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { AdminQuestChainSchema, QuestChainInputSchema } from './chains-admin.ts';
import { endpoint, refusal } from './http.ts';
import { ContractKindSchema, PatronAxisSchema } from './quests.ts';
import { storableText } from './text.ts';

/**
 * A patron's contract template as Manage Quests shows it (docs/quests.md, "Manage Quests").
 * `key`, `kind` and the axes are fixed; the rest staff edit. `targets` are the counts asked at
 * standing tiers 1-5 (a tier past the list asks the last); `rewardPercent` scales the rule's gold and experience.
 *
 * @example
 * const t: AdminQuestTemplate = { id: '9a1e…', key: 'alms-round', axis: 'good', kind: 'deed', deedAxis: 'good', minTier: 1,
 *   title: 'Do {n} good deeds in {city}', description: 'The poor of {city} need hands.', targets: [3, 5, 8, 12, 16],
 *   rewardPercent: 100, enabled: true, edited: false };
 */
export const AdminQuestTemplateSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  axis: PatronAxisSchema.nullable(),
  kind: ContractKindSchema,
  deedAxis: PatronAxisSchema.nullable(),
  minTier: z.number().int(),
  title: z.string(),
  description: z.string(),
  targets: z.array(z.number().int()),
  rewardPercent: z.number().int(),
  enabled: z.boolean(),
  /** Staff changed it: content upgrades leave it alone. */
  edited: z.boolean(),
});
export type AdminQuestTemplate = z.infer<typeof AdminQuestTemplateSchema>;

export const QUEST_TEMPLATE_TEXT_MAX = { title: 120, description: 500 } as const;

/** What staff may change in a template. `{n}`, `{city}` and `{place}` in the texts are filled when offered. */
export const QuestTemplateInputSchema = z.object({
  title: storableText('Title')
    .trim()
    .min(1, { error: 'Title is required.' })
    .max(QUEST_TEMPLATE_TEXT_MAX.title, { error: `Title must be at most ${QUEST_TEMPLATE_TEXT_MAX.title} characters.` }),
  description: storableText('Description')
    .trim()
    .max(QUEST_TEMPLATE_TEXT_MAX.description, {
      error: `Description must be at most ${QUEST_TEMPLATE_TEXT_MAX.description} characters.`,
    }),
  minTier: z
    .number({ error: 'Tier must be a number from 1 to 5.' })
    .int()
    .min(1, { error: 'Tier must be a number from 1 to 5.' })
    .max(5, {
      error: 'Tier must be a number from 1 to 5.',
    }),
  targets: z
    .array(
      z
        .number({ error: 'Each target must be a whole number from 1 to 1000.' })
        .int({ error: 'Each target must be a whole number from 1 to 1000.' })
        .min(1, {
          error: 'Each target must be a whole number from 1 to 1000.',
        })
        .max(1000, { error: 'Each target must be a whole number from 1 to 1000.' }),
      { error: 'Targets must be a list of 1 to 5 numbers, one per standing tier.' },
    )
    .min(1, { error: 'Targets must be a list of 1 to 5 numbers, one per standing tier.' })
    .max(5, { error: 'Targets must be a list of 1 to 5 numbers, one per standing tier.' }),
  rewardPercent: z
    .number({ error: 'Reward must be a percentage from 10 to 300.' })
    .int({ error: 'Reward must be a percentage from 10 to 300.' })
    .min(10, { error: 'Reward must be a percentage from 10 to 300.' })
    .max(300, { error: 'Reward must be a percentage from 10 to 300.' }),
  enabled: z.boolean({ error: 'Enabled must be true or false.' }),
});
export type QuestTemplateInput = z.infer<typeof QuestTemplateInputSchema>;

/** Manage Quests (docs/quests.md); a change is audited as `quest_templates.updated` or `quest_chains.updated`. */
export const questsAdminApi = {
  templates: endpoint({
    method: 'GET',
    access: 'staff',
    path: '/admin/quests/templates',
    response: z.array(AdminQuestTemplateSchema),
    errors: [],
  }),
  /** 404 `quests.template_not_found` for an unknown id. */
  updateTemplate: endpoint({
    method: 'PUT',
    access: 'staff',
    path: '/admin/quests/templates/:id',
    params: z.object({ id: z.uuid({ error: 'Template not found.' }) }),
    body: QuestTemplateInputSchema,
    response: AdminQuestTemplateSchema,
    errors: refusals('quests.template_not_found'),
  }),
  /** The quest chains as stored (staff edits included), in the order players see them. */
  chains: endpoint({
    method: 'GET',
    access: 'staff',
    path: '/admin/quests/chains',
    response: z.array(AdminQuestChainSchema),
    errors: [],
  }),
  /**
   * Saves a chain, audited as `quest_chains.updated`: 404 `quests.chain_not_found`; 400
   * `quests.chain_shape` when the number of steps or a step's choice keys differ from the
   * chain's, `quests.unknown_city` / `quests.unknown_skill` for a name the world does not have.
   */
  updateChain: endpoint({
    method: 'PUT',
    access: 'staff',
    path: '/admin/quests/chains/:id',
    params: z.object({ id: z.uuid({ error: 'Chain not found.' }) }),
    body: QuestChainInputSchema,
    response: AdminQuestChainSchema,
    errors: [
      ...refusals('quests.chain_not_found'),
      refusal(400, 'quests.chain_shape', 'the number of steps or a step’s choice keys differ from the chain’s'),
      refusal(400, 'quests.unknown_city', 'a step names a city the world does not have'),
      refusal(400, 'quests.unknown_skill', 'a step names a skill the world does not have'),
    ],
  }),
};
