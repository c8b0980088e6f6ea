import {
  BASE_CONTENT_PACK,
  type ContentPack,
  type DeedRules,
  deedCooldownMs,
  deedSkillRequirement,
  failureJailChance,
  sentenceMs,
} from '@tod/game';

/**
 * A seeded deed as the bots see it: the rules' fields plus where it may be done. The pack's
 * `city` is a city name (absent: everywhere); a pack without `skills` or `city` (the v1 shape)
 * still plays, with no skill term and every deed everywhere.
 *
 * @example
 * ```ts
 * const d: SimDeed = { id: 0, name: 'Rescue a Kitten', level: 1, alignment: 1, reward: { gold: 16, experience: 8, alignment: 2, jailTime: 0 },
 *   city: null, skill: { name: 'Persuasion', level: 0 }, cooldownMs: 60_000, sentenceMs: 0 };
 * ```
 */
export interface SimDeed extends DeedRules {
  id: number;
  name: string;
  city: string | null;
  skill: { name: string; level: number } | null;
  cooldownMs: number;
  sentenceMs: number;
}

/**
 * A city as the bots see it.
 *
 * @example
 * ```ts
 * const c: SimCity = { index: 0, name: 'Hearthmere', alignment: 5, x: 0, y: 0 };
 * ```
 */
export interface SimCity {
  index: number;
  name: string;
  alignment: number;
  x: number;
  y: number;
}

/**
 * Cities (the first is where characters start), deeds and the level of the top deeds.
 *
 * @example
 * ```ts
 * const world = buildWorld();
 * world.cities[0]?.name; // the starting city
 * ```
 */
export interface SimWorld {
  cities: SimCity[];
  deeds: SimDeed[];
  /** The highest deed level in the pack: reaching it is "the top content". */
  topDeedLevel: number;
  /** Failure jail chance per city index. */
  jailChance: number[];
  /** The longest journey between two cities, in squares. */
  maxSquares: number;
}

/**
 * Reads a content pack into the bots' world.
 *
 * @example
 * ```ts
 * buildWorld(BASE_CONTENT_PACK).deeds.length > 0; // true
 * ```
 */
export function buildWorld(pack: ContentPack = BASE_CONTENT_PACK): SimWorld {
  const cities = pack.cities.map((c, index) => ({ index, name: c.name, alignment: c.alignment, x: c.x, y: c.y }));
  const known = new Set(cities.map((c) => c.name));
  const deeds = pack.deeds.map((raw, id) => {
    const d = raw as typeof raw & { skills?: Record<string, number> | null; city?: string | null };
    const city = typeof d.city === 'string' && known.has(d.city) ? d.city : null;
    return {
      id,
      name: d.name,
      level: d.level,
      alignment: d.alignment,
      skills: d.skills ?? null,
      reward: d.reward,
      city,
      skill: deedSkillRequirement(d.skills ?? null),
      cooldownMs: deedCooldownMs(d.level),
      sentenceMs: sentenceMs(d),
    };
  });
  return {
    cities,
    deeds,
    topDeedLevel: Math.max(...deeds.map((d) => d.level)),
    jailChance: cities.map((c) => failureJailChance(c.alignment)),
    maxSquares: Math.max(1, ...cities.flatMap((a) => cities.map((b) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y)))),
  };
}
