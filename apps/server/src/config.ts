import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './paths.ts';

const boolFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const defaultWebDist = path.join(serverRoot, '..', 'web', 'dist');

/**
 * A hashing slot hashes at most this share of the time and rests the rest, so a login or
 * registration flood gets at most a tenth of a core per slot, whatever it sends: about 4 hashes
 * a second per slot on the 2-core machine the flood benchmark ran on (a hash takes about 25 ms
 * there), far above honest sign-ins (sessions last 30 days). At a quarter, players' reads kept
 * 0.77 of their rate during a flood; at a tenth, 0.87 (docs/performance.md, "Floods").
 */
const DEFAULT_HASH_BUSY_SHARE = 0.1;

/**
 * Whether the PostgreSQL client can read `url`: it parses the address the way postgres.js does
 * (the first of several comma-separated hosts stands for all) and percent-decodes the user and
 * password, so a malformed address is one more problem in the settings list instead of a bare
 * "Invalid URL" thrown when the server connects.
 */
function readablePostgresUrl(url: string): boolean {
  const rest = url.slice(url.indexOf('://') + 3);
  try {
    const hosts = decodeURIComponent((rest.split(/[?/]/)[0] ?? '').slice(rest.indexOf('@') + 1));
    const parsed = new URL(url.replace(hosts, hosts.split(',')[0] ?? ''));
    decodeURIComponent(parsed.username);
    decodeURIComponent(parsed.password);
    return true;
  } catch {
    return false;
  }
}

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
  .refine(
    readablePostgresUrl,
    'is not a valid URL (percent-encode special characters in the user name and password, e.g. @ as %40)',
  )
  .optional()
  .or(z.literal('').transform(() => undefined));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  DATABASE_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  GAME_SPEED: z.coerce.number().positive('must be a number above 0').max(100000).default(1),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  RUNSQL_ENABLED: boolFlag.default(false),
  RUNSQL_DATABASE_URL: postgresUrl,
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(180_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolFlag.default(false),
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  PUSH_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const item of v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)) {
        const url = URL.canParse(item) ? new URL(item) : null;
        if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin such as http://127.0.0.1:8080` });
        } else origins.push(url.origin);
      }
      return origins;
    }),
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https: URL')
    .default('mailto:admin@example.com'),
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).optional(),
  HASH_BUSY_SHARE: z.coerce.number().gt(0, 'must be above 0').max(1).default(DEFAULT_HASH_BUSY_SHARE),
  HASH_REFUSAL_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (a long random string: openssl rand -hex 24)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * How long start-up keeps trying to reach PostgreSQL (an instance started before its database,
   * or during its restart) before it gives up; 0 tries once (docs/operations.md).
   */
  databaseWaitMs: number;
  gameSpeed: number;
  adminEmails: readonly string[];
  runSqlEnabled: boolean;
  /**
   * Where `runsql` connects instead of the game's own pool: a read-only, non-superuser login
   * (docs/operations.md). Unset, it uses the game's connection.
   */
  runSqlDatabaseUrl: string | undefined;
  /**
   * How long a client may take to send one whole request (headers and body) before it is
   * answered 408 and disconnected; responses (event streams) are not limited (docs/operations.md).
   */
  requestTimeoutMs: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  webDist: string;
  /** Push endpoint origins allowed besides https ones (a self-hosted or test push service). */
  pushAllowedOrigins: readonly string[];
  /** Contact the push services see in the VAPID signature (mailto: or https:). */
  pushSubject: string;
  /** Where players reach the game (reset links); `http://localhost:<PORT>` unless set. */
  publicUrl: string;
  /**
   * The bearer token `/metrics` asks for; unset, `/metrics` answers 404 and nothing is measured
   * (docs/operations.md, "Metrics").
   */
  metricsToken: string | undefined;
  /**
   * Password hashes run at once and waiting at most; past both a login, registration or
   * password change is refused with 503 (docs/hardening.md, "Accounts and floods"), the answer
   * sent after `refusalPauseMs`. Each hashing slot works at most `busyShare` of the time
   * (lib/gate.ts).
   */
  hashing: { concurrency: number; queue: number; busyShare: number; refusalPauseMs: number };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Settings whose values are never printed, whole (tokens, keys) or in part (a URL's password). */
const SECRET_NAME = /(PASSWORD|SECRET|TOKEN|PRIVATE|KEY)/;
const URL_SETTINGS = new Set(['DATABASE_URL', 'RUNSQL_DATABASE_URL']);
/**
 * A URL's user and password: the password runs to the last `@`, so one holding an unencoded `@`
 * or `/` (a malformed URL, reported as such) is hidden whole, not cut at its first `@`.
 */
const URL_PASSWORD = /\/\/([^/:@]*):(.*)@/;

/**
 * What a problem report may show of a setting's value: a database URL with its password (and
 * anything that may be one) replaced, a secret not at all.
 *
 * @example shownValue('DATABASE_URL', 'mysql://tod:hunter2@db/tod'); // '"mysql://tod:***@db/tod"'
 */
export function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (SECRET_NAME.test(name)) return '(hidden)';
  if (URL_SETTINGS.has(name)) return JSON.stringify(value.replace(URL_PASSWORD, '//$1:***@'));
  return JSON.stringify(value);
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Removes the secrets of `env` (database passwords, secret-named settings) from a text about
 * to be printed, such as a driver's error message at start-up.
 */
export function redactSecrets(text: string, env: Record<string, string | undefined> = process.env): string {
  const secrets: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    if (SECRET_NAME.test(name) && value.length >= 4) secrets.push(value);
    if (URL_SETTINGS.has(name)) {
      const password = URL_PASSWORD.exec(value)?.[2];
      if (password) secrets.push(password, safeDecode(password));
    }
  }
  let out = text;
  for (const secret of secrets.filter(Boolean).sort((a, b) => b.length - a.length)) out = out.split(secret).join('***');
  return out;
}

/**
 * One core is left to the event loop (and PGlite, which runs on it), so hashing can never take
 * every core. The queue bounds the wait and the database work a flood gets in before it is
 * refused (8: a burst of honest logins, well under a second of waiting).
 */
function defaultHashing(
  concurrency: number | undefined,
  queue: number | undefined,
  busyShare: number,
  refusalPauseMs: number,
): Config['hashing'] {
  return { concurrency: concurrency ?? Math.max(1, availableParallelism() - 1), queue: queue ?? 8, busyShare, refusalPauseMs };
}

/** Reads and checks every setting at once, so an operator sees all mistakes in one go. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (i) => `${i.path.join('.')}: ${i.message} (got ${shownValue(String(i.path[0]), env[String(i.path[0])])})`,
      ),
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseWaitMs: e.DATABASE_WAIT_MS,
    gameSpeed: e.GAME_SPEED,
    adminEmails: e.ADMIN_EMAILS,
    runSqlEnabled: e.RUNSQL_ENABLED,
    runSqlDatabaseUrl: e.RUNSQL_DATABASE_URL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    pushAllowedOrigins: e.PUSH_ALLOWED_ORIGINS,
    pushSubject: e.PUSH_SUBJECT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    metricsToken: e.METRICS_TOKEN,
    hashing: defaultHashing(e.HASH_CONCURRENCY, e.HASH_QUEUE, e.HASH_BUSY_SHARE, e.HASH_REFUSAL_PAUSE_MS),
  };
}

/** The environment a child process inherits (the backup tools, and tests running the CLI as an operator would). */
export const inheritedEnv = (): Record<string, string | undefined> => ({ ...process.env });
