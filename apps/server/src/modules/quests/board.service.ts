import type { QuestBoard } from '@tod/contracts';
import {
  GameConstants,
  QUEST_AXES,
  contractReward,
  contractTitle,
  gameDay,
  maxActiveFor,
  mayOffer,
  offerSeed,
  patronName,
  pickOffer,
  standingTier,
} from '@tod/game';
import { and, asc, eq, inArray, lte, not, or } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { charactersTable, noCharacter } from '../characters/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { citiesTable } from '../world/world.sql.ts';
import { questContractsTable, questStandingTable } from './quests.sql.ts';
import { perkRanks } from './perks.ts';
import { changeStanding } from './standing.ts';
import { type OfferTemplate, offerTemplates } from './templates.ts';
import { toContract, toStanding } from './quests.view.ts';

type Db = Deps['db'];
const q = questContractsTable;
const c = charactersTable;

/** The fields of the caller's living character the contract calls judge. */
export interface QuestCharacter {
  id: string;
  userId: string;
  cityId: string | null;
  level: number;
  experience: number;
  gold: number;
  jailedUntil: Date | null;
}

const characterFields = {
  id: c.id,
  userId: c.userId,
  cityId: c.cityId,
  level: c.level,
  experience: c.experience,
  gold: c.gold,
  jailedUntil: c.jailedUntil,
};

/** The caller's living character, locked for the transaction when `lock` (accept, abandon, hand in). */
export async function questCharacter(db: Pick<Db, 'select'>, userId: string, lock: boolean): Promise<QuestCharacter> {
  const query = db
    .select(characterFields)
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw noCharacter();
  return row;
}

/** Every city's name by id (a handful of rows): patrons and travel contracts name them. */
export async function cityNames(db: Pick<Db, 'select'>): Promise<Map<string, string>> {
  const rows = await db.select({ id: citiesTable.id, name: citiesTable.name }).from(citiesTable).orderBy(asc(citiesTable.name));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Closes the character's accepted contracts whose deadline has passed, each once: the guarded
 * `UPDATE ... RETURNING` hands a contract to one caller only, and only that caller takes the
 * standing and writes the entry.
 */
export async function expireContracts(tx: Db, character: Pick<QuestCharacter, 'id' | 'userId'>, now: Date): Promise<void> {
  const expired = await tx
    .update(q)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(q.characterId, character.id), eq(q.status, 'active'), lte(q.deadline, now)))
    .returning();
  if (expired.length === 0) return;
  const names = await cityNames(tx);
  const lost = GameConstants.quests.expiryPenalty;
  for (const row of expired) {
    await changeStanding(tx, { characterId: character.id, cityId: row.cityId, patron: row.patron }, -lost);
  }
  await record(
    tx,
    expired.map((row) =>
      journalEntries.contractExpired(
        { userId: character.userId, characterId: character.id, at: now },
        row.title,
        patronName(names.get(row.cityId) ?? '', row.patron as (typeof QUEST_AXES)[number]),
        lost,
      ),
    ),
  );
}

/**
 * Lets each patron of the character's city make today's offer when they may (`mayOffer`). The
 * offer is picked from character, city, patron and game day (`pickOffer`), and the unique
 * (character, city, patron, day) index makes concurrent readers insert it once.
 */
