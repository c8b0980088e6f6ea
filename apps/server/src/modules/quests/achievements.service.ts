import type { AchievementsView, EarnedAchievements, PerkResult } from '@tod/contracts';
import {
  ACHIEVEMENTS,
  type AchievementStats,
  GameConstants,
  PERKS,
  achievementProgress,
  meritsAvailable,
  perkRefusal,
  standingTier,
  titleRungs,
  zeroStats,
} from '@tod/game';
import { and, count, desc, eq, max, not, sql, sum } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { charactersTable, noCharacter } from '../characters/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { citiesTable } from '../world/world.sql.ts';
import { achievementPerksTable, achievementsTable, questTalliesTable } from './achievements.sql.ts';
import { chainsFinished } from './chains.service.ts';
import { questStandingTable } from './quests.sql.ts';

type Db = Deps['db'];
const c = charactersTable;
const earnedT = achievementsTable;
const perksT = achievementPerksTable;

interface AchievementCharacter {
  id: string;
  userId: string;
  level: number;
  good: number;
  neutral: number;
  evil: number;
  cityId: string | null;
}

const fields = { id: c.id, userId: c.userId, level: c.level, good: c.good, neutral: c.neutral, evil: c.evil, cityId: c.cityId };

/** The caller's living character, locked for the transaction when `lock` (buying a perk). */
async function achievementCharacter(db: Pick<Db, 'select'>, userId: string, lock: boolean): Promise<AchievementCharacter> {
  const query = db
    .select(fields)
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw noCharacter();
  return row;
}

/**
 * The measures achievements read: the tallies the progress port moved, the character's level
 * and title, its standing, and the cities it has arrived in (its own city counts as visited).
 */
async function readStats(db: Pick<Db, 'select'>, ch: AchievementCharacter, chainsFinished: number): Promise<AchievementStats> {
  const [tallies, [standing], [cities]] = await Promise.all([
    db
      .select({ stat: questTalliesTable.stat, value: questTalliesTable.value })
      .from(questTalliesTable)
      .where(eq(questTalliesTable.characterId, ch.id)),
    db
      .select({ completed: sum(questStandingTable.completed), best: max(questStandingTable.points) })
      .from(questStandingTable)
      .where(eq(questStandingTable.characterId, ch.id)),
    db.select({ n: count() }).from(citiesTable),
  ]);
  const stats = zeroStats();
  const visited = new Set<string>(ch.cityId ? [ch.cityId] : []);
  for (const t of tallies) {
    if (t.stat.startsWith('city:')) visited.add(t.stat.slice('city:'.length));
    else if (t.stat in stats) stats[t.stat as keyof AchievementStats] = t.value;
  }
  const rungs = titleRungs(ch);
  stats.cities = visited.size;
  stats.allCities = (cities?.n ?? 0) > 0 && visited.size >= (cities?.n ?? 0) ? 1 : 0;
  stats.level = ch.level;
  stats.contracts = Number(standing?.completed ?? 0);
  stats.standingTier = standing?.best == null ? 0 : standingTier(standing.best);
  stats.goodTitle = rungs.good;
  stats.evilTitle = rungs.evil;
  stats.chains = chainsFinished;
  return stats;
}

/**
 * Records every achievement the character has reached and not yet earned, each once (the
 * primary key; `ON CONFLICT DO NOTHING` answers only the rows this call inserted, so two reads
 * at once write one event-log entry each), and answers the view.
 */
