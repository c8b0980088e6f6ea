import type { AdminQuestChain, QuestChainInput } from '@tod/contracts';
import type { ChainStep } from '@tod/game';
import { inArray, sql } from 'drizzle-orm';
import { tsParam } from '../../db/columns.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type Actor, updateAudited } from '../admin/index.ts';
import { skillsTable } from '../training/training.sql.ts';
import { citiesTable } from '../world/world.sql.ts';
import { questChainDefsTable } from './chain-defs.sql.ts';

type Db = Deps['db'];
const qd = questChainDefsTable;

export const chainView = (row: typeof qd.$inferSelect): AdminQuestChain => ({
  id: row.id,
  key: row.key,
  title: row.title,
  patron: { cityName: row.patronCity, axis: row.patronAxis as AdminQuestChain['patron']['axis'], tier: row.patronTier },
  minLevel: row.minLevel,
  rewardDeeds: row.rewardDeeds,
  steps: row.steps as AdminQuestChain['steps'],
  edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
});

const choiceKeys = (step: { choices?: readonly { key: string }[] | undefined }) =>
  (step.choices ?? []).map((x) => x.key).join(',');

/**
 * Refuses a chain whose shape differs from the stored one (characters' places are stored by the
 * number of steps done and the choice's key) or that names a city or skill the world lacks.
 */
async function checkChain(tx: Db, before: typeof qd.$inferSelect, input: QuestChainInput): Promise<void> {
  if (input.steps.length !== before.steps.length) {
    throw badRequest('quests.chain_shape', `This chain keeps its ${before.steps.length} steps.`);
  }
  for (const [i, step] of input.steps.entries()) {
    if (choiceKeys(step) !== choiceKeys(before.steps[i]!)) {
      const keys = choiceKeys(before.steps[i]!);
      throw badRequest(
        'quests.chain_shape',
        keys ? `Step ${i + 1} keeps its choices: ${keys}.` : `Step ${i + 1} has no choices.`,
      );
    }
  }
  const cityNames = [...new Set(input.steps.map((s) => s.requirement.cityName))];
  const cities = await tx.select({ name: citiesTable.name }).from(citiesTable).where(inArray(citiesTable.name, cityNames));
  const missingCity = cityNames.find((n) => !cities.some((c) => c.name === n));
  if (missingCity) throw badRequest('quests.unknown_city', `There is no city named "${missingCity}".`);
  const skillNames = [...new Set(input.steps.flatMap((s) => (s.requirement.skill ? [s.requirement.skill.name] : [])))];
  if (skillNames.length > 0) {
    const skills = await tx.select({ name: skillsTable.name }).from(skillsTable).where(inArray(skillsTable.name, skillNames));
    const missingSkill = skillNames.find((n) => !skills.some((s) => s.name === n));
    if (missingSkill) throw badRequest('quests.unknown_skill', `There is no skill named "${missingSkill}".`);
  }
}

/** Drops the keys zod left undefined, so the stored step reads like the content's. */
const stored = (steps: QuestChainInput['steps']): ChainStep[] => JSON.parse(JSON.stringify(steps)) as ChainStep[];

/** A staff save of a chain: checked and written under the row's lock, audited with before and after. */
export function updateChain(deps: Deps, actor: Actor, id: string, input: QuestChainInput): Promise<AdminQuestChain> {
  return updateAudited(deps, actor, {
    table: qd,
    id,
    action: 'quest_chains.updated',
    view: chainView,
    missing: () => notFound('quests.chain_not_found', 'There is no such quest chain.'),
    check: (tx, before) => checkChain(tx, before, input),
    set: {
      title: input.title,
      minLevel: input.minLevel,
      patronTier: input.patronTier,
      rewardDeeds: input.rewardDeeds,
      steps: stored(input.steps),
      // Always after `created_at`, even in the instant of seeding: an edited row must never read as untouched.
      updatedAt: sql`greatest(${tsParam(deps.clock.now())}, ${qd.createdAt} + interval '1 millisecond')`,
    },
  });
}
