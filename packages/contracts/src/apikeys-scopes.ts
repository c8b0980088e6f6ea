/**
 * What a personal API key may read (docs/api.md, "Keys"). A key holds a set of scopes; each
 * endpoint a key may call lists the scopes that admit it (`keyScopes` in its contract).
 *
 * @example
 * API_SCOPES.includes('jail'); // true
 */
export const API_SCOPES = [
  'public',
  'cooldowns',
  'jail',
  'travel',
  'location',
  'gold',
  'experience',
  'alignment',
  'skills',
  'events',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/**
 * The named access levels a player picks from (or a custom set). Every preset includes
 * `public`.
 *
 * @example
 * API_PRESETS.status; // ['public', 'cooldowns', 'jail', 'travel', 'location']
 */
export const API_PRESETS = {
  public: ['public'],
  status: ['public', 'cooldowns', 'jail', 'travel', 'location'],
  stats: ['public', 'gold', 'experience', 'alignment', 'skills'],
  events: ['public', 'events'],
} as const satisfies Record<string, readonly ApiScope[]>;
export type ApiPreset = keyof typeof API_PRESETS;

/**
 * What each scope lets a tool read, in the words the key page shows the player before a key is
 * made (`/settings/api/new`).
 */
export const API_SCOPE_TEXT: Record<ApiScope, string> = {
  public: 'What anyone can see: leaderboards, cities, the deed catalogue and characters’ public profiles.',
  cooldowns: 'When your deed, training and rescue cooldowns end.',
  jail: 'Whether you are in jail and when you get out.',
  travel: 'When you may travel again.',
  location: 'Which city your character is in.',
  gold: 'How much gold your character has.',
  experience: 'Your level, experience and rested experience.',
  alignment: 'Your good, evil and alignment points.',
  skills: 'Your skill levels.',
  events: 'Your event log: what happened to your character.',
};
