import type { ContentAnnouncement, ContentFeature, ContentRoadmapPhase } from './types.ts';

/**
 * Seeded home-page announcements, newest first.
 *
 * @example
 * ```ts
 * CONTENT_ANNOUNCEMENTS[0]?.title; // 'The Gates of Hearthmere Are Open!'
 * ```
 */
export const CONTENT_ANNOUNCEMENTS: readonly ContentAnnouncement[] = [
  {
    date: '2025-03-01',
    title: 'The Gates of Hearthmere Are Open!',
    content:
      'Welcome, traveller! The realm is open to all who seek fame, fortune or mischief. Create your character, visit the Gilded Tankard and say hello in the Global Chat.',
  },
  {
    date: '2025-02-15',
    title: 'Nine Cities Charted',
    content:
      'Our cartographers have mapped nine cities, from the white stones of Silverbrook to the crooked spires of Ravenhollow. Pack your boots: every journey takes time.',
  },
  {
    date: '2025-02-01',
    title: 'A Word on the City Jails',
    content:
      'The Wardens remind all citizens that crime does not pay (usually). Prisoners may be broken out by brave friends, who risk a cell of their own.',
  },
];

/**
 * The features list the first pack seeded (Deeds and Training still "coming soon"), kept so the
 * home upgrade can tell a row staff never touched: it still equals one of these exactly.
 */
export const V1_HOME_FEATURES: readonly ContentFeature[] = [
  {
    title: 'Real-time Chat',
    description: 'Talk with every adventurer in the realm through the global shoutbox, live.',
    status: 'complete',
    emoji: '💬',
  },
  {
    title: 'Character Search',
    description: 'Find friends and rivals by name and inspect their deeds and renown.',
    status: 'complete',
    emoji: '🔍',
  },
  {
    title: 'Deeds',
    description: 'Perform heroic, humble or dastardly deeds for gold, experience and reputation.',
    status: 'upcoming',
    emoji: '⚔️',
  },
  {
    title: 'Training',
    description: 'Hone your skills, from swordsmanship to lockpicking, one session at a time.',
    status: 'upcoming',
    emoji: '🏋️',
  },
  {
    title: 'Quests',
    description: 'Embark on long adventures with twists, choices and legendary rewards.',
    status: 'upcoming',
    emoji: '🗺️',
  },
];

const [CHAT, SEARCH, DEEDS, TRAINING, QUESTS] = V1_HOME_FEATURES as [
  ContentFeature,
  ContentFeature,
  ContentFeature,
  ContentFeature,
  ContentFeature,
];

/**
 * Seeded features list, as the game stands: everything playable complete (chat, search, deeds,
 * training, cities and travel, jails, the event log, the leaderboard); Quests coming soon.
 *
 * @example
 * ```ts
 * CONTENT_FEATURES.filter((f) => f.status === 'upcoming').map((f) => f.title); // ['Quests']
 * ```
 */
export const CONTENT_FEATURES: readonly ContentFeature[] = [
  CHAT,
  SEARCH,
  { ...DEEDS, status: 'complete' },
  { ...TRAINING, status: 'complete' },
  {
    title: 'Cities and Travel',
    description: 'Nine cities on one map, each with its own deeds; journeys take time and cost a fare.',
    status: 'complete',
    emoji: '🧭',
  },
  {
    title: 'City Jails',
    description: 'Fail a crime and the guards may lock you up: wait, pay bail, or hope a friend breaks you out.',
    status: 'complete',
    emoji: '⛓️',
  },
  {
    title: 'Event Log and Notifications',
    description: 'Everything that happened to your character while you were away, and a nudge when a timer ends.',
    status: 'complete',
    emoji: '🔔',
  },
  {
    title: 'Leaderboard',
    description: 'See who leads the realm by level, gold, good and evil deeds, and jailbreaks.',
    status: 'complete',
    emoji: '🏆',
  },
  QUESTS,
];

/** The roadmap the first pack seeded (Phase 2 still current), for the home upgrade. */
export const V1_HOME_ROADMAP: readonly ContentRoadmapPhase[] = [
  {
    phase: 'Phase 1: Foundation',
    items: ['Player accounts and sign-in', 'Character creation', 'Real-time global chat', 'Character search'],
    status: 'complete',
  },
  {
    phase: 'Phase 2: Core Gameplay',
    items: ['Deeds with rewards and jail', 'Skill training', 'Cities, buildings and travel', 'Jailbreaks'],
    status: 'current',
  },
  {
    phase: 'Phase 3: Social Features',
    items: ['Guilds', 'Direct messaging', 'Friends and partnering'],
    status: 'upcoming',
  },
  {
    phase: 'Phase 4: Advanced Features',
    items: ['Quests', 'City control', 'Banking and casino', 'Tournaments'],
    status: 'upcoming',
  },
];

/**
 * Seeded development roadmap: four phases, the first two done, the third the one in progress.
 *
 * @example
 * ```ts
 * CONTENT_ROADMAP.find((p) => p.status === 'current')?.phase; // 'Phase 3: Social Features'
 * ```
 */
export const CONTENT_ROADMAP: readonly ContentRoadmapPhase[] = V1_HOME_ROADMAP.map((phase, index) =>
  index < 2 ? { ...phase, status: 'complete' } : index === 2 ? { ...phase, status: 'current' } : phase,
);

/**
 * The ticker text used when no ticker has been saved. Sections are separated by the bullet (•).
 *
 * @example
 * ```ts
 * DEFAULT_TICKER.split(' • ')[0]; // 'Welcome to Tales of Deeds!'
 * ```
 */
export const DEFAULT_TICKER =
  'Welcome to Tales of Deeds! • Perform deeds, train your skills and make a name for yourself • Travel between cities, but mind the city jails • Say hello in the Global Chat';
