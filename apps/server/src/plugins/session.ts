import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { Deps } from '../lib/deps.ts';
import { SESSION_COOKIE, type SessionUser, findSession, touchSession } from '../modules/accounts/index.ts';
import { markSeen } from '../modules/characters/index.ts';
import { ADMIN_ROLE } from '@tod/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null. */
    actor: SessionUser | null;
  }
}

/** Resolves the session cookie on every API call and keeps "last seen" fresh (once a minute). */
export function registerSession(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const now = deps.clock.now();
    const actor = await findSession(deps.db, token, now);
    req.actor = actor;
    if (actor && now.getTime() - actor.lastUsedAt.getTime() >= 60_000) {
      if (await touchSession(deps.db, actor.sessionId, now)) await markSeen(deps, actor.userId, now);
    }
  });
}

export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.actor) throw unauthorized();
  return req.actor;
}

export function requireRole(req: FastifyRequest, role: number = ADMIN_ROLE): SessionUser {
  const actor = requireUser(req);
  if (actor.role < role) throw forbidden();
  return actor;
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
