import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../lib/errors.ts';
import { Gate } from '../../lib/gate.ts';

// OWASP's argon2id minimum: 19 MiB, two passes, one lane (argon2id is the library default).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Seconds a refused caller is told to wait: a queue of a few hashes empties well within it. */
export const HASHING_RETRY_SECONDS = 2;

/**
 * How many hashes run at once, how many more may wait, and the share of time each slot may
 * hash (config.ts: HASH_CONCURRENCY, HASH_QUEUE, HASH_BUSY_SHARE).
 */
export interface HashingLimits {
  concurrency: number;
  queue: number;
  busyShare?: number;
}

/**
 * Every password hash and check of this process. They share one gate: a login or registration
 * flood queues a few hashes and is answered 503 beyond that, so it cannot take the cores the
 * other players' calls need (docs/hardening.md, "Accounts and floods").
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable stored hash. */
  verify(stored: string, password: string): Promise<boolean>;
  /** Costs as much as `verify`, for an unknown e-mail, so the timing does not tell it apart. */
  burn(password: string): Promise<void>;
  readonly gate: Gate;
}

const busy = () =>
  new AppError('auth.busy', 503, `The server is busy. Please try again in ${HASHING_RETRY_SECONDS} seconds.`, {
    headers: { 'retry-after': String(HASHING_RETRY_SECONDS) },
    details: { retryAfterSeconds: HASHING_RETRY_SECONDS },
  });

async function safeVerify(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export function createPasswordHasher(limits: HashingLimits): PasswordHasher {
  const gate = new Gate({ ...limits, refuse: busy });
  let dummy: Promise<string> | undefined;
  return {
    gate,
    hash: (password) => gate.run(() => hash(password, OPTIONS)),
    verify: (stored, password) => gate.run(() => safeVerify(stored, password)),
    async burn(password) {
      dummy ??= hash('not-a-real-password-for-timing', OPTIONS);
      const stored = await dummy;
      await gate.run(() => safeVerify(stored, password));
    },
  };
}
