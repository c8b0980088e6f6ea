import type { QuestContract } from '@tod/contracts';
import { GameConstants, type QuestAxis, patronName, standingTier } from '@tod/game';
import type { questContractsTable } from './quests.sql.ts';

export type ContractRow = typeof questContractsTable.$inferSelect;

/** A contract as players see it; `cityNames` names the patrons' cities. */
export function toContract(row: ContractRow, cityNames: ReadonlyMap<string, string>): QuestContract {
  const cityName = cityNames.get(row.cityId) ?? 'a city';
  return {
    id: row.id,
    patron: { axis: row.patron as QuestAxis, name: patronName(cityName, row.patron as QuestAxis), cityName },
    title: row.title,
    description: row.description,
    kind: row.kind as QuestContract['kind'],
    tier: row.tier,
    target: row.target,
    progress: row.progress,
    status: row.status as QuestContract['status'],
    deadline: row.deadline?.toISOString() ?? null,
    reward: { gold: row.rewardGold, experience: row.rewardExperience, standing: row.rewardStanding },
  };
}

/** Standing points with the tier they reach and the points of the next tier. */
export function toStanding(points: number) {
  const tier = standingTier(points);
  return { points, tier, nextTierAt: GameConstants.quests.tierThresholds[tier - 1] ?? null };
}
