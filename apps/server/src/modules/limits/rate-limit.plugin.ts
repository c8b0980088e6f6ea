import { RateLimits } from '@tod/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { arrivedAt } from '../../lib/route.ts';
import { type COUNTED_AFTER_PARSING, type COUNTED_BY_ROUTE, hit, keysFor, type NOT_A_WRITE } from './limits.service.ts';
import { attachSpentWindows } from './spent-windows.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A `POST` that changes nothing: see `NOT_A_WRITE`. */
    limitsNotAWrite?: boolean;
  }
}

type LimitsConfig = Partial<typeof COUNTED_BY_ROUTE & typeof COUNTED_AFTER_PARSING & typeof NOT_A_WRITE>;

/**
 * Counts every state-changing API call per client address and per signed-in account,
 * registrations per address, and visitors' public reads per address, in the database (so the limits hold across instances). Registered
 * after the session hook, which resolves the account. Numbers: packages/contracts/src/limits.ts.
 * Past a limit the refusals come from memory until the window ends (`SpentWindows`).
 */
export function registerRateLimits(app: FastifyInstance, deps: Pick<Deps, 'db' | 'clock' | 'events'>): void {
  const spent = attachSpentWindows(deps.db, deps.events);
  app.addHook('onReady', () => spent.start());
  app.addHook('onClose', () => spent.close());
  const countWrite = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const keys = keysFor({
      address: req.ip,
      userId: req.actor?.userId ?? null,
      registering: req.routeOptions.url === '/api/auth/register',
    });
    hit(deps.db, keys, deps.clock.now(), arrivedAt(reply)).then(() => done(), done);
  };
  // A callback hook: reads (most calls) return at once, and an async hook costs every request
  // a promise (docs/performance.md).
  app.addHook('onRequest', (req, reply, done) => {
    // A visitor's read of a public endpoint (leaderboard, profiles, cities, deeds) counts per
    // address: those are the calls a scraper with no account can make (docs/api.md, "Public reads").
    if (!req.actor && (req.routeOptions.config as { publicRead?: boolean } | undefined)?.publicRead) {
      const keys = [{ key: `read:address:${req.ip}`, ...RateLimits.publicReadsPerAddress }];
      hit(deps.db, keys, deps.clock.now(), arrivedAt(reply)).then(() => done(), done);
      return;
    }
    const config = req.routeOptions.config as LimitsConfig;
    // The matched route, not the raw URL: `/%61pi/...` reaches the same handler.
    if (
      !WRITES.has(req.method) ||
      !req.routeOptions.url?.startsWith('/api/') ||
      config.limitsCountedByRoute ||
      config.limitsNotAWrite ||
      config.limitsCountedAfterParsing
    ) {
      done();
      return;
    }
    countWrite(req, reply, done);
  });
  app.addHook('preValidation', (req, reply, done) => {
    if ((req.routeOptions.config as LimitsConfig).limitsCountedAfterParsing && WRITES.has(req.method))
      countWrite(req, reply, done);
    else done();
  });
}
