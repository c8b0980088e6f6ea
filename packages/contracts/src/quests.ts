import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { OwnCharacterSchema } from './characters.ts';
import { NullableDateTimeSchema } from './common.ts';
import { endpoint, type Refusal } from './http.ts';
import { storableText } from './text.ts';

/** A patron's alignment: every city has one patron of each. */
export const PatronAxisSchema = z.enum(['good', 'neutral', 'evil']);
export type PatronAxis = z.infer<typeof PatronAxisSchema>;

/** What a contract counts (docs/quests.md, "Contracts"). */
export const ContractKindSchema = z.enum(['deed', 'training', 'rescue', 'travel', 'alignment']);

/** Where a contract is: waiting on the board, accepted, or over. */
export const ContractStatusSchema = z.enum(['offered', 'active', 'done', 'abandoned', 'expired', 'declined']);

/**
 * One contract, as offered or accepted. `reward` is fixed when it is offered; `deadline` is set
 * once it is accepted; `progress` never passes `target`, and at `target` it may be handed in.
 *
 * @example
 * ```ts
 * const c: QuestContract = {
 *   id: '6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d21', patron: { axis: 'good', name: 'Sister Elowen', cityName: 'Hearthmere' },
 *   title: 'Do 3 good deeds in Hearthmere', description: 'The poor of Hearthmere need hands more than prayers.',
 *   kind: 'deed', tier: 1, target: 3, progress: 1, status: 'active', deadline: '2026-06-04T12:00:00.000Z',
 *   reward: { gold: 4, experience: 1, standing: 3 },
 * };
 * ```
 */
export const QuestContractSchema = z.object({
  id: z.uuid(),
  patron: z.object({ axis: PatronAxisSchema, name: z.string(), cityName: z.string() }),
  title: z.string(),
  description: z.string(),
  kind: ContractKindSchema,
  tier: z.number().int(),
  target: z.number().int(),
  progress: z.number().int(),
  status: ContractStatusSchema,
  deadline: NullableDateTimeSchema,
  reward: z.object({ gold: z.number().int(), experience: z.number().int(), standing: z.number().int() }),
});
export type QuestContract = z.infer<typeof QuestContractSchema>;

/** A character's standing with a patron: points, the tier (1-5) and the points the next tier needs (null at 5). */
export const StandingSchema = z.object({
  points: z.number().int(),
  tier: z.number().int(),
  nextTierAt: z.number().int().nullable(),
});

/** One patron of the character's city with the offers waiting on their board. */
export const PatronBoardSchema = z.object({
  axis: PatronAxisSchema,
  name: z.string(),
  standing: StandingSchema,
  offers: z.array(QuestContractSchema),
});
export type PatronBoard = z.infer<typeof PatronBoardSchema>;

/**
 * The contract board: the patrons of the character's city (none when it is in no city) and the
 * contracts it has accepted, in every city, oldest first.
 */
export const QuestBoardSchema = z.object({
  cityName: z.string().nullable(),
  patrons: z.array(PatronBoardSchema),
  active: z.array(QuestContractSchema),
  maxActive: z.number().int(),
});
export type QuestBoard = z.infer<typeof QuestBoardSchema>;

/** The answer to accepting, declining, abandoning or handing in a contract: what happened, the board after it, the character. */
export const QuestActionResultSchema = z.object({
  message: z.string(),
  board: QuestBoardSchema,
  character: OwnCharacterSchema,
});
export type QuestActionResult = z.infer<typeof QuestActionResultSchema>;

export const ContractIdParamsSchema = z.object({ id: z.uuid({ error: 'Contract not found.' }) });

const action = (path: string, errors: readonly Refusal[]) =>
  endpoint({ method: 'POST', access: 'player', path, params: ContractIdParamsSchema, response: QuestActionResultSchema, errors });

/**
 * Contract calls (docs/api.md#quests). All need a session (401) and a living character (403);
 * another player's contract is 404 `quests.not_found`, as an unknown one.
 *
 * @example
 * ```ts
 * const board = QuestBoardSchema.parse(await get(questsApi.board.path));
 * await post(buildPath(questsApi.accept.path, { id: board.patrons[0].offers[0].id }));
 * ```
 */
