import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { ICON_MAX_BYTES } from '@tod/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { Deps } from './lib/deps.ts';
import { createEventBus, type EventBus } from './lib/events.ts';
import { cryptoRng, type Rng } from './lib/rng.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { deedsRoutes } from './modules/deeds/deeds.routes.ts';
import type { PresenceOptions } from './modules/presence/index.ts';
import { presenceRoutes } from './modules/presence/presence.routes.ts';
import { resourcesRoutes } from './modules/resources/resources.routes.ts';
import { trainingRoutes } from './modules/training/training.routes.ts';
import { charactersRoutes } from './modules/characters/characters.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { homeAdminRoutes } from './modules/home/home.admin.routes.ts';
import { citiesAdminRoutes } from './modules/world/cities.admin.routes.ts';
import { deedsAdminRoutes } from './modules/deeds/deeds.admin.routes.ts';
import { tickerRoutes } from './modules/ticker/ticker.routes.ts';
import { worldRoutes } from './modules/world/world.routes.ts';
import { gameplayRoutes } from './modules/world/gameplay.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSession } from './plugins/session.ts';
import { registerSpa } from './plugins/spa.ts';
import type { SseOptions } from './plugins/sse.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  rng?: Rng;
  events?: EventBus;
  /** Pino logger settings; false silences it (tests). */
  logger?: boolean | object;
  /** Chat stream and presence long-poll timings (tests shorten them). */
  realtime?: { sse?: Partial<SseOptions>; presence?: Partial<PresenceOptions> };
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole server (API, static web app) without listening. */
export type App = FastifyInstance & { deps: Deps };

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    rng: options.rng ?? cryptoRng,
    events: options.events ?? createEventBus(database),
  };
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: ICON_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  registerOriginCheck(app);
  registerSession(app, deps);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      healthRoutes(api, deps);
      accountsRoutes(api, deps);
      charactersRoutes(api, deps);
      worldRoutes(api, deps);
      gameplayRoutes(api, deps);
      homeRoutes(api, deps);
      tickerRoutes(api, deps);
      resourcesRoutes(api, deps);
      deedsRoutes(api, deps);
      trainingRoutes(api, deps);
      chatRoutes(api, deps, options.realtime?.sse);
      presenceRoutes(api, deps, options.realtime?.presence);
      adminRoutes(api, deps);
      homeAdminRoutes(api, deps);
      citiesAdminRoutes(api, deps);
      deedsAdminRoutes(api, deps);
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.webDist);
  app.addHook('onClose', async () => deps.events.close());
  return Object.assign(app as unknown as FastifyInstance, { deps });
}
