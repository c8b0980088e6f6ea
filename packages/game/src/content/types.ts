import type { DeedReward } from '../deed-odds.ts';

/**
 * Building types a content city may use (docs/game-rules.md#cities-and-the-map-cityts-mapts, "Building types").
 *
 * @example
 * ```ts
 * BUILDING_TYPES.includes('tavern'); // true
 * ```
 */
export const BUILDING_TYPES = [
  'tavern',
  'blacksmith',
  'temple',
  'church',
  'market',
  'shop',
  'library',
  'guild',
  'city hall',
  'guard',
  'bank',
  'stable',
  'housing',
  'graveyard',
] as const;

/**
 * One of {@link BUILDING_TYPES}.
 *
 * @example
 * ```ts
 * const type: BuildingType = 'city hall';
 * ```
 */
export type BuildingType = (typeof BUILDING_TYPES)[number];

/**
 * A building in a seeded city. Every city also has a jail, which is not a building entry.
 *
 * @example
 * ```ts
 * const b: ContentBuilding = { type: 'tavern', name: 'The Gilded Tankard', description: 'Ale and rumours.' };
 * ```
 */
export interface ContentBuilding {
  type: BuildingType;
  name: string;
  description: string;
}

/**
 * A seeded city. `alignment` is read with the band table (above 30 Virtuous ... Wicked).
 *
 * @example
 * ```ts
 * const c: ContentCity = { name: 'Hearthmere', description: '...', alignment: 5, x: 0, y: 0, buildings: [] };
 * ```
 */
export interface ContentCity {
  name: string;
  description: string;
  alignment: number;
  x: number;
  y: number;
  buildings: readonly ContentBuilding[];
}

/**
 * A seeded deed: alignment 1 good, 0 neutral, -1 evil; reward jail time in seconds (a floor:
 * the rules may sentence longer, see `sentenceMs` in `packages/game/src/deeds.ts`).
 * `skills` holds exactly one entry, the skill the deed tests at the level it expects
 * (`expectedSkillLevel(level)`). `city` names the content city the deed belongs to; without it
 * the deed can be done everywhere. A negative `reward.alignment` marks an atonement deed: it
 * walks its score back.
 *
 * @example
 * ```ts
 * const d: ContentDeed = {
 *   name: 'Pick a Pocket', level: 2, content: 'A fat purse sways by.', alignment: -1,
 *   success: 'Coins jingle in your sleeve.', failure: 'A hand grabs your wrist!',
 *   skills: { Stealth: 0 }, reward: { gold: 30, experience: 16, alignment: 2, jailTime: 120 },
 * };
 * ```
 */
export interface ContentDeed {
  name: string;
  level: number;
  content: string;
  alignment: -1 | 0 | 1;
  success: string;
  failure: string;
  skills: Readonly<Record<string, number>>;
  city?: string;
  reward: DeedReward;
}

/**
 * A trainable skill.
 *
 * @example
 * ```ts
 * const s: ContentSkill = { name: 'Swordsmanship', description: 'Steel and footwork.' };
 * ```
 */
export interface ContentSkill {
  name: string;
  description: string;
}

/**
 * A home-page announcement; `date` is an ISO date (YYYY-MM-DD).
 *
 * @example
 * ```ts
 * const a: ContentAnnouncement = { date: '2025-01-01', title: 'Hello', content: 'The gates are open.' };
 * ```
 */
export interface ContentAnnouncement {
  date: string;
  title: string;
  content: string;
}

/**
 * A home-page feature card.
 *
 * @example
 * ```ts
 * const f: ContentFeature = { title: 'Deeds', description: '...', status: 'upcoming', emoji: '⚔️' };
 * ```
 */
export interface ContentFeature {
  title: string;
  description: string;
  status: 'complete' | 'upcoming';
  emoji: string;
}

/**
 * A development roadmap phase.
 *
 * @example
 * ```ts
 * const p: ContentRoadmapPhase = { phase: 'Phase 1: Foundation', items: ['Accounts'], status: 'complete' };
 * ```
 */
export interface ContentRoadmapPhase {
  phase: string;
  items: readonly string[];
  status: 'complete' | 'current' | 'upcoming';
}

/**
 * Everything a fresh world is seeded with. `name` identifies the pack so it is applied only once.
 * The first city is the starting city.
 *
 * @example
 * ```ts
 * const pack: ContentPack = BASE_CONTENT_PACK;
 * pack.cities[0]?.name; // 'Hearthmere'
 * ```
 */
export interface ContentPack {
  name: string;
  cities: readonly ContentCity[];
  deeds: readonly ContentDeed[];
  skills: readonly ContentSkill[];
  announcements: readonly ContentAnnouncement[];
  features: readonly ContentFeature[];
  roadmap: readonly ContentRoadmapPhase[];
  ticker: string;
}
