import { API_BASE, ActivePlayersPollInputSchema, ActivePlayersSchema, charactersApi, presenceApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { accessHook } from '../../lib/access.ts';
import { accessSchema, route } from '../../lib/route.ts';
import { StreamSlots } from '../../plugins/stream-slots.ts';
import { PresenceHub, type PresenceLeaves, type PresenceOptions } from './presence.hub.ts';
import { announcePresence, toActivePlayers } from './presence.service.ts';

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
  app.addHook('onResponse', (req, reply, done) => {
    const actor = req.actor;
    if (!actor || reply.statusCode >= 300 || !CHANGES_PRESENCE.has(`${req.method} ${req.routeOptions.url}`)) {
      done();
      return;
    }
    hub.forget(actor.userId);
    announcePresence(deps, actor.userId)
      .catch((err) => req.log.warn({ err }, 'presence announce failed'))
      .then(() => done());
  });

  route(app, presenceApi.active, async () => toActivePlayers(await hub.refresh()));

  // Bound by hand: besides its JSON answer, the long poll answers 304 with no body.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: presenceApi.poll.method,
    url: presenceApi.poll.path,
    onRequest: accessHook(presenceApi.poll.access),
    schema: {
      ...accessSchema(presenceApi.poll),
      description: 'Long poll: answers as soon as the active set differs from `hash`, or 304 (no body) after 25 s.',
      body: ActivePlayersPollInputSchema,
      response: { 200: ActivePlayersSchema, 304: z.null().describe('Not modified: no body.') },
    },
    handler: async (req, reply) => {
      // Admitted by the access hook above, so the actor is there.
      slots.take(req.actor!.sessionId, reply);
      const snapshot = await hub.waitForChange(req.body.hash, (gone) =>
        reply.raw.destroyed ? gone() : reply.raw.once('close', gone),
      );
      if (!snapshot) return reply.code(304).send(null);
      return toActivePlayers(snapshot);
    },
  });
  return hub;
}
