import { CONTENT_CITIES } from './cities.ts';
import { EVIL_DEEDS } from './deeds-evil.ts';
import { GOOD_DEEDS } from './deeds-good.ts';
import { NEUTRAL_DEEDS } from './deeds-neutral.ts';
import { CONTENT_ANNOUNCEMENTS, CONTENT_FEATURES, CONTENT_ROADMAP, DEFAULT_TICKER } from './home.ts';
import { CONTENT_SKILLS } from './skills.ts';
import type { ContentDeed, ContentPack } from './types.ts';

export * from './cities.ts';
export * from './deed-helper.ts';
export * from './deeds-evil.ts';
export * from './deeds-good.ts';
export * from './deeds-neutral.ts';
export * from './home.ts';
export * from './skills.ts';
export * from './types.ts';

/**
 * Every seeded deed: good, then neutral, then evil.
 *
 * @example
 * ```ts
 * CONTENT_DEEDS.length; // 36
 * ```
 */
export const CONTENT_DEEDS: readonly ContentDeed[] = [...GOOD_DEEDS, ...NEUTRAL_DEEDS, ...EVIL_DEEDS];

/**
 * The base world a fresh database is seeded with (once; keyed by `name`).
 *
 * @example
 * ```ts
 * BASE_CONTENT_PACK.name; // 'base-v1'
 * BASE_CONTENT_PACK.cities[0]?.name; // 'Hearthmere' (starting city)
 * ```
 */
export const BASE_CONTENT_PACK: ContentPack = {
  name: 'base-v1',
  cities: CONTENT_CITIES,
  deeds: CONTENT_DEEDS,
  skills: CONTENT_SKILLS,
  announcements: CONTENT_ANNOUNCEMENTS,
  features: CONTENT_FEATURES,
  roadmap: CONTENT_ROADMAP,
  ticker: DEFAULT_TICKER,
};
