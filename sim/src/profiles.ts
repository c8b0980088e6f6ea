/**
 * How long and when a kind of player plays: sessions as [start hour UTC, minutes], every day.
 *
 * @example
 * ```ts
 * PROFILES.casual.sessions; // [[8, 20], [13, 20], [20, 20]]
 * ```
 */
export const PROFILES = {
  casual: {
    label: 'casual (3 x 20 min)',
    sessions: [
      [8, 20],
      [13, 20],
      [20, 20],
    ],
  },
  regular: { label: 'regular (3 h)', sessions: [[18, 180]] },
  grinder: { label: '12 h grinder', sessions: [[8, 720]] },
  script: { label: '24 h script', sessions: [[0, 1_440]] },
} as const satisfies Record<string, { label: string; sessions: readonly (readonly [number, number])[] }>;

/** One of {@link PROFILES}. */
export type ProfileName = keyof typeof PROFILES;

/**
 * What a bot chooses among: its path's deeds (good, neutral, evil) or any deed it may do.
 *
 * @example
 * ```ts
 * STRATEGIES.includes('optimiser'); // true
 * ```
 */
export const STRATEGIES = ['good', 'neutral', 'evil', 'optimiser'] as const;

/** One of {@link STRATEGIES}. */
export type StrategyName = (typeof STRATEGIES)[number];

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
/** The simulated world opens at midnight UTC on this day, so game days are UTC days. */
export const START_MS = Date.UTC(2026, 0, 5);

/**
 * Whether a profile is playing at `t`, and until when; else when it next starts.
 *
 * @example
 * ```ts
 * sessionAt('casual', START_MS + 8 * HOUR); // { online: true, until: START_MS + 8 * HOUR + 20 * MINUTE }
 * sessionAt('casual', START_MS); // { online: false, until: START_MS + 8 * HOUR }
 * ```
 */
export function sessionAt(profile: ProfileName, t: number): { online: boolean; until: number } {
  const dayStart = START_MS + Math.floor((t - START_MS) / DAY) * DAY;
  const sessions = PROFILES[profile].sessions;
  for (const [hour, minutes] of sessions) {
    const start = dayStart + hour * HOUR;
    const end = start + minutes * MINUTE;
    if (t >= start && t < end) return { online: true, until: end };
    if (t < start) return { online: false, until: start };
  }
  return { online: false, until: dayStart + DAY + sessions[0]![0] * HOUR };
}

/**
 * Minutes a profile plays per day.
 *
 * @example
 * ```ts
 * dailyMinutes('regular'); // 180
 * ```
 */
export function dailyMinutes(profile: ProfileName): number {
  return PROFILES[profile].sessions.reduce((sum, [, minutes]) => sum + minutes, 0);
}

/**
 * A seeded random source (mulberry32): the same seed always gives the same run.
 *
 * @example
 * ```ts
 * const rng = seededRng(1);
 * rng() === seededRng(1)(); // true
 * ```
 */
export function seededRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
