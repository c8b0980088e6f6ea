import { SCRIPT_CALL_HEADER } from '@tod/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See `STATE_CHANGING_GET`. */
    changesState?: boolean;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Route config of a GET that changes state (the logout, docs/api.md#calls): it gets the
 * same-origin check of a write, and must also be a script call. Marked on the route, so the check follows the
 * route the router matched, whatever spelling of the path got there (`%6cogout`).
 */
export const STATE_CHANGING_GET = { changesState: true } as const;

/**
 * Whether the browser says another page made the call. `Sec-Fetch-Site` when sent: only
 * `same-origin` passes (`same-site` is a sibling subdomain, which may be someone else's;
 * `none` is a typed address or a bookmark, never our page). Without it, `Origin` when sent
 * must be this host; with neither it is not a browser (curl, server-to-server) and passes.
 */
function isCrossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin';
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** An image, a link or a navigation cannot add a header; the web client's fetch always does. */
const isScriptCall = (req: FastifyRequest): boolean => req.headers[SCRIPT_CALL_HEADER.name] === SCRIPT_CALL_HEADER.value;

/**
 * Refuses state-changing calls another site's page makes with the player's cookie (CSRF), and
 * a state-changing GET that is not a script call (an `<img>` in a bio). The rules:
 * docs/hardening.md, "Accounts and floods".
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const statefulGet = req.routeOptions.config?.changesState === true;
    if (SAFE.has(req.method) && !statefulGet) {
      done();
      return;
    }
    if (!req.routeOptions.url?.startsWith('/api/')) {
      done();
      return;
    }
    if (isCrossSite(req)) {
      done(forbidden('Cross-site requests are not allowed.'));
      return;
    }
    done(statefulGet && !isScriptCall(req) ? forbidden('This call must come from the game page itself.') : undefined);
  });
}
