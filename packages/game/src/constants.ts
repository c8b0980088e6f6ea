/**
 * Every tunable number of the game rules, in one place.
 *
 * Durations are milliseconds at `GAME_SPEED` 1; the server divides them by its
 * `GAME_SPEED` setting with {@link scaleDuration} (tests run the game fast this way).
 * Chances are probabilities in [0, 1]. See `docs/game-rules.md` for the rules that use them.
 *
 * @example
 * ```ts
 * GameConstants.deeds.cooldownBaseMs; // 60_000
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
    /** Effort cooldown: base x (1 + floor(level / levelStep)). */
    cooldownBaseMs: 60_000,
    cooldownLevelStep: 5,
    minLevel: 0,
    maxLevel: 100,
    /** Seeded Max Experience: round(perStep x (1 + floor(D / levelStep)) x (1 + D / levelDivisor)). */
    maxExperiencePerStep: 8,
    maxExperienceLevelDivisor: 50,
    /**
     * The long game: above `highLevelFrom` the (1 + D / divisor) factor keeps its level-40 value
     * and Max Experience per cooldown minute falls by `highLevelRateDropPerLevel` of it per
     * further level (x0.73 at 60, x0.2 at 99), so levels 40-100 take months (docs/balance.md).
     */
    highLevelFrom: 40,
    highLevelRateDropPerLevel: 0.0135,
    /** Seeded rewards of a deed that belongs to one city are this much higher. */
    localRewardFactor: 1.25,
    /** A deed more than `trivialGapLevels` below the character pays `trivialDecayPerLevel` less per further level. */
    trivialGapLevels: 5,
    trivialDecayPerLevel: 0.15,
    trivialMinFactor: 0.1,
    /** Experience multiplier of a new character at levels 1, 2, 3, 4 (1 from level 5). */
    apprenticeFactors: [3, 2.5, 2, 1.5],
    /** Success chance when the deed's level equals the character's and the skill is as expected. */
    baseSuccessChance: 0.5,
    /** Added success chance per level the character is above the deed. */
    successChancePerLevel: 0.04,
    /** Added success chance per skill level above (or below) the deed's requirement, within the gap bounds. */
    successChancePerSkillLevel: 0.03,
    skillGapMin: -10,
    skillGapMax: 5,
    minSuccessChance: 0.05,
    maxSuccessChance: 0.95,
    /** City term per point of city alignment (good deeds +, evil deeds -). */
    cityTermPerPoint: 0.002,
    /** Neutral deeds gain cityTermPerPoint x (neutralCityCentre - |city alignment|). */
    neutralCityCentre: 10,
    /** Jail chance after a failed risky deed: clamp(base + cityAlignment / divisor, min, max). */
    failureJailBase: 0.5,
    failureJailCityDivisor: 100,
    failureJailMin: 0.3,
    failureJailMax: 0.9,
    /** A sentence lasts this many deed cooldowns (evil deeds; other risky deeds use `otherSentenceCooldowns`). */
    evilSentenceCooldowns: 2,
    otherSentenceCooldowns: 1.5,
    /** Alignment commitments apply from this deed level on. */
    alignmentRequirementFromLevel: 10,
    /** Good deeds need alignment >= D / divisor, evil deeds <= -D / divisor. */
    alignmentRequirementDivisor: 2,
    /** Neutral deeds need |alignment| <= D x multiple. */
    neutralRequirementMultiple: 2,
    /** The skill level a seeded deed expects: floor(D / divisor). */
    expectedSkillDivisor: 3,
    /** Deeds per alignment group shown before "Show more". */
    shownPerGroup: 3,
    /** Result view switches to the cooldown view after this long. */
    resultToCooldownMs: 15_000,
  },
  training: {
    cooldownMs: 300_000,
    /** A session costs (S + 1)^feeExponent gold, S the skill's current level. */
    feeExponent: 2,
    minPoints: 10,
    maxPoints: 25,
    /** Completion percent at which a skill gains a level. */
    completionPerLevel: 100,
  },
  jail: {
    /** Jailbreak chance: base + perLockpickingLevel x Lockpicking, at most maxBreakoutChance. */
    breakoutSuccessChance: 0.4,
    breakoutChancePerLockpicking: 0.02,
    maxBreakoutChance: 0.8,
    lockpickingSkill: 'Lockpicking',
    /** A successful rescuer earns this share of the Max Experience of the deed that jailed the prisoner. */
    rescuerExperienceShare: 0.25,
    /** Bail: this many times the prisoner's level income per minute (`levelGoldPerMinute`) x remaining minutes. */
    bailIncomeShare: 2,
    /** Paying another prisoner's bail earns 1 good point per this many minutes of the payer's level income paid. */
    bailGoodPointIncomeMinutes: 2,
    /** Chance that a failed breakout jails the rescuer. */
    failedBreakoutJailChance: 0.5,
    failedBreakoutJailMs: 300_000,
    /** After a rescue (paid or not) the rescuer waits this many deed cooldowns of its own level before the next. */
    rescueCooldownDeedCooldowns: 4,
    /** The same rescuer and prisoner pair pays rescue experience at most this many times a game day. */
    paidRescuesPerPairPerGameDay: 3,
    /** A paid rescue of the rescuer's partner earns this much more experience (docs/contacts.md, "Partners"). */
    partnerRescueBonus: 0.25,
  },
  /** Equipment (`items.ts`): three slots, small shown bonuses that wear out. */
  items: {
    slots: ['tool', 'weapon', 'charm'],
    /** Success bonuses of everything worn add up to at most this. */
    maxSuccessBonus: 0.08,
    /** Jail time is cut by at most this share, whatever is worn. */
    maxJailCut: 0.3,
    /** A repair restores every use for this share of the item's price in that city, per use missing. */
    repairShareOfPrice: 0.6,
    /** Black-market stock is sold only in cities of alignment at most this, and only to evil characters. */
    blackMarketMaxCityAlignment: -20,
  },
  travel: {
    /** Fare: farePerSquareLevel x squares x character level. */
    farePerSquareLevel: 2,
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
  /** Rested experience: banked while the character does no deeds, doubling gains while it lasts. */
  rested: {
    /** Share of the current level's span banked per idle hour. */
    sharePerHour: 0.02,
    /** The bank holds at most this share of the current level's span. */
    maxShare: 0.5,
  },
  /**
   * Fatigue: deed rewards shrink once a game day (a real day / GAME_SPEED) holds this much deed
   * cooldown time; the 9-hour tier keeps a 24-hour script within 20% of a 12-hour player.
   */
  fatigue: {
    tiers: [
      { afterMs: 3 * 3_600_000, factor: 0.3 },
      { afterMs: 6 * 3_600_000, factor: 0.1 },
      { afterMs: 9 * 3_600_000, factor: 0.05 },
    ],
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
  /** Patrons' contracts (docs/quests.md, docs/game-rules.md#quests). */
  quests: {
    /** New offers a patron makes a character per game day. */
    offersPerPatronPerDay: 1,
    /** Offers that may wait on one patron's board. */
    maxWaitingOffers: 3,
    /** Contracts a character may have accepted at once. */
    maxActiveContracts: 3,
    /** How long an accepted contract runs (ms at GAME_SPEED 1). */
    deadlineMs: 72 * 3_600_000,
    /** How long before its deadline a contract not yet done is pushed as "deadline in an hour" (ms at GAME_SPEED 1). */
    deadlineWarningMs: 3_600_000,
    /** Standing points at which tiers 2-5 begin. */
    tierThresholds: [10, 25, 50, 100],
    /** Standing lost by abandoning an accepted contract, and by letting one expire. */
    abandonPenalty: 2,
    expiryPenalty: 5,
    /** Standing a completed contract gives: this plus its tier. */
    standingBase: 2,
    /** How many deeds' worth one unit of work is, per contract kind. */
    unitDeeds: { deed: 1, training: 1, rescue: 2, travel: 6, alignment: 0.5 },
    /** Gold per deed's worth: this share of a deed's maximum experience at the character's level (a deed's average gold). */
    goldShare: 0.15,
    /** Each tier above 1 adds this share to the reward. */
    tierBonus: 0.25,
    /** Experience per deed's worth: this share of a deed's maximum experience at the character's level. */
    experienceShare: 0.05,
  },
  /** Achievements, merits and perks (docs/quests.md, "Achievements"). */
  achievements: {
    /** Every this many achievements earn one merit. */
    achievementsPerMerit: 5,
    /** Share added to a handed-in contract's gold (haggler) or experience (scholar) per rank. */
    rewardBonusPerRank: 0.1,
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
