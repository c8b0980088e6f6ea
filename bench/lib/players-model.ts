// The simulated players of `npm run bench:players`: what a player does next and how long it
// thinks first. Pure (the random source is given) so that the choices written in
// docs/capacity.md ("Behaviour model") are tested in players-model.test.ts.
import { createHash } from 'node:crypto';
import { PresenceLimits } from '@tod/contracts';
import { deedCooldownMs } from '@tod/game';
import { PROFILES } from '../../sim/src/profiles.ts';

export type ProfileName = keyof typeof PROFILES;

export interface PlayerProfile {
  /** Share of the players online at once. */
  share: number;
  /** Seconds from the deed cooldown's end to the next attempt, uniform in [least, most]. */
  reactSeconds: readonly [number, number];
  /** Chance, after each deed, of opening another page (and doing what it is for) first. */
  browse: number;
  /** A script calls the API only: no pages, no long poll, no account refresh. */
  browser: boolean;
  /** Minutes of one play session, from the balance simulation's profile. */
  sessionMinutes: number;
}

const minutesOf = (name: ProfileName) => PROFILES[name].sessions[0]?.[1] ?? 0;

/** The mix online at once and how each kind plays (docs/capacity.md, "Behaviour model"). */
export const PLAYER_PROFILES: Record<ProfileName, PlayerProfile> = {
  casual: { share: 0.4, reactSeconds: [10, 40], browse: 0.5, browser: true, sessionMinutes: minutesOf('casual') },
  regular: { share: 0.4, reactSeconds: [5, 20], browse: 0.3, browser: true, sessionMinutes: minutesOf('regular') },
  grinder: { share: 0.15, reactSeconds: [2, 8], browse: 0.1, browser: true, sessionMinutes: minutesOf('grinder') },
  script: { share: 0.05, reactSeconds: [0.5, 1.5], browse: 0, browser: false, sessionMinutes: minutesOf('script') },
};

/** The profile of player `index`: the shares laid out over every 100 players, the same every run. */
export function profileOf(index: number): ProfileName {
  const slot = (index % 100) / 100;
  let upTo = 0;
  for (const [name, p] of Object.entries(PLAYER_PROFILES) as Array<[ProfileName, PlayerProfile]>) {
    upTo += p.share;
    if (slot < upTo - 1e-9) return name;
  }
  return 'casual';
}

/** Share of arriving players who sign in with their password; the others still hold a session. */
export const SIGN_IN_SHARE = 0.02;

/** docs/product-rules.md#account-refresh: the signed-in layout re-reads the account this often. */
export const ACCOUNT_REFRESH_MS = 10 * 60_000;

/** Training has its own cooldown (GameConstants.training.cooldownMs at game speed 1). */
export const TRAINING_EVERY_MS = 5 * 60_000;

/**
 * One HTTP call of a page or an action. `:city` and `:character` stand for the player's city
 * and character; a `document` call is the page itself, which the server answers with the
 * session (ADR 0026) instead of a separate account read.
 */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const get = (path: string): Call => ({ method: 'GET', path });

/**
 * The calls each page makes when a player opens it from inside the app, as the built web app
 * made them in Chromium (docs/capacity.md, "What each page calls"): only queries that are not
 * fresh in the cache go out. The layout's calls are in {@link ARRIVAL_CALLS}.
 */
export const PAGE_CALLS = {
  home: [get('/api/character/events'), get('/api/deeds'), get('/api/character/travel/destinations')],
  deeds: [get('/api/fair-play/watch'), get('/api/deeds'), get('/api/cities/:city')],
  training: [get('/api/character/skills')],
  travel: [get('/api/character/travel/destinations'), get('/api/character/prices')],
  city: [get('/api/cities')],
  chat: [get('/api/shoutbox/history'), get('/api/shoutbox/hidden')],
  messages: [get('/api/messages')],
  crew: [get('/api/crews/mine'), get('/api/crews')],
  profile: [get('/api/achievements/of/:character'), get('/api/character/equipment'), get('/api/notifications/preferences')],
  events: [get('/api/character/events')],
  contacts: [get('/api/contacts')],
  quests: [get('/api/quests/board'), get('/api/quests/chains')],
  leaderboard: [get('/api/leaderboard?by=level'), get('/api/leaderboard/crews?by=respect')],
} as const satisfies Record<string, readonly Call[]>;