async function evaluate(tx: Db, ch: AchievementCharacter, now: Date): Promise<AchievementsView> {
  const stats = await readStats(tx, ch, await chainsFinished(tx, ch.id));
  const progress = achievementProgress(stats);
  const reached = progress.filter((a) => a.earned);
  if (reached.length > 0) {
    const inserted = await tx
      .insert(earnedT)
      .values(reached.map((a) => ({ characterId: ch.id, key: a.key, earnedAt: now })))
      .onConflictDoNothing()
      .returning({ key: earnedT.key });
    if (inserted.length > 0) {
      const who = { userId: ch.userId, characterId: ch.id, at: now };
      const byKey = new Map(ACHIEVEMENTS.map((a) => [a.key, a]));
      await record(
        tx,
        inserted.map((row) => {
          const def = byKey.get(row.key)!;
          return journalEntries.achievementEarned(who, def.name, def.description);
        }),
      );
    }
  }
  const [earnedRows, perkRows] = await Promise.all([
    tx.select({ key: earnedT.key, earnedAt: earnedT.earnedAt }).from(earnedT).where(eq(earnedT.characterId, ch.id)),
    tx.select({ perk: perksT.perk, rank: perksT.rank }).from(perksT).where(eq(perksT.characterId, ch.id)),
  ]);
  const earnedAt = new Map(earnedRows.map((r) => [r.key, r.earnedAt]));
  const ranks = new Map(perkRows.map((r) => [r.perk, r.rank]));
  // Only the content's achievements count: a key staff or a later pack removed earns no merit.
  const earned = ACHIEVEMENTS.filter((a) => earnedAt.has(a.key)).length;
  const spent = perkRows.reduce((total, r) => total + r.rank, 0);
  return {
    achievements: progress.map((a) => ({
      key: a.key,
      name: a.name,
      description: a.description,
      target: a.target,
      // An achievement once earned stays earned (a title lost later, a tally reset by nothing).
      value: earnedAt.has(a.key) ? a.target : a.value,
      earnedAt: earnedAt.get(a.key)?.toISOString() ?? null,
    })),
    earned,
    merits: {
      earned: Math.floor(earned / GameConstants.achievements.achievementsPerMerit),
      spent,
      available: meritsAvailable(earned, spent),
    },
    perks: PERKS.map((p) => ({
      key: p.key,
      name: p.name,
      description: p.description,
      rank: ranks.get(p.key) ?? 0,
      maxRank: p.maxRank,
    })),
  };
}

/** `GET /achievements`: records what the character has newly reached and answers every achievement. */
export async function myAchievements(deps: Deps, userId: string): Promise<AchievementsView> {
  const ch = await achievementCharacter(deps.db, userId, false);
  return deps.db.transaction((tx: Db) => evaluate(tx, ch, deps.clock.now()));
}

/**
 * `POST /achievements/perks/:perk`: spends a merit. The character's row is locked, so of two
 * purchases at once the second counts the first's merit as spent.
 */
export async function buyPerk(deps: Deps, userId: string, perk: string): Promise<PerkResult> {
  return deps.db.transaction(async (tx: Db) => {
    const ch = await achievementCharacter(tx, userId, true);
    const now = deps.clock.now();
    const before = await evaluate(tx, ch, now);
    const def = PERKS.find((p) => p.key === perk);
    const rank = before.perks.find((p) => p.key === perk)?.rank ?? 0;
    const refusal = perkRefusal({ perk, rank, merits: before.merits.available });
    if (refusal === 'unknown' || !def) throw notFound('achievements.unknown_perk', 'There is no such perk.');
    if (refusal === 'max_rank') throw conflict('achievements.max_rank', `${def.name} is already at its highest rank.`);
    if (refusal === 'no_merit')
      throw conflict('achievements.no_merit', 'You have no merit to spend. Every 5 achievements give one.');
    await tx
      .insert(perksT)
      .values({ characterId: ch.id, perk: def.key, rank: 1 })
      .onConflictDoUpdate({ target: [perksT.characterId, perksT.perk], set: { rank: sql`${perksT.rank} + 1` } });
    await record(tx, [journalEntries.perkBought({ userId, characterId: ch.id, at: now }, def.name, rank + 1)]);
    return {
      message: `You spent a merit on ${def.name}: rank ${rank + 1} of ${def.maxRank}.`,
      view: await evaluate(tx, ch, now),
    };
  });
}

/** `GET /achievements/of/:id`: a character's earned achievements, latest first (its public profile). */
export async function earnedBy(deps: Deps, characterId: string): Promise<EarnedAchievements> {
  const [exists] = await deps.db.select({ id: c.id }).from(c).where(eq(c.id, characterId));
  if (!exists) throw notFound('characters.not_found', 'Character not found.');
  const rows = await deps.db
    .select({ key: earnedT.key, earnedAt: earnedT.earnedAt })
    .from(earnedT)
    .where(eq(earnedT.characterId, characterId))
    .orderBy(desc(earnedT.earnedAt), earnedT.key);
  const byKey = new Map(ACHIEVEMENTS.map((a) => [a.key, a]));
  return {
    achievements: rows.flatMap((r) => {
      const def = byKey.get(r.key);
      return def ? [{ key: def.key, name: def.name, description: def.description, earnedAt: r.earnedAt.toISOString() }] : [];
    }),
  };
}
