import {
  DEED_COOLDOWN_MESSAGE,
  type DeedAttemptResult,
  WATCH_STOPPED_MESSAGE,
  alignmentRequiredMessage,
  wrongCityMessage,
} from '@tod/contracts';
import {
  type DeedOutcome,
  type QuestWork,
  alignmentRequirement,
  charterDeedBonus,
  deedCooldownMs,
  deedSkillRequirement,
  describeDuration,
  isDeedUnlocked,
  itemApplies,
  itemJailFactor,
  itemSuccessBonus,
  meetsAlignmentRequirement,
  resolveDeedAttempt,
  scaleDuration,
} from '@tod/game';
import type { SQL } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { settleExpiredStop, stopAfterDeed } from '../fairplay/index.ts';
import { type CharacterWithCity, isFuture, iso, noCharacter, toOwnCharacter } from '../characters/index.ts';
import { type JournalInput, journalEntries } from '../journal/index.ts';
import type { Due } from '../notifications/index.ts';
import { keysFor, refuseSpent } from '../limits/index.ts';
import { type AttemptState, type DeedPorts, readAttempt, writeOutcome } from './deeds.attempt-statements.ts';
import { asCharter, type DeedRow, deedRules, numericSkills, skillKey } from './deeds.view.ts';

type Answer = Omit<DeedAttemptResult, 'character'>;

/**
 * A change to the character that was not the attempt's own (another writer, "last seen") can
 * make the guarded write miss although nothing stands in the way; the attempt is then judged
 * again on a fresh read. This many passes, then the player is asked to retry.
 */
const MAX_PASSES = 4;

/**
 * One deed attempt in two round trips (docs/decisions/0025-deed-attempt-round-trips.md): count
 * the rate-limit hit and read the deed, the character, its skills and its city in one statement
 * (ADR 0029); judge the refusals and roll the outcome with the pure rules; write outcome, journal entries and due notifications in
 * one statement that lands only on the row version judged (so of concurrent attempts exactly
 * one has an effect, and everything it records exists exactly when its change does). The answer
 * carries the character as written, or as found, so the route reads nothing more. `wrote` hears
 * of the write that landed, with the character as written (the session cache keeps it: ADR 0056).
 */
export async function attemptDeed(
  deps: Deps,
  userId: string,
  deedId: string,
  address: string,
  ports: DeedPorts = {},
  since?: number,
  wrote?: (tx: string, character: CharacterWithCity) => void,
): Promise<DeedAttemptResult> {
  const now = deps.clock.now();
  // A client already past its write limit is refused from memory, before any statement.
  await refuseSpent(deps.db, keysFor({ address, userId, registering: false }), now, since);
  for (let pass = 1; ; pass += 1) {
    // The request's rate-limit hit rides on the first read (ADR 0029): counted once, before any judgement.
    const state = await readAttempt(deps.db, userId, deedId, pass === 1 ? { address, now } : undefined, ports);
    const { deed } = state;
    if (!deed) throw notFound('deeds.not_found', 'Deed not found.');
    // The city watch's open question holds every deed until it is answered; once its time has
    // run out the stop becomes jail, and the attempt is judged again on the jailed character.
    const watchDue = state.watch.dueAt ? Date.parse(state.watch.dueAt) : null;
    if (watchDue !== null && state.character) {
      if (watchDue >= now.getTime()) throw conflict('fairplay.watch_stopped', WATCH_STOPPED_MESSAGE);
      await settleExpiredStop(deps, userId, state.character.row.id);
      if (pass === MAX_PASSES) throw new AppError('deeds.busy', 503, 'Your character is busy. Try again.');
      continue;
    }
    const cooldown = new Date(now.getTime() + scaleDuration(deedCooldownMs(deed.level), deps.config.gameSpeed));
    const refused = refusalReason(deed, state.deedCityName, state.character?.row ?? null, now, cooldown);
    if (refused) return withCharacter(deps, refused, state.character!);

    const attempt = judge(deps, userId, state, now, cooldown);
    const written = await writeOutcome(deps.db, attempt.write, deps.progress);
    if (written.applied) {
      // The write landed on exactly the version judged on: the row now is that one with the changes.
      const character = { row: { ...state.character!.row, ...attempt.write.changes }, cityName: state.character!.cityName };
      wrote?.(written.tx, character);
      // The write is one statement (ADR 0025): the chains a level opened are told after it,
      // and only when a level was reached (docs/quests.md, "Pushes").
      if (attempt.answer.levelsGained > 0) {
        const who = { userId, characterId: state.character!.row.id, at: now };
        await deps.progress.levelReached(deps.db, who, state.character!.row.level, attempt.answer.level);
      }
      // A flagged character may be stopped by the watch after its deed (docs/fair-play.md#the-city-watch).
      const watch = state.watch.flagged ? await stopAfterDeed(deps, { userId, characterId: state.character!.row.id }, now) : null;
      return withCharacter(deps, watch ? { ...attempt.answer, watch } : attempt.answer, character);
    }

    // Lost: answer from the version that won, as the locked claim answered from a re-read.
    const found = written.character;
    if (found && !found.row.dead) {
      const answer = refusalReason(deed, state.deedCityName, found.row, now, cooldown);
      if (answer) return withCharacter(deps, answer, found);
      // Nothing changed, yet SQL's preconditions refused: the cooldown it met is the answer.
      if (written.unchanged) return withCharacter(deps, cooldownAnswer(found.row, cooldown), found);
    }
    if (pass === MAX_PASSES) throw new AppError('deeds.busy', 503, 'Your character is busy. Try again.');
  }
}

