import {
  type AttemptCharacter,
  type ChainCharacter,
  GameConstants,
  type SkillProgress,
  applyAlignmentShift,
  applyExperience,
  applyTraining,
  bailPrice,
  fareSquares,
  manhattanDistance,
  resolveDeedAttempt,
  rollJailbreak,
  trainingFee,
  travelFare,
  travelTimeMinutes,
} from '@tod/game';
import { DAY, MINUTE, type ProfileName, START_MS, type StrategyName, dailyMinutes, seededRng, sessionAt } from './profiles.ts';
import type { ChainNeed } from './chain-walk.ts';
import { type Choice, type Chooser, bestIn, jailingDeed } from './deed-choice.ts';
import { CrewTable, type GroupDeedTurn } from './crew-table.ts';
import { BankAndCasino } from './bank.ts';
import { Gear } from './gear.ts';
import { type QuestPay, QuestDesk } from './quests.ts';
import { RescueDesk, rescueGain } from './rescues.ts';
import { type BotOptions, type BotResult, DEFAULT_OPTIONS, newResult, totalSpent } from './result.ts';
import type { SimCity, SimWorld } from './world.ts';

export type { BotOptions, BotResult } from './result.ts';
export { PRISONER_ENCOUNTER_CHANCE } from './rescues.ts';
/** New characters stay put: the deeds of levels 1-4 are everywhere, and the first level-up should come at once. */
const TRAVEL_FROM_LEVEL = 5;
/** A journey must promise this much more experience per minute than staying. */
const TRAVEL_MIN_GAIN = 1.1;

/**
 * Plays one bot through the real rules for `days` game days (see {@link BotOptions} for rescue
 * farms and bots that never pay bail).
 *
 * @example
 * ```ts
 * runBot(buildWorld(), 'regular', 'optimiser', 7, 30).levelByDay.length; // 30
 * runBot(buildWorld(), 'regular', 'optimiser', 7, 30, { helpers: 3, payBail: true }).counts.paidRescues;
 * ```
 */
