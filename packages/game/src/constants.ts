/**
 * Every tunable number of the game rules, in one place.
 *
 * Durations are milliseconds at `GAME_SPEED` 1; the server divides them by its
 * `GAME_SPEED` setting with {@link scaleDuration} (tests run the game fast this way).
 * Chances are probabilities in [0, 1]. See `docs/game-rules.md` for the rules that use them.
 *
 * @example
 * ```ts
 * GameConstants.deeds.cooldownMs; // 60_000
 * scaleDuration(GameConstants.training.cooldownMs, 10); // 30_000
 * ```
 */
export const GameConstants = {
  /** Plain time units. */
  time: {
    secondMs: 1_000,
    minuteMs: 60_000,
    hourMs: 3_600_000,
    /** Character age is counted in whole days of this length. */
    dayMs: 86_400_000,
  },
  /** Experience curve: reaching level L + 1 takes floor(base * L^exponent) total experience. */
  experience: {
    base: 134,
    exponent: 1.6,
    minLevel: 1,
    maxLevel: 100,
  },
  /** A brand-new character. */
  newCharacter: {
    level: 1,
    experience: 0,
    gold: 100,
    /** Share of a dead parent's gold an heir inherits (child code). */
    heirGoldShare: 0.1,
  },
  /** Bounds of the numeric alignment value behind the title table. */
  alignment: {
    minValue: -100_000,
    maxValue: 100_000,
  },
  deeds: {
    cooldownMs: 60_000,
    minLevel: 0,
    maxLevel: 100,
    /** Success chance when the deed's level equals the character's. */
    baseSuccessChance: 0.5,
    /** Added success chance per level the character is above the deed. */
    successChancePerLevel: 0.05,
    minSuccessChance: 0.05,
    maxSuccessChance: 0.95,
    /** Chance that a failed deed with a jail time sends the character to jail. */
    failureJailChance: 0.5,
    /** Deeds per alignment group shown before "Show more". */
    shownPerGroup: 3,
    /** Result view switches to the cooldown view after this long. */
    resultToCooldownMs: 15_000,
  },
  training: {
    cooldownMs: 300_000,
    minPoints: 10,
    maxPoints: 25,
    /** Completion percent at which a skill gains a level. */
    completionPerLevel: 100,
  },
  jail: {
    breakoutSuccessChance: 0.4,
    /** Chance that a failed breakout jails the rescuer. */
    failedBreakoutJailChance: 0.5,
    failedBreakoutJailMs: 300_000,
  },
  travel: {
    minutesPerSquare: 20,
    minMinutes: 20,
    /** Fallback without coordinates: base + floor(|alignment diff| / divisor) + random. */
    fallbackBaseMinutes: 60,
    fallbackAlignmentDivisor: 5,
    fallbackRandomMinMinutes: 10,
    fallbackRandomMaxMinutes: 29,
    /** Travel page redirects to the city this long after arrival. */
    arrivalRedirectMs: 1_500,
  },
  map: {
    /** Grid used when no city has coordinates: -5..4 on both axes. */
    defaultMin: -5,
    defaultMax: 4,
    minSize: 10,
    maxSize: 15,
    /** Empty squares kept around the outermost cities. */
    padding: 1,
  },
  timers: {
    /** A timed state stays active until now is more than this past its end. */
    toleranceMs: 100,
    /** Stored cooldowns expired by less than this still count as active when refreshed. */
    refreshGraceMs: 5_000,
  },
  roles: {
    player: 0,
    moderator: 1,
    staff: 2,
    owner: 3,
    /** Role needed for the admin area. */
    adminThreshold: 2,
  },
} as const;

/**
 * Divides a duration (ms at `GAME_SPEED` 1) by the game speed, rounding to whole ms.
 * A speed that is not a positive finite number counts as 1.
 *
 * @example
 * ```ts
 * scaleDuration(60_000, 1); // 60_000
 * scaleDuration(60_000, 4); // 15_000
 * scaleDuration(60_000, 0); // 60_000 (invalid speed is ignored)
 * ```
 */
export function scaleDuration(ms: number, gameSpeed: number): number {
  const speed = Number.isFinite(gameSpeed) && gameSpeed > 0 ? gameSpeed : 1;
  return Math.round(ms / speed);
}