function withCharacter(deps: Pick<Deps, 'clock' | 'config'>, answer: Answer, character: CharacterWithCity): DeedAttemptResult {
  return { ...answer, character: toOwnCharacter(character, deps.clock.now(), deps.config.gameSpeed) };
}

/** Rolls the outcome on the state read (nothing stands in the way) and shapes its write and answer. */
function judge(deps: Deps, userId: string, state: AttemptState, now: Date, cooldown: Date) {
  const deed = state.deed!;
  const claimed = state.character!.row;
  const skill = deedSkillRequirement(numericSkills(deed.skills));
  const key = skill ? skillKey(skill.name) : null;
  const skillLevel = state.skills.reduce((max, [name, level]) => (name === key && level > max ? level : max), 0);
  // Worn equipment (docs/game-rules.md, "Equipment and shops"): its bonus on the odds, its cut
  // of the sentence, and one use off each item that helped, written with the outcome.
  const facts = { skill: skill?.name ?? null, alignment: deed.alignment, risky: deed.rewardJailSeconds > 0 };
  const used = state.worn.filter((w) => w.usesLeft > 0 && itemApplies(w.item, facts));
  const r = resolveDeedAttempt({
    character: {
      ...claimed,
      restedSinceMs: claimed.restedSince?.getTime() ?? null,
      effort: { day: claimed.effortDay, ms: claimed.effortMs },
    },
    deed: deedRules(deed),
    skillLevel,
    cityAlignment: state.cityAlignment,
    itemBonus: itemSuccessBonus(state.worn, facts),
    charterBonus: charterDeedBonus(asCharter(state.charter), deed.alignment),
    nowMs: now.getTime(),
    gameSpeed: deps.config.gameSpeed,
    rng: deps.rng,
  });
  const jailMs = Math.round(r.jailMs * itemJailFactor(state.worn));
  const jailedUntil = r.outcome.jailed ? new Date(now.getTime() + jailMs) : claimed.jailedUntil;
  const who = { userId, characterId: claimed.id, at: now };
  const entries: JournalInput[] = [
    journalEntries.deedDone(
      who,
      {
        name: deed.name,
        success: r.outcome.success,
        gold: r.outcome.gold,
        experience: r.outcome.experience,
        alignment: r.outcome.alignmentPoints,
      },
      used.map((w) => ({ name: w.item.name, usesLeft: w.usesLeft - 1 })),
    ),
    ...used.filter((w) => w.usesLeft === 1).map((w) => journalEntries.itemBroke(who, w.item.name)),
  ];
  if (r.levelsGained > 0) entries.push(journalEntries.levelUp(who, r.after.level));
  const dues: Due[] = [];
  if (r.outcome.jailed) {
    entries.push(journalEntries.jailed(who, jailMs, 'deed'));
    dues.push({ userId, characterId: claimed.id, kind: 'releasedFromJail', dueAt: jailedUntil! });
  }
  dues.push({ userId, characterId: claimed.id, kind: 'deedReady', dueAt: cooldown, onlyIfSubscribed: true });
  // Contracts count the success in the character's city and the points it earned, in the same statement.
  const work: QuestWork[] = [];
  if (r.outcome.success) work.push({ kind: 'deed', cityId: claimed.cityId, axis: r.outcome.alignmentAxis, amount: 1 });
  if (r.outcome.alignmentPoints > 0) {
    work.push({ kind: 'alignment', cityId: claimed.cityId, axis: r.outcome.alignmentAxis, amount: r.outcome.alignmentPoints });
  }
  const write = {
    userId,
    characterId: claimed.id,
    version: state.version!,
    deed,
    now,
    entries,
    dues,
    wear: used.map((w) => w.ownedId),
    goldDelta: r.after.gold - claimed.gold,
    work,
    // Rides on the write: a jailing attempt stays within its round trips (ADR 0025).
    partnerJailed: r.outcome.jailed ? deps.partners.partnerSql(claimed.id) : undefined,
    // A seated member's jail blocks their crew's launch: the crew's pages hear it (ADR 0053).
    jailedSeat: r.outcome.jailed ? (landed: SQL) => deps.seats.changedSql(claimed.id, landed) : undefined,
    changes: {
      deedCooldownEndsAt: cooldown,
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
      ...(r.outcome.jailed ? { jailDeedLevel: deed.level, jailDeedMaxExperience: deed.rewardExperience } : {}),
    },
  };
  const answer: Answer = {
    success: r.outcome.success ? 1 : 0,
    message: outcomeMessage(deed, r.outcome, r.after.level, r.levelsGained, jailMs),
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
  return { write, answer };
}

/** '1 neutral point', '2 good points', '-1 evil point' (docs/game-rules.md#deeds-get-apideeds-get-apideedsid-post-apideedsidcomplete). */
export function pointsText(points: number, axis: string): string {
  return `${points} ${axis} point${Math.abs(points) === 1 ? '' : 's'}`;
}

function outcomeMessage(deed: DeedRow, outcome: DeedOutcome, level: number, levelsGained: number, jailMs: number): string {
  if (outcome.success) {
    const earned = [`${outcome.gold} gold`, `${outcome.experience} experience`];
    if (outcome.alignmentPoints !== 0) earned.push(pointsText(outcome.alignmentPoints, outcome.alignmentAxis));
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

/** What a refused deed attempt needs to know about the character. */
interface RefusalState {
  level: number;
  alignment: number;
  cityId: string | null;
  deedCooldownEndsAt: Date | null;
  jailedUntil: Date | null;
}

/** The -1 answer (docs/product-rules.md#deed-attempt): the deed cooldown is running. */
function cooldownAnswer(state: RefusalState, cooldown: Date): Answer {
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
): Answer | null {
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
