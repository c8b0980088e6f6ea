import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { ICON_MAX_BYTES, PAGE_ANSWERS_ELEMENT_ID, PAGE_SESSION_ELEMENT_ID } from '@tod/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createContentCache } from './lib/content-cache.ts';
import { PRUNE_JOBS } from './housekeeping.ts';
import type { Deps } from './lib/deps.ts';
import { createEventBus, type EventBus } from './lib/events.ts';
import { Metrics } from './lib/metrics.ts';
import { cryptoRng, type Rng } from './lib/rng.ts';
import {
  createPasswordHasher,
  createSessionStore,
  type PasswordHasher,
  SESSION_COOKIE,
  sessionView,
  type SessionStore,
} from './modules/accounts/index.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { registerHashingAdmission } from './modules/accounts/hashing-admission.plugin.ts';
import { registerSignInRefusals } from './modules/accounts/sign-in-refusals.plugin.ts';
import { registerSession, resolveActor } from './modules/accounts/session.plugin.ts';
import { usersAdminRoutes } from './modules/accounts/users-admin.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { registerApiKeyAuth } from './modules/apikeys/index.ts';
import { apikeysRoutes } from './modules/apikeys/apikeys.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { contactsPartners } from './modules/contacts/index.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { deedsRoutes } from './modules/deeds/deeds.routes.ts';
import type { PresenceOptions } from './modules/presence/index.ts';
import { presenceRoutes } from './modules/presence/presence.routes.ts';
import { resourcesRoutes } from './modules/resources/resources.routes.ts';
import { trainingRoutes } from './modules/training/training.routes.ts';
import { skillsAdminRoutes } from './modules/training/skills.admin.routes.ts';
import { questsAdminRoutes } from './modules/quests/quests.admin.routes.ts';
import { residents } from './modules/characters/index.ts';
import { charactersRoutes } from './modules/characters/characters.routes.ts';
import { economyAdminRoutes } from './modules/economy/economy.admin.ts';
import { economyRoutes } from './modules/economy/economy.routes.ts';
import { runTermReminders } from './modules/economy/index.ts';
import { fairPlayAdminRoutes } from './modules/fairplay/fairplay.admin.ts';
import { flagScripts, registerSightings, settleExpiredStops } from './modules/fairplay/index.ts';
import { fairPlayRoutes } from './modules/fairplay/fairplay.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { leaderboardRoutes } from './modules/leaderboard/leaderboard.routes.ts';
import { scheduleMaintenance } from './modules/limits/index.ts';
import { registerRateLimits } from './modules/limits/rate-limit.plugin.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { homeAdminRoutes } from './modules/home/home.admin.routes.ts';
import { journalRoutes } from './modules/journal/journal.routes.ts';
import { type NotificationsOptions, notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { citiesAdminRoutes } from './modules/world/cities.admin.routes.ts';
import { deedsAdminRoutes } from './modules/deeds/deeds.admin.routes.ts';
import { tickerRoutes } from './modules/ticker/ticker.routes.ts';
import { worldRoutes } from './modules/world/world.routes.ts';
import { gameplayRoutes } from './modules/gameplay/gameplay.routes.ts';
import { shopsRoutes } from './modules/shops/shops.routes.ts';
import { questProgress, runQuestReminders } from './modules/quests/index.ts';
import { questsRoutes } from './modules/quests/quests.routes.ts';
import { achievementsRoutes } from './modules/quests/achievements.routes.ts';
import { chronicleRoutes } from './modules/chronicle/chronicle.routes.ts';
import { chronicleDigestJob } from './modules/chronicle/index.ts';
import { crewsRoutes } from './modules/crews/crews.routes.ts';
import { crewsAdminRoutes } from './modules/crews/crews.admin.ts';
import { rosterRoutes } from './modules/roster/roster.routes.ts';
import { itemsAdminRoutes } from './modules/equipment/items.admin.routes.ts';
import { charterSql, crewSeatWatch } from './modules/crews/index.ts';
import { registerJsonCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { RequestLog, requestId } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { pageAnswerUrls, readPageAnswers } from './plugins/page-answers.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerDrain, requestTimers } from './plugins/lifecycle.ts';
import { registerMetrics } from './plugins/metrics.ts';
import type { SseOptions } from './plugins/sse.ts';
import { StreamSlots } from './plugins/stream-slots.ts';
import { unknownApiFastPath } from './plugins/unknown-api.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  rng?: Rng;
  events?: EventBus;
  /** Pino logger settings; false silences it (tests). */
  logger?: boolean | object;
  /** Chat stream and presence long-poll timings (tests shorten them). */
  realtime?: { sse?: Partial<SseOptions>; presence?: Partial<PresenceOptions>; streamsPerSession?: number };
  /** Push dispatcher settings (tests turn the loop off and run it by hand). */
  notifications?: NotificationsOptions;
  /**
   * Whether `/api/ready` says ready from the start (the default: the database was prepared
   * before). serve.ts passes false and calls `markReady()` once it listens.
   */
  ready?: boolean;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole server (API, static web app) without listening. */
export type App = FastifyInstance & {
  deps: Deps;
  /** The accounts module's machinery, built here (tests look into it). */
  sessions: SessionStore;
  passwords: PasswordHasher;
  /** Starts a graceful stop: new requests get 503 with `Connection: close` (plugins/lifecycle.ts). */
  drain(): void;
  /** Makes `/api/ready` answer 200 (until the app drains). */
  markReady(): void;
  /** Writes the fair-play sightings gathered so far (a timer does it; tests call it). */
  flushSightings(): Promise<void>;
};

/** The gauges of this process's own machinery; modules add the game's (players online, push queue). */
function registerProcessGauges(app: FastifyInstance, metrics: Metrics, slots: StreamSlots, passwords: PasswordHasher): void {
  metrics.gauge(
    'tod_http_connections',
    'Open HTTP connections to this instance (keep-alive, event streams and long polls included).',
    () => new Promise<number>((resolve) => app.server.getConnections((err, count) => resolve(err ? 0 : count))),
  );
  metrics.gauge('tod_live_streams', 'Chat event streams and active-players long polls held open.', () => slots.total);
  metrics.gauge('tod_hashing_active', 'Password hashes running now (the hashing gate).', () => passwords.gate.active);
  metrics.gauge(
    'tod_hashing_waiting',
    'Password hashes waiting for a slot; past the queue, sign-ins get 503.',
    () => passwords.gate.waiting,
  );
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const events = options.events ?? createEventBus(database);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    rng: options.rng ?? cryptoRng,
    events,
    content: createContentCache({ db: database.db, events }),
    metrics: new Metrics(),
    progress: questProgress,
    partners: contactsPartners,
    seats: crewSeatWatch(events),
  };
  const sessions = createSessionStore(deps);
  const passwords = createPasswordHasher(config.hashing);
  const unknownApi = unknownApiFastPath();
  const app = Fastify({
    serverFactory: unknownApi.serverFactory,
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Every answer carries the id in `x-request-id` (plugins/lifecycle.ts); a sane incoming one is kept.
    requestIdHeader: false,
    genReqId: requestId,
    // `/character` and `/character/` are one call: the contracts name paths without the trailing
    // slash (the OpenAPI linter's rule), and clients written against the old names keep working.
    routerOptions: { ignoreTrailingSlash: true },
    logController: new RequestLog(),
    ...requestTimers(config.requestTimeoutMs),
  });
  const lifecycle = registerDrain(app, { ready: options.ready ?? true });
  unknownApi.install(app);
  app.addHook('onReady', () => sessions.start());
  app.addHook('onReady', () => deps.content.start());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app);
  registerJsonCompression(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: ICON_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  registerOriginCheck(app);
  registerHashingAdmission(app, passwords, config.hashing.refusalPauseMs);
  // Before the rate limits: its preValidation hook refuses a known lockout before they count.
  registerSignInRefusals(app, deps, config.hashing.refusalPauseMs);
  registerSession(app, deps, sessions);
  const sightings = registerSightings(app, deps);
  registerApiKeyAuth(app, deps);
  registerRateLimits(app, deps);
  await registerOpenApi(app, { sessionCookie: SESSION_COOKIE });
  registerApiDocs(app);

  // One count for both kinds, so a session cannot hold the cap of each.
  const slots = new StreamSlots(options.realtime?.streamsPerSession);
  registerMetrics(app, deps.metrics, database, config.metricsToken);
  registerProcessGauges(app, deps.metrics, slots, passwords);
  await app.register(
    async (api) => {
      healthRoutes(api, deps, lifecycle);
      accountsRoutes(api, { ...deps, passwords }, sessions);
      charactersRoutes(api, deps);
      worldRoutes(api, deps, residents);
      gameplayRoutes(api, deps);
      shopsRoutes(api, deps);
      questsRoutes(api, deps);
      achievementsRoutes(api, deps);
      chronicleRoutes(api, deps);
      economyRoutes(api, deps);
      crewsRoutes(api, deps);
      homeRoutes(api, deps);
      tickerRoutes(api, deps);
      resourcesRoutes(api, deps);
      deedsRoutes(api, deps, {
        charterOf: charterSql,
        wroteCharacter: (actor, tx, character) => sessions.wroteCharacter(actor, tx, character),
      });
      trainingRoutes(api, deps);
      journalRoutes(api, deps);
      notificationsRoutes(api, deps, {
        ...options.notifications,
        // Quest reminders, due term deposits and the chronicle's daily digest run on the push dispatcher's beat
        // (docs/quests.md, "Pushes"; docs/economy.md#term-deposits).
        jobs: [
          (now) => runQuestReminders(deps, now).then(() => null),
          (now) => runTermReminders(deps, now).then(() => null),
          chronicleDigestJob(deps),
        ],
      });
      const feed = chatRoutes(api, deps, options.realtime?.sse, slots);
      const contactsLive = contactsRoutes(api, deps, feed);
      messagesRoutes(api, deps);
      contactsLive.watchPresence(presenceRoutes(api, deps, options.realtime?.presence, slots));
      adminRoutes(api, deps);
      usersAdminRoutes(api, deps);
      homeAdminRoutes(api, deps);
      citiesAdminRoutes(api, deps, residents);
      deedsAdminRoutes(api, deps);
      skillsAdminRoutes(api, deps);
      questsAdminRoutes(api, deps);
      crewsAdminRoutes(api, deps);
      rosterRoutes(api, deps);
      economyAdminRoutes(api, deps);
      fairPlayAdminRoutes(api, deps);
      fairPlayRoutes(api, deps);
      itemsAdminRoutes(api, deps);
      moderationRoutes(api, deps);
      leaderboardRoutes(api, deps);
      apikeysRoutes(api, deps);
    },
    { prefix: '/api' },
  );
  // The script check and the watch's lapsed questions read the game's speed, so they join here.
  scheduleMaintenance(app, deps, [
    ...PRUNE_JOBS,
    (db, now) => settleExpiredStops(db, now, config.gameSpeed),
    (db, now) => flagScripts(db, now, config.gameSpeed),
  ]);
  // A page navigation carries the session answer, so the app's first screen waits for no call
  // (ADR 0026). The session hook resolves the cookie for API calls only; the page does it here.
  await registerSpa(app, config.webDist, {
    pageData: {
      elementId: PAGE_SESSION_ELEMENT_ID,
      read: async (req, urlPath) => {
        const token = req.cookies[SESSION_COOKIE];
        if (token) await resolveActor(deps, sessions, req, token);
        const data = sessionView(req.actor, deps.clock.now(), config.gameSpeed);
        const character = data.account?.playerCharacter;
        const player = Boolean(character && !character.dead);
        // The first screen's calls answered in the page too (ADR 0059): it draws whole at once.
        const calls = pageAnswerUrls(urlPath, { signedIn: data.account !== null, player, cityId: character?.location?.id });
        if (calls.length === 0) return { data, player };
        const answers = await readPageAnswers(app, req, calls);
        return { data, player, more: [{ id: PAGE_ANSWERS_ELEMENT_ID, data: answers }] };
      },
    },
  });
  app.addHook('onClose', async () => {
    await sessions.close();
    await deps.content.close();
    await deps.events.close();
  });
  return Object.assign(app as unknown as FastifyInstance, {
    deps,
    sessions,
    passwords,
    drain: () => lifecycle.drain(),
    markReady: () => lifecycle.markReady(),
    flushSightings: () => sightings.flush(),
  });
}
