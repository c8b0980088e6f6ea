import { EmailSchema } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { accountKey, addressKey, knownRefusal, type ThrottleKey } from './throttle.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call is the sign-in: see `SIGN_IN`. */
    signIn?: boolean;
  }
}

/**
 * Route config of the sign-in: a running lockout of its address or of the account its body
 * names is refused from memory before the write limit counts it (the route also declares the
 * limits' `COUNTED_AFTER_PARSING`).
 */
export const SIGN_IN = { signIn: true } as const;

/**
 * Makes a refused sign-in cost next to nothing, whatever the flood (docs/hardening.md, "Accounts
 * and floods"; docs/decisions/0050-refusals-that-cost-nothing.md). Registered before the rate
 * limits, so its `preValidation` hook runs before theirs:
 * - a lockout this process knows to be running (throttle.ts) refuses the sign-in with no
 *   statement at all: not the write limit's counting upsert, which in a flood against one
 *   account from ever new addresses would add a counter row per request;
 * - every 429 of a password call (a lockout, or a write or registration limit) is sent after
 *   `pauseMs`, as the hashing gate's 503 is: a client that loops on refusals gets one a second
 *   per connection instead of hundreds. A paused answer holds one timer (Node keeps timers of
 *   one duration in one list, so adding one is constant work) on a request whose connection
 *   is open anyway; nothing is computed or queued for it.
 */
export function registerSignInRefusals(app: FastifyInstance, deps: Pick<Deps, 'db' | 'clock'>, pauseMs: number): void {
  // Callback hooks: every other call passes them with one property read.
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.routeOptions.config?.signIn !== true) {
      done();
      return;
    }
    // The body is parsed, not yet validated: the e-mail is read as the contract reads it, and an
    // invalid one leaves only the address to look at (validation then answers 400).
    const email = EmailSchema.safeParse((req.body as { email?: unknown } | null | undefined)?.email);
    const keys: ThrottleKey[] = [addressKey(req.ip)];
    if (email.success) keys.push(accountKey(email.data));
    const refusal = knownRefusal(deps.db, keys, deps.clock.now());
    if (refusal) done(refusal);
    else done();
  });
  if (pauseMs <= 0) return;
  app.addHook('onSend', (req, reply, payload, done) => {
    if (reply.statusCode === 429 && req.routeOptions.config?.hashesPassword === true) {
      setTimeout(() => done(null, payload), pauseMs);
      return;
    }
    done(null, payload);
  });
}