export const questsApi = {
  /** The board of the character's city; expired contracts are closed and new offers made as this is read. */
  board: endpoint({
    method: 'GET',
    access: 'player',
    path: '/quests/board',
    response: QuestBoardSchema,
    errors: refusals('character.none'),
  }),
  /** Accepts an offer: 409 `quests.too_many` with 3 accepted, 409 `quests.not_open` when it is no longer offered. */
  accept: action(
    '/quests/contracts/:id/accept',
    refusals(
      'character.none',
      'quests.in_jail',
      'quests.not_found',
      'quests.not_open',
      'quests.not_active',
      'quests.expired',
      'quests.wrong_city',
      'quests.too_many',
    ),
  ),
  /** Sends an offer away, making room on the patron's board. */
  decline: action(
    '/quests/contracts/:id/decline',
    refusals('character.none', 'quests.not_found', 'quests.not_open', 'quests.not_active', 'quests.expired'),
  ),
  /** Gives up an accepted contract, at a small loss of standing. */
  abandon: action(
    '/quests/contracts/:id/abandon',
    refusals('character.none', 'quests.not_found', 'quests.not_active', 'quests.not_open', 'quests.expired'),
  ),
  /** Hands in a finished contract in the patron's city: pays gold, experience and standing once. */
  complete: action(
    '/quests/contracts/:id/complete',
    refusals(
      'character.none',
      'quests.in_jail',
      'quests.not_found',
      'quests.not_active',
      'quests.not_open',
      'quests.expired',
      'quests.wrong_city',
      'quests.not_finished',
    ),
  ),
};

/** A step of a quest chain already done, with what the choice made there told. */
export const ChainStoryStepSchema = z.object({ title: z.string(), text: z.string(), outcome: z.string().nullable() });

/** The step a character is at: its text, why it cannot be done yet (null: it can) and its choices. */
export const ChainCurrentStepSchema = z.object({
  index: z.number().int(),
  title: z.string(),
  text: z.string(),
  blocker: z.string().nullable(),
  choices: z.array(z.object({ key: z.string(), label: z.string() })),
});

/**
 * A quest chain as the character sees it (docs/quests.md, "Quest chains"): `locked` with the
 * reason, `open` with the story so far and the current step, or `finished` with the whole story.
 */
export const QuestChainSchema = z.object({
  key: z.string(),
  title: z.string(),
  patron: z.object({ name: z.string(), cityName: z.string() }),
  status: z.enum(['locked', 'open', 'finished']),
  lockedReason: z.string().nullable(),
  stepsDone: z.number().int(),
  stepCount: z.number().int(),
  story: z.array(ChainStoryStepSchema),
  current: ChainCurrentStepSchema.nullable(),
  reward: z.object({ gold: z.number().int(), experience: z.number().int() }),
});
export type QuestChain = z.infer<typeof QuestChainSchema>;

export const QuestChainsSchema = z.object({ chains: z.array(QuestChainSchema) });
export type QuestChains = z.infer<typeof QuestChainsSchema>;

export const ChainAdvanceResultSchema = z.object({
  message: z.string(),
  chains: QuestChainsSchema,
  character: OwnCharacterSchema,
});
export type ChainAdvanceResult = z.infer<typeof ChainAdvanceResultSchema>;

/**
 * Quest chain calls (docs/api.md#quests): the chains and pressing on with one. Refusals: 404
 * `quests.chain_not_found`, 409 `quests.chain_locked`, `quests.chain_finished`,
 * `quests.step_not_ready` (the message says what is missing), 400 `quests.choice_needed`.
 */
export const questChainsApi = {
  list: endpoint({
    method: 'GET',
    access: 'player',
    path: '/quests/chains',
    response: QuestChainsSchema,
    errors: refusals('character.none'),
  }),
  advance: endpoint({
    method: 'POST',
    access: 'player',
    path: '/quests/chains/:key/advance',
    params: z.object({ key: storableText('Chain') }),
    body: z.object({ choice: storableText('Choice').optional() }),
    response: ChainAdvanceResultSchema,
    errors: refusals(
      'character.none',
      'quests.chain_not_found',
      'quests.chain_locked',
      'quests.chain_finished',
      'quests.choice_needed',
      'quests.step_not_ready',
    ),
  }),
};
