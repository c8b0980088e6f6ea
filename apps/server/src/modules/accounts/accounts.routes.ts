import { accountsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { STATE_CHANGING_GET } from '../../plugins/origin-check.ts';
import { COUNTED_AFTER_PARSING } from '../limits/index.ts';
import { announcePresence } from '../presence/index.ts';
import { type AccountsDeps, login, register } from './accounts.service.ts';
import { accountView, actorAccount, sessionView } from './accounts.view.ts';
import { HASHES_PASSWORD } from './hashing-admission.plugin.ts';
import { SIGN_IN } from './sign-in-refusals.plugin.ts';
import type { SessionStore } from './session-store.ts';
import { clearSessionCookie, setSessionCookie } from './session.plugin.ts';
import { changeEmail, changePassword, deleteAccount, resetPassword } from './self-service.ts';
import { SESSION_COOKIE } from './sessions.ts';

export function accountsRoutes(app: FastifyInstance, deps: AccountsDeps, sessions: SessionStore): void {
  route(
    app,
    accountsApi.register,
    async ({ body, req, reply }) => {
      const signedIn = await register(deps, body);
      setSessionCookie(req, reply, signedIn.token, signedIn.expiresAt);
      return accountView(deps, signedIn.userId);
    },
    { config: HASHES_PASSWORD },
  );

  route(
    app,
    accountsApi.login,
    async ({ body, req, reply }) => {
      const signedIn = await login(deps, body, req.ip);
      await announcePresence(deps, signedIn.userId);
      setSessionCookie(req, reply, signedIn.token, signedIn.expiresAt);
      return accountView(deps, signedIn.userId);
    },
    { config: { ...HASHES_PASSWORD, ...SIGN_IN, ...COUNTED_AFTER_PARSING } },
  );

  // A GET (docs/api.md#calls), so it is marked: only the game page's own script may call it
  // (docs/hardening.md#which-calls-may-change-state).
  route(
    app,
    accountsApi.logout,
    async ({ req, reply }) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await sessions.revoke(token);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
    { config: STATE_CHANGING_GET },
  );

  // The session statement already read the account and its character: no other query.
  route(app, accountsApi.account, async ({ actor }) => actorAccount(actor, deps.clock.now(), deps.config.gameSpeed), {
    trustedResponse: true,
  });
  // The page's own check: a visitor gets `null`, not a 401 (docs/hardening.md, "Input").
  route(app, accountsApi.session, async ({ req }) => sessionView(req.actor, deps.clock.now(), deps.config.gameSpeed), {
    trustedResponse: true,
  });

  route(
    app,
    accountsApi.changePassword,
    async ({ body, actor }) => {
      await changePassword(deps, actor, body);
      return { ok: true as const };
    },
    { config: HASHES_PASSWORD },
  );

  route(
    app,
    accountsApi.changeEmail,
    async ({ body, actor }) => {
      await changeEmail(deps, actor, body);
      return accountView(deps, actor.userId);
    },
    { config: HASHES_PASSWORD },
  );

  route(
    app,
    accountsApi.deleteAccount,
    async ({ body, actor, reply }) => {
      await deleteAccount(deps, actor, body.password);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
    { config: HASHES_PASSWORD },
  );

  route(
    app,
    accountsApi.resetPassword,
    async ({ body }) => {
      await resetPassword(deps, body.token, body.password);
      return { ok: true as const };
    },
    { config: HASHES_PASSWORD },
  );
}
