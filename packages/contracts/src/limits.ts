/**
 * Request limits, counted in the database so they hold across instances (fixed windows). Past
 * a limit the answer is 429 `limits.too_many` with a `Retry-After` header (seconds) and
 * `details.retryAfterSeconds`. "Writes" are every POST, PUT, PATCH and DELETE under `/api`.
 *
 * @example
 * RateLimits.registerPerAddress; // { limit: 100, windowMs: 3_600_000 }
 */
export const RateLimits = {
  /** New accounts from one client address. */
  registerPerAddress: { limit: 100, windowMs: 60 * 60_000 },
  /** Writes from one client address (every account behind it together). */
  writesPerAddress: { limit: 1000, windowMs: 60_000 },
  /** Writes by one signed-in account. */
  writesPerAccount: { limit: 300, windowMs: 60_000 },
  /** Calls made with personal API keys, per account across all its keys. */
  keyCallsPerAccount: { limit: 100, windowMs: 60_000 },
  /** Calls made with personal API keys from one client address. */
  keyCallsPerAddress: { limit: 1000, windowMs: 60_000 },
  /** Unknown or revoked keys from one address; past it the address's key calls are refused until the window ends. */
  badKeysPerAddress: { limit: 10, windowMs: 15 * 60_000 },
  /** Reads of public endpoints (leaderboard, profiles, cities, deeds) by visitors from one address. */
  publicReadsPerAddress: { limit: 300, windowMs: 60_000 },
  /** Portrait uploads by one account: each costs an image decode of up to 5 MB. */
  portraitsPerAccount: { limit: 10, windowMs: 60 * 60_000 },
} as const;

/**
 * How many crew channel messages the page reads: the newest, oldest first. Declared here, in a
 * module without schemas, because the app shell's live dispatcher uses it on every page.
 */
export const CREW_CHANNEL_HISTORY = 50;
