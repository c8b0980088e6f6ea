import {
  DEED_COOLDOWN_MESSAGE,
  type DeedAttemptResult,
  type PlayerDeed,
  alignmentRequiredMessage,
  wrongCityMessage,
} from '@tod/contracts';
import {
  type DeedOutcome,
  alignmentRequirement,
  deedCooldownMs,
  deedSkillRequirement,
  describeDuration,
  effortToday,
  fatigueFactor,
  isDeedUnlocked,
  meetsAlignmentRequirement,
  resolveDeedAttempt,
  scaleDuration,
} from '@tod/game';
import { type SQL, and, asc, between, eq, gte, isNull, lte, not, or, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { isFuture, iso, noCharacter, over, updateCharacters } from '../characters/index.ts';
import { type JournalInput, journalEntries, record } from '../journal/index.ts';
import { scheduleDue } from '../notifications/index.ts';
import { characterSkillsTable, skillsTable } from '../training/training.sql.ts';
import { citiesTable } from '../world/world.sql.ts';
import { deedsTable } from './deeds.sql.ts';
import { type DeedRow, deedRules, numericSkills, skillKey, toPlayerDeed } from './deeds.view.ts';

export { toDeed } from './deeds.view.ts';

type Db = Deps['db'];
const c = charactersTable;
const cs = characterSkillsTable;

export async function getDeed(db: Db, id: string): Promise<DeedRow> {
  const [row] = await db.select().from(deedsTable).where(eq(deedsTable.id, id));
  if (!row) throw notFound('deeds.not_found', 'Deed not found.');
  return row;
}

/** A deed with the name of the city it belongs to (null for everywhere deeds or a deleted city). */
async function getDeedWithCity(db: Db, id: string): Promise<{ deed: DeedRow; cityName: string | null }> {
  const [row] = await prepared(db, 'tod_deed_with_city', (d) =>
    d
      .select({ deed: deedsTable, cityName: citiesTable.name })
      .from(deedsTable)
      .leftJoin(citiesTable, eq(citiesTable.id, deedsTable.cityId))
      .where(eq(deedsTable.id, sql.placeholder('id')))
      .prepare('tod_deed_with_city'),
  ).execute({ id });
  if (!row) throw notFound('deeds.not_found', 'Deed not found.');
  return row;
}

/** The fields the deed rules read about the living character of an account, with its city's alignment. */
async function deedState(db: Db, userId: string) {
  const [row] = await prepared(db, 'tod_deed_state', (d) =>
    d
      .select({
        id: c.id,
        level: c.level,
        alignment: c.alignment,
        cityId: c.cityId,
        cityAlignment: citiesTable.alignment,
        effortDay: c.effortDay,
        effortMs: c.effortMs,
        deedCooldownEndsAt: c.deedCooldownEndsAt,
        jailedUntil: c.jailedUntil,
      })
      .from(c)
      .leftJoin(citiesTable, eq(citiesTable.id, c.cityId))
      .where(and(eq(c.userId, sql.placeholder('userId')), not(c.dead)))
      .prepare('tod_deed_state'),
  ).execute({ userId });
  return row ?? null;
}

/** Deeds of level <= `level` for everywhere, and for the city when `cityId` is given; two statements. */
function deedsAvailable(db: Db, level: number, cityId: string | null) {
  const name = cityId ? 'tod_deeds_here_and_everywhere' : 'tod_deeds_everywhere';
  return prepared(db, name, (d) =>
    d
      .select()
      .from(deedsTable)
      .where(
        and(
          lte(deedsTable.level, sql.placeholder('level')),
          cityId ? or(isNull(deedsTable.cityId), eq(deedsTable.cityId, sql.placeholder('cityId'))) : isNull(deedsTable.cityId),
        ),
      )
      .orderBy(asc(deedsTable.level), asc(deedsTable.name))
      .prepare(name),
  ).execute({ level, cityId });
}

/** The character's skills by name, for the odds. */
function skillsOf(db: Db, characterId: string) {
  return prepared(db, 'tod_character_skill_levels', (d) =>
    d
      .select({ name: skillsTable.name, level: cs.level })
      .from(cs)
      .innerJoin(skillsTable, eq(skillsTable.id, cs.skillId))
      .where(eq(cs.characterId, sql.placeholder('characterId')))
      .prepare('tod_character_skill_levels'),
  ).execute({ characterId });
}

/**
 * The player's list: deeds of level <= the character's that belong to its city or to
 * everywhere, each judged by the rules for this character now.
 */
export async function listDeedsFor(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: string): Promise<PlayerDeed[]> {
  const state = await deedState(deps.db, userId);
  if (!state) throw noCharacter();
  const now = deps.clock.now();
  const [rows, skills] = await Promise.all([deedsAvailable(deps.db, state.level, state.cityId), skillsOf(deps.db, state.id)]);
  const viewer = {
    level: state.level,
    alignment: state.alignment,
    cityAlignment: state.cityAlignment,
    skillLevels: new Map(skills.map((s) => [skillKey(s.name), s.level])),
    fatigueFactor: fatigueFactor(effortToday({ day: state.effortDay, ms: state.effortMs }, now.getTime())),
    cooldownEnd: isFuture(state.deedCooldownEndsAt, now) ? state.deedCooldownEndsAt : null,
    gameSpeed: deps.config.gameSpeed,
  };
  return rows.map((row) => toPlayerDeed(row, viewer));
}

function outcomeMessage(deed: DeedRow, outcome: DeedOutcome, level: number, levelsGained: number, jailMs: number): string {
  if (outcome.success) {
    const earned = [`${outcome.gold} gold`, `${outcome.experience} experience`];
    if (outcome.alignmentPoints !== 0) earned.push(`${outcome.alignmentPoints} ${outcome.alignmentAxis} points`);
    const last = earned.pop();
    const parts = [deed.successMessage || 'You succeeded.', `You earned ${earned.join(', ')} and ${last}.`];
    if (outcome.restedUsed > 0) parts.push(`(${outcome.restedUsed} of it rested experience.)`);
    if (levelsGained > 0) parts.push(`You reached level ${level}!`);
    return parts.join(' ');
  }
  const parts = [deed.failureMessage || 'You failed.'];
  if (outcome.jailed) parts.push(`You have been imprisoned for ${describeDuration(jailMs)}!`);
  return parts.join(' ');
}

/** The deed's alignment requirement as a condition on the character's alignment column. */
function alignmentCondition(deed: DeedRow): SQL | undefined {
  const req = alignmentRequirement(deed.level, deed.alignment);
  if (req.kind === 'atLeast') return gte(c.alignment, req.value);
  if (req.kind === 'atMost') return lte(c.alignment, req.value);
  if (req.kind === 'within') return between(c.alignment, -req.value, req.value);
  return undefined;
}

// Written with explicit aliases: inside UPDATE ... RETURNING drizzle leaves column names
// unqualified, and an unqualified "id" in the subquery would name the skill's id.
/** The character's level in a skill named like `name` (0 when never trained), read inside the claim. */
const skillLevelOf = (name: string | null) =>
  name === null
    ? sql<number>`0`
    : sql<number>`(select coalesce(max(ccs.level), 0) from character_skills ccs inner join skills sk on sk.id = ccs.skill_id
        where ccs.character_id = "characters"."id" and lower(trim(sk.name)) = ${skillKey(name)})`.mapWith(Number);

const cityAlignmentOf = () => sql<number | null>`(select ci.alignment from cities ci where ci.id = "characters"."city_id")`;

/**
 * One deed attempt holding the character's row lock: read the deed, then a transaction that
 * claims, writes the outcome, and records the journal entries and the due notification of
 * that same change (so they exist exactly when it does; see docs/architecture.md). The claim is one conditional UPDATE with every precondition in its WHERE (alive, level, the deed's city,
 * the alignment requirement, not jailed, cooldown over); it also locks the row for the rest
 * of the transaction and returns the skill level and city alignment the odds need, read under
 * that lock. Of concurrent attempts exactly one gets a row back; the others are told why.
 */
export async function attemptDeed(deps: Deps, userId: string, deedId: string): Promise<Omit<DeedAttemptResult, 'character'>> {
  const { deed, cityName } = await getDeedWithCity(deps.db, deedId);
  const now = deps.clock.now();
  const speed = deps.config.gameSpeed;
  const cooldown = new Date(now.getTime() + scaleDuration(deedCooldownMs(deed.level), speed));
  const skill = deedSkillRequirement(numericSkills(deed.skills));

  const resolved = await deps.db.transaction(async (tx) => {
    const [claimed] = await updateCharacters(tx, 'deeds', { deedCooldownEndsAt: cooldown })
      .where(
        and(
          eq(c.userId, userId),
          not(c.dead),
          gte(c.level, deed.level),
          deed.cityId ? eq(c.cityId, deed.cityId) : undefined,
          alignmentCondition(deed),
          over(c.jailedUntil, now),
          over(c.deedCooldownEndsAt, now),
        ),
      )
      .returning({
        id: c.id,
        level: c.level,
        experience: c.experience,
        gold: c.gold,
        good: c.good,
        neutral: c.neutral,
        evil: c.evil,
        jailedUntil: c.jailedUntil,
        restedExperience: c.restedExperience,
        restedSince: c.restedSince,
        effortDay: c.effortDay,
        effortMs: c.effortMs,
        skillLevel: skillLevelOf(skill?.name ?? null),
        cityAlignment: cityAlignmentOf(),
      });
    if (!claimed) return null;

    const r = resolveDeedAttempt({
      character: {
        ...claimed,
        restedSinceMs: claimed.restedSince?.getTime() ?? null,
        effort: { day: claimed.effortDay, ms: claimed.effortMs },
      },
      deed: deedRules(deed),
      skillLevel: Number(claimed.skillLevel ?? 0),
      cityAlignment: claimed.cityAlignment === null ? null : Number(claimed.cityAlignment),
      nowMs: now.getTime(),
      gameSpeed: speed,
      rng: deps.rng,
    });
    const jailedUntil = r.outcome.jailed ? new Date(now.getTime() + r.jailMs) : claimed.jailedUntil;
    await updateCharacters(tx, 'deeds', {
      level: r.after.level,
      experience: r.after.experience,
      gold: r.after.gold,
      good: r.after.good,
      neutral: r.after.neutral,
      evil: r.after.evil,
      alignment: r.after.alignment,
      restedExperience: r.after.restedExperience,
      restedSince: r.after.restedSinceMs === null ? null : new Date(r.after.restedSinceMs),
      effortDay: r.after.effort.day,
      effortMs: r.after.effort.ms,
      jailedUntil,
      ...(r.outcome.jailed ? { jailRescueExperience: r.rescueExperience } : {}),
    }).where(eq(c.id, claimed.id));
    const who = { userId, characterId: claimed.id, at: now };
    const entries: JournalInput[] = [
      journalEntries.deedDone(who, {
        name: deed.name,
        success: r.outcome.success,
        gold: r.outcome.gold,
        experience: r.outcome.experience,
        alignment: r.outcome.alignmentPoints,
      }),
    ];
    if (r.levelsGained > 0) entries.push(journalEntries.levelUp(who, r.after.level));
    if (r.outcome.jailed) {
      entries.push(journalEntries.jailed(who, r.jailMs, 'deed'));
      await scheduleDue(tx, { userId, characterId: claimed.id, kind: 'releasedFromJail', dueAt: jailedUntil! });
    }
    await record(tx, entries);
    await scheduleDue(tx, { userId, characterId: claimed.id, kind: 'deedReady', dueAt: cooldown, onlyIfSubscribed: true });
    return { r, jailedUntil };
  });

  if (resolved) {
    const { r, jailedUntil } = resolved;
    return {
      success: r.outcome.success ? 1 : 0,
      message: outcomeMessage(deed, r.outcome, r.after.level, r.levelsGained, r.jailMs),
      cooldown: cooldown.toISOString(),
      lastJail: iso(jailedUntil),
      earned: {
        gold: r.outcome.gold,
        experience: r.outcome.experience,
        alignment: r.outcome.alignmentPoints,
        restedUsed: r.outcome.restedUsed,
      },
      level: r.after.level,
      levelsGained: r.levelsGained,
    };
  }

  // The claim matched no row: say why. If nothing stands in the way any more (the cooldown
  // ended meanwhile), the cooldown it met is still the answer.
  const state = await deedState(deps.db, userId);
  return refusalReason(deed, cityName, state, now, cooldown) ?? cooldownAnswer(state as RefusalState, cooldown);
}

/** What a refused deed attempt needs to know about the character. */
interface RefusalState {
  level: number;
  alignment: number;
  cityId: string | null;
  deedCooldownEndsAt: Date | null;
  jailedUntil: Date | null;
}

/** The -1 answer (docs/product-rules.md#deed-attempt): the deed cooldown is running. */
function cooldownAnswer(state: RefusalState, cooldown: Date): Omit<DeedAttemptResult, 'character'> {
  return {
    success: -1,
    message: DEED_COOLDOWN_MESSAGE,
    cooldown: (state.deedCooldownEndsAt ?? cooldown).toISOString(),
    lastJail: iso(state.jailedUntil),
    earned: { gold: 0, experience: 0, alignment: 0, restedUsed: 0 },
    level: state.level,
    levelsGained: 0,
  };
}

/**
 * Why an attempt may not go ahead, checked in this order: no character, level, city, jail,
 * alignment (each thrown), then the cooldown (answered with -1). Null when nothing stands in
 * the way.
 */
function refusalReason(
  deed: DeedRow,
  cityName: string | null,
  state: RefusalState | null,
  now: Date,
  cooldown: Date,
): Omit<DeedAttemptResult, 'character'> | null {
  if (!state) throw noCharacter();
  if (!isDeedUnlocked(deed.level, state.level)) {
    throw new AppError('deeds.level_too_low', 403, `You must be level ${deed.level} to attempt this deed.`);
  }
  if (deed.cityId && state.cityId !== deed.cityId) {
    throw new AppError('deeds.wrong_city', 403, wrongCityMessage(cityName ?? 'another city'), {
      details: { cityId: deed.cityId },
    });
  }
  if (isFuture(state.jailedUntil, now)) {
    throw new AppError('deeds.in_jail', 403, 'You cannot do deeds while in jail.', {
      details: { jailReleaseTime: state.jailedUntil.toISOString() },
    });
  }
  if (!meetsAlignmentRequirement(deed.level, deed.alignment, state.alignment)) {
    const requirement = alignmentRequirement(deed.level, deed.alignment);
    throw new AppError('deeds.alignment_required', 403, alignmentRequiredMessage(requirement, state.alignment), {
      details: { alignmentRequirement: requirement, alignment: state.alignment },
    });
  }
  return isFuture(state.deedCooldownEndsAt, now) ? cooldownAnswer(state, cooldown) : null;
}
