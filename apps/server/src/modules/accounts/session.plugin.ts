import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import type { SessionStore } from './session-store.ts';
import { SESSION_COOKIE, type SessionUser } from './sessions.ts';

// The request's `actor` (declared in lib/access.ts, below the modules) is this module's session user.
declare module '../../lib/access.ts' {
  interface ActorRegistry {
    actor: SessionUser;
  }
}

/**
 * Resolves the session cookie on every API call and keeps "last seen" fresh (once a minute).
 * Who may call what is decided afterwards, once, by the route helper (lib/route.ts) from each
 * endpoint's declared access.
 */
export function registerSession(app: FastifyInstance, deps: Pick<Deps, 'db' | 'clock'>, sessions: SessionStore): void {
  app.decorateRequest('actor', null);
  // A callback hook, not an async one: most calls (visitors, static files) return at once, and
  // an async hook costs every request a promise.
  app.addHook('onRequest', (req, _reply, done) => {
    const token = req.url.startsWith('/api/') ? req.cookies[SESSION_COOKIE] : undefined;
    if (!token) {
      done();
      return;
    }
    resolveActor(deps, sessions, req, token).then(() => done(), done);
  });
}

/**
 * Sets `req.actor` from a session token, as every API call does. Also called for a page
 * navigation, which carries the session answer (plugins/spa.ts, ADR 0026).
 */
export async function resolveActor(
  deps: Pick<Deps, 'db' | 'clock'>,
  sessions: SessionStore,
  req: FastifyRequest,
  token: string,
): Promise<void> {
  req.actor = await sessions.find(token, deps.clock.now());
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
