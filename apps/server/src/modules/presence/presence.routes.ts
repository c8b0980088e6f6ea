import {
  API_BASE,
  type ActivePlayers,
  ActivePlayersPollInputSchema,
  ActivePlayersSchema,
  charactersApi,
  presenceApi,
} from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { accessHook } from '../../lib/access.ts';
import { accessSchema, arrivedAt, route } from '../../lib/route.ts';
import { NOT_A_WRITE } from '../limits/index.ts';
import { StreamSlots } from '../../plugins/stream-slots.ts';
import { PresenceHub, type PresenceLeaves, type PresenceOptions, pageJson } from './presence.hub.ts';
import { announcePresence } from './presence.service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Calls after which the caller's character has surely joined or left the set. They belong to
 * the characters module; presence reacts to their success here rather than inside them.
 */
const CHANGES_PRESENCE = new Set([
  `${charactersApi.create.method} ${API_BASE}${charactersApi.create.path}`,
  `${charactersApi.retire.method} ${API_BASE}${charactersApi.retire.path}`,
]);

export function presenceRoutes(
  app: FastifyInstance,
  deps: Deps,
  options: Partial<PresenceOptions> = {},
  slots: StreamSlots = new StreamSlots(),
): PresenceLeaves {
  const hub = new PresenceHub(deps, app.log, options);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', async () => hub.stop());
  app.addHook('onClose', () => hub.close());
  deps.metrics.gauge(
    'tod_players_online',
    'Characters in the active-players list (the same on every instance).',
    () => hub.online,
  );

  // "Seen" means any signed-in call: someone not yet in the set shows up from their first call.
  // Callback hooks with a synchronous way out: most calls need no presence work, and an async
  // hook costs every request a promise.
  app.addHook('onRequest', (req, _reply, done) => {
    const actor = req.actor;
    if (!actor || !hub.needsNote(actor.userId)) {
      done();
      return;
    }
    hub
      .noteRequest(actor.userId)
      .catch((err) => req.log.warn({ err }, 'presence update failed'))
      .then(() => done());
  });
  // Announced before the answer goes out, so a call the player makes after it (on any instance,
  // whose bus first catches up with what was committed before the call) sees the change.
  app.addHook('onSend', (req, reply, payload, done) => {
    const actor = req.actor;
    if (!actor || reply.statusCode >= 300 || !CHANGES_PRESENCE.has(`${req.method} ${req.routeOptions.url}`)) {
      done(null, payload);
      return;
    }
    hub.forget(actor.userId);
    announcePresence(deps, actor.userId)
      .catch((err) => req.log.warn({ err }, 'presence announce failed'))
      .then(() => done(null, payload));
  });

  // The same bytes for every caller until the set changes (written once per change and page,
  // not per request): a string with a JSON content type goes out as it is, past the serializer.
  route(app, presenceApi.active, async ({ query, reply }) => {
    const snapshot = await hub.current(arrivedAt(reply));
    reply.type(JSON_TYPE);
    return pageJson(snapshot, query.page ?? 1) as unknown as ActivePlayers;
  });

  // Bound by hand: besides its JSON answer, the long poll answers 304 with no body.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: presenceApi.poll.method,
    url: presenceApi.poll.path,
    onRequest: accessHook(presenceApi.poll.access),
    config: NOT_A_WRITE,
    schema: {
      ...accessSchema(presenceApi.poll),
      description: 'Long poll: answers as soon as the active set differs from `hash`, or 304 (no body) after 25 s.',
      body: ActivePlayersPollInputSchema,
      response: { 200: ActivePlayersSchema, 304: z.null().describe('Not modified: no body.') },
    },
    handler: async (req, reply) => {
      // Admitted by the access hook above, so the actor is there.
      slots.take(req.actor!.sessionId, reply);
      const snapshot = await hub.waitForChange(
        req.body.hash,
        (gone) => (reply.raw.destroyed ? gone() : reply.raw.once('close', gone)),
        arrivedAt(reply),
      );
      // No payload at all: a `null` would be serialized and announced as 4 bytes the 304 never
      // sends. The schema's `null` documents the empty answer; `undefined` is what sends none.
      if (!snapshot) return reply.code(304).send(undefined as unknown as null);
      return reply.type(JSON_TYPE).send(snapshot.json as unknown as ActivePlayers);
    },
  });
  return hub;
}
