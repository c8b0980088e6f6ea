import { CONTENT_CITIES } from './cities.ts';
import { ATONEMENT_DEEDS } from './deeds-atonement.ts';
import { EVIL_DEEDS } from './deeds-evil.ts';
import { FAR_EVIL_DEEDS } from './deeds-far-evil.ts';
import { FAR_GOOD_DEEDS } from './deeds-far-good.ts';
import { FAR_NEUTRAL_DEEDS } from './deeds-far-neutral.ts';
import { HIGH_DEEDS } from './deeds-high.ts';
import { EVIL_LOCAL_DEEDS } from './deeds-local-evil.ts';
import { GOOD_LOCAL_DEEDS } from './deeds-local-good.ts';
import { NEUTRAL_LOCAL_DEEDS } from './deeds-local-neutral.ts';
import { GOOD_DEEDS } from './deeds-good.ts';
import { NEUTRAL_DEEDS } from './deeds-neutral.ts';
import { CONTENT_ANNOUNCEMENTS, CONTENT_FEATURES, CONTENT_ROADMAP, DEFAULT_TICKER } from './home.ts';
import { CONTENT_SKILLS } from './skills.ts';
import type { ContentDeed, ContentPack } from './types.ts';

export * from './achievements.ts';
export * from './chains.ts';
export * from './cities.ts';
export * from './deed-helper.ts';
export * from './deeds-atonement.ts';
export * from './deeds-evil.ts';
export * from './deeds-far-evil.ts';
export * from './deeds-far-good.ts';
export * from './deeds-far-neutral.ts';
export * from './deeds-good.ts';
export * from './deeds-high.ts';
export * from './deeds-local-evil.ts';
export * from './deeds-local-good.ts';
export * from './deeds-local-neutral.ts';
export * from './deeds-neutral.ts';
export * from './group-deeds.ts';
export * from './home.ts';
export * from './items.ts';
export * from './quests.ts';
export * from './skills.ts';
export * from './types.ts';
export * from './v1.ts';
export * from './v2.ts';

/**
 * Every seeded deed: the everywhere deeds (good, neutral, evil, then atonement), then the local
 * deeds of each path's cities, then the deeds of the long game (levels 61-99: everywhere deeds,
 * then the far region's local deeds). The deeds of the first pack keep their names (see
 * `V1_DEED_REWARDS`); appending keeps every earlier deed's position.
 *
 * @example
 * ```ts
 * CONTENT_DEEDS.filter((d) => d.city === 'Mirefen').length; // 5
 * ```
 */
export const CONTENT_DEEDS: readonly ContentDeed[] = [
  ...GOOD_DEEDS,
  ...NEUTRAL_DEEDS,
  ...EVIL_DEEDS,
  ...ATONEMENT_DEEDS,
  ...NEUTRAL_LOCAL_DEEDS,
  ...GOOD_LOCAL_DEEDS,
  ...EVIL_LOCAL_DEEDS,
  ...HIGH_DEEDS,
  ...FAR_NEUTRAL_DEEDS,
  ...FAR_GOOD_DEEDS,
  ...FAR_EVIL_DEEDS,
];

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
