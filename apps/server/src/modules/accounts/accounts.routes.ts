import { accountsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session.ts';
import { accountView } from '../characters/index.ts';
import { announcePresence } from '../presence/index.ts';
import { login, register } from './accounts.service.ts';
import { SESSION_COOKIE, deleteSession } from './sessions.ts';

export function accountsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, accountsApi.register, async ({ body, req, reply }) => {
    const signedIn = await register(deps, body);
    setSessionCookie(req, reply, signedIn.token, signedIn.expiresAt);
    return accountView(deps, signedIn.userId);
  });

  route(app, accountsApi.login, async ({ body, req, reply }) => {
    const signedIn = await login(deps, body, req.ip);
    await announcePresence(deps, signedIn.userId);
    setSessionCookie(req, reply, signedIn.token, signedIn.expiresAt);
    return accountView(deps, signedIn.userId);
  });

  route(app, accountsApi.logout, async ({ req, reply }) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await deleteSession(deps.db, token);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  route(app, accountsApi.account, async ({ req }) => accountView(deps, requireUser(req).userId));
}