export function runBot(
  world: SimWorld,
  profile: ProfileName,
  strategy: StrategyName,
  seed: number,
  days: number,
  options: BotOptions = DEFAULT_OPTIONS,
): BotResult {
  const rng = seededRng(seed * 7_919 + profile.length * 131 + STRATEGY_SALT[strategy]);
  const end = START_MS + days * DAY;
  const c: AttemptCharacter = {
    level: GameConstants.newCharacter.level,
    experience: GameConstants.newCharacter.experience,
    gold: GameConstants.newCharacter.gold,
    good: 0,
    neutral: 0,
    evil: 0,
    restedExperience: 0,
    restedSinceMs: null,
    effort: { day: null, ms: 0 },
  };
  const skills = new Map<string, SkillProgress>();
  const skillLevel = (name: string) => skills.get(name)?.level ?? 0;
  const chooser: Chooser = { world, strategy, c, skillLevel };
  let city = 0;
  let deedReadyAt = START_MS;
  let trainReadyAt = START_MS;
  let jailedUntil = 0;
  let busyUntil = 0;
  let deedsSinceCache = 0;
  let cache: (Choice | null)[] | null = null;
  /** What the chain the bot walks needs next (sim/src/chain-walk.ts). */
  let chainNeed: ChainNeed = null;
  /** A chain ended away from the bot's best deeds: the way back waits for the session's end, as a chain's journeys do. */
  let homeward = false;
  const desk = new RescueDesk(world, options.helpers);
  const gear = new Gear();
  const crew = options.crew ? new CrewTable(strategy) : null;
  const quests = options.quests ? new QuestDesk(strategy, world.cities) : null;
  // Its own rng: the casino's rolls leave the rest of the bot's game as it would be without it.
  const bank = new BankAndCasino(seededRng(seed * 104_729 + profile.length * 17 + STRATEGY_SALT[strategy]), strategy === 'evil');
  const result = newResult(profile, strategy, seed);
  let playedMs = 0;

  const choices = (): (Choice | null)[] => {
    if (!cache || deedsSinceCache >= 10) {
      cache = world.cities.map((where) => bestIn(chooser, where));
      deedsSinceCache = 0;
    }
    return cache;
  };

  /** The skill the bot wants to train next (its chosen deeds' skill, up to 5 above what they expect) and its fee. */
  const wantedTraining = (): { name: string; fee: number } | null => {
    if (chainNeed?.kind === 'train' && skillLevel(chainNeed.skill) < chainNeed.level) {
      return { name: chainNeed.skill, fee: trainingFee(skillLevel(chainNeed.skill)) };
    }
    const all = choices();
    const targets = [all[city], ...all].filter((x): x is Choice => x !== undefined && x !== null && x.deed.skill !== null);
    for (const { deed } of targets) {
      const skill = deed.skill!;
      const level = skillLevel(skill.name);
      if (level < skill.level + GameConstants.deeds.skillGapMax) return { name: skill.name, fee: trainingFee(level) };
    }
    return null;
  };

  const levelUp = (t: number, before: number) => {
    if (c.level === before) return;
    cache = null;
    if (result.firstLevelUpMinutes === null) result.firstLevelUpMinutes = Math.round(playedMs / MINUTE);
    const day = Math.floor((t - START_MS) / DAY) + 1;
    if (result.topContentDay === null && c.level >= world.topDeedLevel) result.topContentDay = day;
    if (result.maxLevelDay === null && c.level >= GameConstants.experience.maxLevel) result.maxLevelDay = day;
  };

  const earn = (deedId: number, xp: number) => {
    result.experience += xp;
    result.experienceByDeed.set(deedId, (result.experienceByDeed.get(deedId) ?? 0) + xp);
  };

  /** A journey from where the bot stands, by the real travel time and fare. */
  const journey = (to: SimCity): { to: SimCity; minutes: number; fare: number } => {
    const pos = (x: SimCity) => ({ xPosition: x.x, yPosition: x.y, alignment: x.alignment });
    const from = pos(world.cities[city]!);
    const minutes = travelTimeMinutes(from, pos(to), rng);
    return { to, minutes, fare: travelFare(fareSquares(manhattanDistance(from, pos(to)), minutes), c.level) };
  };

  const setOut = (t: number, trip: { to: SimCity; minutes: number; fare: number }) => {
    c.gold -= trip.fare;
    result.goldSpent.fares += trip.fare;
    result.counts.journeys += 1;
    city = trip.to.index;
    busyUntil = t + trip.minutes * MINUTE;
  };

  const maybeTravel = (t: number, sessionEnd: number): boolean => {
    const all = choices();
    const here = all[city]?.value ?? 0;
    const horizon = Math.min(600, 2 * dailyMinutes(profile));
    let best: { to: SimCity; net: number; minutes: number; fare: number } | null = null;
    for (const to of world.cities) {
      const there = all[to.index]?.value ?? 0;
      if (to.index === city || there <= here * TRAVEL_MIN_GAIN) continue;
      const trip = journey(to);
      if (trip.fare > c.gold) continue;
      // Rest that falls after the session costs no play time.
      const lost = Math.min(trip.minutes, (sessionEnd - t) / MINUTE);
      const net = (there - here) * horizon - here * lost;
      if (net > 0 && (!best || net > best.net)) best = { ...trip, net };
    }
    if (!best) return false;
    setOut(t, best);
    return true;
  };

  const chainCharacter = (t: number): ChainCharacter => ({
    level: c.level,
    cityName: world.cities[city]!.name,
    jailed: t < jailedUntil,
    good: c.good,
    evil: c.evil,
    skills: Object.fromEntries([...skills].map(([name, s]) => [name, s.level])),
  });

  /** Presses on with the chains where the bot stands (paying a finished one) and says what the walked one needs next. */
  const walkChains = (t: number): ChainNeed => {
    const walk = quests?.walk;
    if (!walk?.walking) return null;
    const done = walk.chainsDone;
    const pay = walk.pressOn(chainCharacter(t));
    if (pay.gold > 0 || pay.experience > 0 || pay.shifts.length > 0) questPay(t, pay);
    if (walk.chainsDone > done) homeward = true;
    return walk.walking ? walk.need(chainCharacter(t)) : null;
  };

  /** One jailbreak, if the desk has a prisoner: cooldown, the pair's daily cap, fatigue, decay. */
  const maybeRescue = (t: number) => {
    const prisoner = desk.pick(t, c.level, world.cities[city]!.name, rng);
    if (!prisoner) return;
    const outcome = rollJailbreak(rng, skillLevel(GameConstants.jail.lockpickingSkill));
    result.counts.jailbreaks += 1;
    desk.attempted(t, c.level);
    if (outcome.success && desk.pays(prisoner.helper)) {
      // Helper 0 is the rescuer's partner (docs/contacts.md, "Partners").
      const gain = rescueGain(c.effort, t, prisoner.deed, c.level, prisoner.helper === 0);
      if (gain.experience <= 0) return;
      c.effort = gain.effort;
      result.counts.paidRescues += 1;
      const before = c.level;
      const applied = applyExperience(c.level, c.experience, gain.experience);
      c.level = applied.level;
      c.experience = applied.experience;
      earn(-1, gain.experience);
      levelUp(t, before);
    } else if (outcome.callerJailed) {
      jailedUntil = t + outcome.jailMs;
      result.counts.jailed += 1;
    }
  };

  /** A launched group deed's outcome for the bot: its pay and points, or the jail. */
  const groupDeed = (t: number, turn: GroupDeedTurn) => {
    result.counts.groupDeeds += 1;
    if (!turn.success) {
      if (turn.jailMs > 0) {
        jailedUntil = t + turn.jailMs;
        result.counts.jailed += 1;
      }
      return;
    }
    const before = c.level;
    const applied = applyExperience(c.level, c.experience, turn.experience);
    Object.assign(c, applyAlignmentShift(c, turn.axis, turn.points), { level: applied.level, experience: applied.experience });
    c.gold += turn.gold;
    result.goldEarned += turn.gold;
    result.goldFrom.group_deed += turn.gold;
    earn(-2, turn.experience);
    levelUp(t, before);
  };

  /** A hand-in's or a chain's pay, and the alignment a chain's choice moved. */
  const questPay = (t: number, pay: QuestPay) => {
    const before = c.level;
    for (const s of pay.shifts) Object.assign(c, applyAlignmentShift(c, s.axis, s.points));
    if (pay.shifts.length > 0) cache = null;
    const applied = applyExperience(c.level, c.experience, pay.experience);
    Object.assign(c, { level: applied.level, experience: applied.experience, gold: c.gold + pay.gold });
    result.goldEarned += pay.gold;
    result.goldFrom.quest += pay.gold;
    earn(-3, pay.experience);
    levelUp(t, before);
  };

  // The last training fee the bot met, as the bank's reserve: asking `wantedTraining` here would
  // refresh the deed choices off their schedule and change the game the bot plays.
  let lastFee = 0;
  const endOfDay = (t: number) => {
    bank.day(result.levelByDay.length + 1, c, world.cities[city]!.alignment, lastFee, t < jailedUntil, result);
    result.levelByDay.push(c.level);
    result.experienceByDay.push(result.experience);
    result.goldEarnedByDay.push(result.goldEarned);
    result.goldSpentByDay.push(totalSpent(result.goldSpent));
  };

  let t = START_MS;
  let nextDay = START_MS + DAY;
  while (t < end) {
    const session = sessionAt(profile, t);
    if (!session.online) {
      t = Math.min(session.until, end);
    } else {
      const until = Math.min(session.until, end);
      let acted = true;
      if (t < jailedUntil) {
        // A jail step is done from the cell, before bail.
        chainNeed = walkChains(t);
        const price = bailPrice(c.level, jailedUntil - t);
        const reserve = strategy === 'optimiser' ? (wantedTraining()?.fee ?? 0) : 0;
        if (options.payBail && price > 0 && c.gold - price >= reserve) {
          c.gold -= price;
          result.goldSpent.bail += price;
          result.counts.bails += 1;
          jailedUntil = t;
        } else acted = false;
      }
      if (t >= jailedUntil && t >= busyUntil) {
        const wanted = wantedTraining();
        if (t >= trainReadyAt && wanted && c.gold >= wanted.fee) {
          const skill = skills.get(wanted.name) ?? { level: 0, completion: 0 };
          const trained = applyTraining(skill, rng);
          skills.set(wanted.name, { level: trained.level, completion: trained.completion });
          if (trained.levelsGained > 0) cache = null;
          c.gold -= wanted.fee;
          lastFee = wanted.fee;
          result.goldSpent.training += wanted.fee;
          result.counts.trainings += 1;
          trainReadyAt = t + GameConstants.training.cooldownMs;
        }
        // The crew's launch needs the bot free: out of jail, not travelling, not resting.
        const turn = crew && t >= deedReadyAt ? crew.launch(t, c.level, skillLevel, rng) : null;
        if (turn) groupDeed(t, turn);
        if (t >= jailedUntil && t >= deedReadyAt) chainNeed = walkChains(t);
        // A chain's journey waits for the session's last deed: a bot on one does not travel for deeds.
        const onTheRoad = chainNeed?.kind === 'travel' || homeward;
        if (t >= jailedUntil && t >= deedReadyAt && !(c.level >= TRAVEL_FROM_LEVEL && !onTheRoad && maybeTravel(t, until))) {
          maybeRescue(t);
          const jailing = chainNeed?.kind === 'jail' ? jailingDeed(chooser, world.cities[city]!) : null;
          if (chainNeed?.kind === 'jail' && !jailing) quests?.walk.dropJailStep();
          const choice = jailing ?? choices()[city];
          if (choice && t >= jailedUntil) {
            const deed = choice.deed;
            const before = c.level;
            // Equipment comes after training: a bot shops only when no skill wants training.
            const bought = options.equipment && !wantedTraining() ? gear.shopFor(world, world.cities[city]!, deed, c, skills) : 0;
            c.gold -= bought;
            result.goldSpent.items += bought;
            const worn = gear.effects(deed);
            const r = resolveDeedAttempt({
              character: c,
              deed,
              skillLevel: deed.skill ? skillLevel(deed.skill.name) : 0,
              cityAlignment: world.cities[city]!.alignment,
              itemBonus: worn.itemBonus,
              nowMs: t,
              gameSpeed: 1,
              rng,
            });
            Object.assign(c, r.after);
            gear.used(deed);
            deedsSinceCache += 1;
            result.counts.deeds += 1;
            if (r.outcome.success) result.counts.successes += 1;
            result.goldEarned += r.outcome.gold;
            result.goldFrom.deed += r.outcome.gold;
            options.onDeed?.({ atMs: t, level: c.level, experience: r.outcome.experience, gold: r.outcome.gold });
            earn(deed.id, r.outcome.experience);
            deedReadyAt = t + r.cooldownMs;
            if (r.outcome.jailed) {
              jailedUntil = t + Math.round(r.jailMs * worn.jailFactor);
              result.counts.jailed += 1;
            }
            levelUp(t, before);
            if (quests) questPay(t, quests.afterDeed(t, world.cities[city]!, deed, r.outcome.success, c.level));
            // The journey a chain asks sets out after the session's last deed: its rest falls
            // when the player is away (a player who never leaves pays it in play time).
            const road = chainNeed;
            if (t >= jailedUntil && t + r.cooldownMs >= until) {
              if (road?.kind === 'travel') {
                const trip = journey(world.cities.find((x) => x.name === road.cityName)!);
                if (trip.fare <= c.gold) setOut(t, trip);
              } else if (homeward) {
                homeward = false;
                if (c.level >= TRAVEL_FROM_LEVEL) maybeTravel(t, until);
              }
            }
          }
        }
      }
      const wanted = wantedTraining();
      const events = [deedReadyAt, jailedUntil, busyUntil, acted && wanted && c.gold >= wanted.fee ? trainReadyAt : 0];
      const next = Math.min(until, ...events.filter((e) => e > t));
      playedMs += next - t;
      t = next;
    }
    while (nextDay <= t && result.levelByDay.length < days) {
      endOfDay(nextDay);
      nextDay += DAY;
    }
  }
  while (result.levelByDay.length < days) endOfDay(end);
  result.playedMinutes = Math.round(playedMs / MINUTE);
  result.finalSkills = Object.fromEntries([...skills].map(([name, s]) => [name, s.level]));
  result.finalCity = world.cities[city]!.name;
  result.counts.contracts = quests?.contractsDone ?? 0;
  result.counts.chains = quests?.walk.chainsDone ?? 0;
  return result;
}

const STRATEGY_SALT: Record<StrategyName, number> = { good: 1, neutral: 2, evil: 3, optimiser: 4 };
