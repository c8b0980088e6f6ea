import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from './passwords.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call hashes or checks a password: see `HASHES_PASSWORD`. */
    hashesPassword?: boolean;
  }
}

/** Route config of a call that hashes or checks a password (login, registration, password changes). */
export const HASHES_PASSWORD = { hashesPassword: true } as const;

/**
 * Turns such a call away with 503 while the hashing gate is full, before the limits hook or the
 * handler writes anything: on the embedded database every write runs on the event loop, so a
 * flood that cost even one write per refused request would still starve the other players.
 * Registered before the rate limits.
 *
 * The refusal is decided at once and nothing is queued or computed for it, but the answer waits
 * `pauseMs` (a timer, nothing else): a flooding client that sends its next request as soon as
 * the last is answered would otherwise get thousands of refusals a second out of the event loop
 * the other players need. See docs/hardening.md, "Accounts and floods".
 */
export function registerHashingAdmission(app: FastifyInstance, passwords: PasswordHasher, pauseMs: number): void {
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.routeOptions.config?.hashesPassword !== true || !passwords.gate.full) {
      done();
      return;
    }
    const refusal = passwords.gate.refusal();
    if (pauseMs > 0) setTimeout(() => done(refusal), pauseMs);
    else done(refusal);
  });
}
