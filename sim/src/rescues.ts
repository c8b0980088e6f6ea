import {
  type Effort,
  addEffort,
  effortToday,
  fatigueFactor,
  gameDay,
  rescueCooldownMs,
  rescueEffortMs,
  rescuePairPays,
  partnerRescueExperience,
  rescuerExperience,
} from '@tod/game';
import { START_MS } from './profiles.ts';
import type { SimDeed, SimWorld } from './world.ts';

/**
 * Chance, at each deed decision, that a prisoner of about the bot's level sits in its city's
 * jail (the bots play alone, so other players' prisoners are drawn, not simulated).
 */
export const PRISONER_ENCOUNTER_CHANCE = 0.03;

/**
 * Whom a bot tries to break out, through the rescue rules: its cooldown after every attempt
 * (`rescueCooldownMs`), a farm's helpers first while their pair still pays today
 * (`rescuePairPays`), else a stranger met by chance.
 *
 * @example
 * ```ts
 * const desk = new RescueDesk(buildWorld(), 3);
 * desk.pick(START_MS, 10, 'Hearthmere', Math.random); // { deed, helper: 0 }
 * ```
 */
export class RescueDesk {
  private readyAt = START_MS;
  private readonly paid: number[];
  private day = '';
  /** Helpers fail the highest risky deed of the pack: the worst case for the rescue rules. */
  private readonly farmDeed: SimDeed | null;

  constructor(
    private readonly world: SimWorld,
    helpers: number,
  ) {
    this.paid = new Array<number>(helpers).fill(0);
    this.farmDeed = world.deeds
      .filter((d) => d.sentenceMs > 0)
      .reduce<SimDeed | null>((a, d) => (!a || d.level > a.level ? d : a), null);
  }

  /** The prisoner to try at `t`, or null (on cooldown, or nobody there). */
  pick(t: number, level: number, city: string, rng: () => number): { deed: SimDeed; helper: number | null } | null {
    if (t < this.readyAt) return null;
    if (this.farmDeed && this.paid.length > 0) {
      const today = gameDay(t);
      if (today !== this.day) {
        this.day = today;
        this.paid.fill(0);
      }
      const helper = this.paid.findIndex((n) => rescuePairPays(n));
      if (helper >= 0) return { deed: this.farmDeed, helper };
    }
    if (rng() >= PRISONER_ENCOUNTER_CHANCE) return null;
    const risky = this.world.deeds.filter((d) => d.sentenceMs > 0 && d.level <= level && (d.city === null || d.city === city));
    return risky.length > 0 ? { deed: risky[Math.floor(rng() * risky.length)]!, helper: null } : null;
  }

  /** Starts the rescuer's cooldown after an attempt. */
  attempted(t: number, level: number): void {
    this.readyAt = t + rescueCooldownMs(level);
  }

  /** Whether a successful rescue of this helper (null: a stranger) pays, counting it if so. */
  pays(helper: number | null): boolean {
    if (helper === null) return true;
    if (!rescuePairPays(this.paid[helper]!)) return false;
    this.paid[helper]! += 1;
    return true;
  }
}

/**
 * What a paid rescue earns the rescuer at `t`: the rules' experience under today's fatigue, and
 * its effort added to the day. A partner's rescue pays the partner bonus on top
 * (`partnerRescueExperience`): the farm's first helper is the rescuer's partner, the worst case.
 *
 * @example
 * ```ts
 * rescueGain({ day: null, ms: 0 }, START_MS, deed, 30); // { experience: 23, effort: { ... } }
 * ```
 */
export function rescueGain(
  effort: Effort,
  t: number,
  jailing: SimDeed,
  level: number,
  partner = false,
): { experience: number; effort: Effort } {
  const base = rescuerExperience({
    jailingDeedLevel: jailing.level,
    jailingDeedMaxExperience: jailing.reward.experience,
    rescuerLevel: level,
  });
  const paid = Math.round(base * fatigueFactor(effortToday(effort, t)));
  const experience = partner ? partnerRescueExperience(paid) : paid;
  return { experience, effort: experience > 0 ? addEffort(effort, t, rescueEffortMs(jailing.level, level)) : effort };
}