async function makeOffers(deps: Deps, character: QuestCharacter, now: Date, names: Map<string, string>): Promise<void> {
  const cityId = character.cityId;
  if (!cityId || !names.has(cityId)) return;
  const day = gameDay(now.getTime(), deps.config.gameSpeed);
  const [mine, standing, templates] = await Promise.all([
    deps.db
      .select({ patron: q.patron, status: q.status, offerDay: q.offerDay })
      .from(q)
      .where(and(eq(q.characterId, character.id), eq(q.cityId, cityId), or(eq(q.status, 'offered'), eq(q.offerDay, day)))),
    deps.db
      .select({ patron: questStandingTable.patron, points: questStandingTable.points })
      .from(questStandingTable)
      .where(and(eq(questStandingTable.characterId, character.id), eq(questStandingTable.cityId, cityId))),
    offerTemplates(deps.db),
  ]);
  const destinations = [...names.keys()].filter((id) => id !== cityId);
  const cityName = names.get(cityId)!;
  const offers = [];
  for (const axis of QUEST_AXES) {
    const waiting = mine.filter((r) => r.patron === axis && r.status === 'offered').length;
    const offeredToday = mine.some((r) => r.patron === axis && r.offerDay === day);
    if (!mayOffer({ waiting, offeredToday })) continue;
    const tier = standingTier(standing.find((s) => s.patron === axis)?.points ?? 0);
    const offer = pickOffer({
      templates,
      axis,
      tier,
      seed: offerSeed(`${character.id}|${cityId}|${axis}|${day}`),
      destinations,
    });
    if (!offer) continue;
    const t = offer.template as OfferTemplate;
    const fill = { n: offer.target, city: cityName, place: offer.placeCityId ? (names.get(offer.placeCityId) ?? null) : null };
    // Staff may scale a template's reward (Manage Quests); standing stays as the rule says.
    const base = contractReward({ kind: t.kind, target: offer.target, tier, level: character.level });
    const reward = {
      ...base,
      gold: Math.floor((base.gold * t.rewardPercent) / 100),
      experience: Math.floor((base.experience * t.rewardPercent) / 100),
    };
    offers.push({
      characterId: character.id,
      cityId,
      patron: axis,
      templateKey: t.key,
      kind: t.kind,
      title: contractTitle(t.title, fill),
      description: contractTitle(t.description, fill),
      // Deeds and training count in the patron's city, travel where it leads, points anywhere.
      placeCityId: t.kind === 'travel' ? offer.placeCityId : t.kind === 'alignment' ? null : cityId,
      axis: t.kind === 'alignment' ? axis : t.kind === 'deed' ? (t.deedAxis ?? null) : null,
      target: offer.target,
      tier,
      rewardGold: reward.gold,
      rewardExperience: reward.experience,
      rewardStanding: reward.standing,
      offerDay: day,
      offeredAt: now,
    });
  }
  if (offers.length > 0) await deps.db.insert(q).values(offers).onConflictDoNothing();
}

/** The board as it is now, read after expiry and offers. */
export async function readBoard(db: Db, character: QuestCharacter, names: Map<string, string>): Promise<QuestBoard> {
  const cityId = character.cityId;
  const cityName = cityId ? (names.get(cityId) ?? null) : null;
  const [rows, standing, ranks] = await Promise.all([
    db
      .select()
      .from(q)
      .where(and(eq(q.characterId, character.id), inArray(q.status, ['offered', 'active'])))
      .orderBy(asc(q.offeredAt), asc(q.id)),
    cityId
      ? db
          .select({ patron: questStandingTable.patron, points: questStandingTable.points })
          .from(questStandingTable)
          .where(and(eq(questStandingTable.characterId, character.id), eq(questStandingTable.cityId, cityId)))
      : Promise.resolve([]),
    perkRanks(db, character.id),
  ]);
  const patrons =
    cityId && cityName
      ? QUEST_AXES.map((axis) => ({
          axis,
          name: patronName(cityName, axis),
          standing: toStanding(standing.find((s) => s.patron === axis)?.points ?? 0),
          offers: rows
            .filter((r) => r.status === 'offered' && r.cityId === cityId && r.patron === axis)
            .map((r) => toContract(r, names)),
        }))
      : [];
  return {
    cityName,
    patrons,
    active: rows
      .filter((r) => r.status === 'active')
      .sort((a, b) => (a.acceptedAt?.getTime() ?? 0) - (b.acceptedAt?.getTime() ?? 0))
      .map((r) => toContract(r, names)),
    maxActive: maxActiveFor(ranks),
  };
}

/** `GET /quests/board`: closes what ran out, lets the patrons make today's offers, answers the board. */
export async function boardFor(deps: Deps, userId: string): Promise<QuestBoard> {
  const now = deps.clock.now();
  const character = await questCharacter(deps.db, userId, false);
  await deps.db.transaction((tx: Db) => expireContracts(tx, character, now));
  const names = await cityNames(deps.db);
  await makeOffers(deps, character, now, names);
  return readBoard(deps.db, character, names);
}
