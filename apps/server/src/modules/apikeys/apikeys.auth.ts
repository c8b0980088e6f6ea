import { type ApiScope, RateLimits, Role } from '@tod/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/ids.ts';
import type { EndpointRouteConfig } from '../../lib/route.ts';
import { type SessionUser, usersTable } from '../accounts/index.ts';
import { latestCharacterOf } from '../characters/index.ts';
import { blockedFor, hit, hitMeasured, rateLimitHeaders } from '../limits/index.ts';
import { apiKeyCallsTable, apiKeysTable } from './apikeys.sql.ts';
import { addressPrefix } from './apikeys.service.ts';

/** The key a request was made with (null for a session or a visitor). */
export interface RequestKey {
  id: string;
  scopes: readonly ApiScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request came with a personal API key: the actor is then the key's account, as a player. */
    apiKey: RequestKey | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const KEY_SHAPE = /^tod_[A-Za-z0-9_-]{20,100}$/;

const invalidKey = () => new AppError('apikeys.invalid', 401, 'This API key is unknown or has been revoked.');

function refuseUnlessAdmitted(req: FastifyRequest, config: Partial<EndpointRouteConfig> | undefined): readonly ApiScope[] {
  const admits = config?.keyScopes;
  // A key never authorises a write, whatever a contract says.
  if (!admits?.length || req.method !== 'GET') {
    throw new AppError('apikeys.cookie_only', 403, 'API keys cannot call this. Sign in on the site to do it.');
  }
  return admits;
}

/**
 * Resolves `Authorization: Bearer tod_...` on API calls (docs/api.md, "Keys"): the route must
 * admit keys (its contract's `keyScopes`, passed in the route config by lib/route.ts) and the
 * key must hold one of those scopes; the key's account becomes the actor, always as a plain
 * player. Every call is counted (per account across its keys, and per address), and unknown
 * keys per address, which blocks the address's key calls for a while past a few. Keys are read
 * from the database on every call: a revoked key (its row deleted) fails at once on every
 * instance. Registered after the session hook, so a key replaces any cookie's actor.
 */
export function registerApiKeyAuth(app: FastifyInstance, deps: Pick<Deps, 'db' | 'clock'>): void {
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', (req, reply, done) => {
    const header = req.headers.authorization;
    if (!header || !req.url.startsWith('/api/')) {
      done();
      return;
    }
    authenticate(req, deps).then((headers) => {
      reply.headers(headers);
      done();
    }, done);
  });
  // Logged before the answer leaves, not after: a tool (or the player's page) that reads the log
  // right after a call finds that call in it.
  app.addHook('onSend', async (req, reply, payload) => {
    const key = req.apiKey;
    if (!key) return payload;
    try {
      await deps.db.insert(apiKeyCallsTable).values({
        keyId: key.id,
        at: deps.clock.now(),
        method: req.method,
        endpoint: req.routeOptions.url ?? req.url.split('?')[0] ?? '',
        status: reply.statusCode,
        address: addressPrefix(req.ip),
      });
    } catch (err) {
      // The key may have been revoked meanwhile (its calls go with it): the log is not the answer.
      req.log.debug({ err }, 'api key call not logged');
    }
    return payload;
  });
}

async function authenticate(req: FastifyRequest, deps: Pick<Deps, 'db' | 'clock'>): Promise<Record<string, string>> {
  const now = deps.clock.now();
  const admits = refuseUnlessAdmitted(req, req.routeOptions.config as Partial<EndpointRouteConfig> | undefined);
  const badKey = `badkey:address:${req.ip}`;
  const blocked = await blockedFor(deps.db, badKey, RateLimits.badKeysPerAddress.limit, now);
  if (blocked > 0) {
    throw new AppError('apikeys.blocked', 429, `Too many unknown keys from your address. Try again in ${blocked} seconds.`, {
      headers: { 'retry-after': String(blocked) },
      details: { retryAfterSeconds: blocked },
    });
  }
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
  const k = apiKeysTable;
  const [found] =
    token && KEY_SHAPE.test(token)
      ? await deps.db
          .update(k)
          .set({ lastUsedAt: now })
          .where(eq(k.tokenHash, sha256Hex(token)))
          .returning({ id: k.id, userId: k.userId, scopes: k.scopes })
      : [];
  const [user] = found
    ? await deps.db
        .select({ id: usersTable.id, email: usersTable.email })
        .from(usersTable)
        .where(and(eq(usersTable.id, found.userId), isNull(usersTable.deletedAt)))
    : [];
  if (!found || !user) {
    await hit(deps.db, [{ key: badKey, ...RateLimits.badKeysPerAddress }], now);
    throw invalidKey();
  }
  const scopes = found.scopes as ApiScope[];
  // From here on the call is the key's, refused or not: its owner sees it in the key's log.
  req.apiKey = { id: found.id, scopes };
  if (!admits.some((s) => scopes.includes(s))) {
    throw new AppError('apikeys.scope_missing', 403, `This key may not read that. It needs one of: ${admits.join(', ')}.`, {
      details: { needs: admits },
    });
  }
  const state = await hitMeasured(
    deps.db,
    [
      { key: `key:account:${found.userId}`, ...RateLimits.keyCallsPerAccount },
      { key: `key:address:${req.ip}`, ...RateLimits.keyCallsPerAddress },
    ],
    now,
  );
  req.actor = keyActor(found.id, user, await latestCharacterOf(deps.db, found.userId), now);
  return rateLimitHeaders(state);
}

/** The key's account as a request's actor: never more than a player, whatever its role. */
function keyActor(
  keyId: string,
  user: { id: string; email: string },
  character: SessionUser['character'],
  now: Date,
): SessionUser {
  return {
    sessionId: `apikey:${keyId}`,
    userId: user.id,
    email: user.email,
    role: Role.player,
    lastUsedAt: now,
    expiresAt: now,
    character,
  };
}
