import type { PerkKey, PerkRanks } from '@tod/game';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { achievementPerksTable } from './achievements.sql.ts';

type Db = Deps['db'];

/** The character's perk ranks (docs/quests.md, "Merits and perks"). */
export async function perkRanks(db: Pick<Db, 'select'>, characterId: string): Promise<PerkRanks> {
  const rows = await db
    .select({ perk: achievementPerksTable.perk, rank: achievementPerksTable.rank })
    .from(achievementPerksTable)
    .where(eq(achievementPerksTable.characterId, characterId));
  return Object.fromEntries(rows.map((r) => [r.perk as PerkKey, r.rank]));
}