export type PageName = keyof typeof PAGE_CALLS;

/**
 * A player opening the app on the deed list: the page itself, the layout's reads, then the
 * page's. The active-players read and long poll and the live feed follow (players-worker.ts).
 */
export const ARRIVAL_CALLS: readonly Call[] = [
  get('/deeds'),
  get('/api/ticker'),
  get('/api/character/events/unread'),
  get('/api/messages/unread'),
  ...PAGE_CALLS.deeds,
];

/** What the layout reads again each time its live feed (re)connects. */
export const FEED_OPEN_CALLS: readonly Call[] = [get('/api/character/events/unread'), get('/api/messages/unread')];

/** What a player does between deeds: the page it opens and what it does there. */
export type Errand = 'train' | 'travel' | 'chat' | 'message' | 'crew' | 'read';

/** Weights of the errands a browsing player picks between deeds (training has its own clock). */
export const ERRAND_WEIGHTS: Record<Exclude<Errand, 'train'>, number> = {
  read: 0.45,
  travel: 0.15,
  message: 0.15,
  chat: 0.15,
  crew: 0.1,
};

/** The page each errand opens. */
export const ERRAND_PAGE: Record<Errand, PageName> = {
  train: 'training',
  travel: 'travel',
  chat: 'chat',
  message: 'messages',
  crew: 'crew',
  read: 'home',
};

/** Pages a `read` errand picks from. */
export const READ_PAGES: readonly PageName[] = ['home', 'city', 'profile', 'events', 'contacts', 'quests', 'leaderboard'];

const between = (rng: () => number, [least, most]: readonly [number, number]) => least + (most - least) * rng();

/**
 * How long after the attempt the next deed is tried: the deed's own cooldown at game speed 1
 * (the bench's server runs fast only so that nothing is refused) plus the profile's reaction.
 */
export function nextDeedDelayMs(profile: ProfileName, deedLevel: number, rng: () => number): number {
  return deedCooldownMs(deedLevel) + between(rng, PLAYER_PROFILES[profile].reactSeconds) * 1000;
}

/**
 * The errand a player runs before its next deed: training when its cooldown has passed (half
 * the time: not every player trains at once), else a browsing player's pick, else none.
 */
export function nextErrand(profile: ProfileName, sinceTrainingMs: number, rng: () => number): Errand | null {
  const p = PLAYER_PROFILES[profile];
  if (!p.browser) return null;
  if (sinceTrainingMs >= TRAINING_EVERY_MS && rng() < 0.5) return 'train';
  if (rng() >= p.browse) return null;
  let pick = rng() * Object.values(ERRAND_WEIGHTS).reduce((a, b) => a + b, 0);
  for (const [errand, weight] of Object.entries(ERRAND_WEIGHTS) as Array<[Exclude<Errand, 'train'>, number]>) {
    pick -= weight;
    if (pick < 0) return errand;
  }
  return 'read';
}

/** Seconds a player reads a page it opened for an errand before going back to its deeds. */
export const ERRAND_READ_SECONDS = [3, 15] as const;

export const errandReadMs = (rng: () => number) => between(rng, ERRAND_READ_SECONDS) * 1000;

/** The client's wait before the next long poll, by how the last one ended (PresenceLimits). */
export function nextPollDelayMs(answer: 'changed' | 'unchanged' | 'error'): number {
  if (answer === 'changed') return PresenceLimits.retryAfterChangeMs;
  if (answer === 'unchanged') return PresenceLimits.retryAfterNoChangeMs;
  return PresenceLimits.retryAfterErrorMs;
}

/**
 * The character of bench player `index`, as players-prepare.ts copies it: md5 of a name, shaped
 * as a version-4 uuid (the contracts accept only well-formed ones).
 */
export function characterIdOf(index: number): string {
  const h = createHash('md5').update(`bench-character-${index}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Whether player `index` signs in on arrival: {@link SIGN_IN_SHARE} of every run of players, spread evenly. */
export const signsIn = (index: number) => Math.floor(index * SIGN_IN_SHARE) !== Math.floor((index - 1) * SIGN_IN_SHARE);
