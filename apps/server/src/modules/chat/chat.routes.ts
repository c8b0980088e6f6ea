import { ChatFeedQuerySchema, ChatLimits, chatApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { accessHook } from '../../lib/access.ts';
import { accessSchema, route } from '../../lib/route.ts';
import { requireLivingCharacter } from '../characters/index.ts';
import { SseHub, type SseOptions } from '../../plugins/sse.ts';
import { StreamSlots } from '../../plugins/stream-slots.ts';
import { ChatFeed } from './chat.feed.ts';
import { hiddenAuthors, hideAuthor, unhideAuthor } from './chat.moderation.ts';
import { latestMessages, postMessage } from './chat.service.ts';

const MESSAGE_ID = /^\d{1,15}$/;

/**
 * Where a feed resumes: the `Last-Event-ID` header (sent by the browser on reconnection, so it
 * wins over the query the page was opened with), else the `lastEventId` query.
 */
function resumeFrom(header: string | string[] | undefined, query: string | undefined): number | null {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim() || query || '';
  if (raw === '') return null;
  if (!MESSAGE_ID.test(raw)) throw badRequest('chat.bad_last_event_id', 'Last-Event-ID must be a message id.');
  return Number(raw);
}

export function chatRoutes(
  app: FastifyInstance,
  deps: Deps,
  sse: Partial<SseOptions> = {},
  slots: StreamSlots = new StreamSlots(),
): ChatFeed {
  const hub = new SseHub(app, { heartbeatMs: ChatLimits.heartbeatMs, retryMs: ChatLimits.reconnectMs, ...sse });
  const feed = new ChatFeed(deps, hub, app.log);
  app.addHook('onReady', () => feed.start());
  app.addHook('onClose', () => feed.close());

  route(app, chatApi.history, async () => latestMessages(deps.db));

  route(app, chatApi.post, async ({ body, actor }) => postMessage(deps, actor.userId, body.message));

  /** The signed-in account, once it is known to have a living character (hiding needs one). */
  const player = async ({ userId }: { userId: string }) => {
    await requireLivingCharacter(deps.db, userId);
    return userId;
  };
  route(app, chatApi.hidden, async ({ actor }) => hiddenAuthors(deps.db, await player(actor)));
  route(app, chatApi.hide, async ({ params, actor }) => hideAuthor(deps.db, await player(actor), params.id, deps.clock.now()));
  route(app, chatApi.unhide, async ({ params, actor }) => unhideAuthor(deps.db, await player(actor), params.id));

  app.withTypeProvider<ZodTypeProvider>().route({
    method: chatApi.feed.method,
    url: chatApi.feed.path,
    // A HEAD would open a stream with no body that never ends.
    exposeHeadRoute: false,
    onRequest: accessHook(chatApi.feed.access),
    schema: {
      ...accessSchema(chatApi.feed),
      description:
        'Server-Sent Events (text/event-stream): `id: <message id>` and `data: <ChatMessage JSON>` per message, ' +
        'a `: heartbeat` comment every 25 s. Resumes after the Last-Event-ID header, else the lastEventId query. ' +
        'Personal messages of the signed-in account come as `event: personal` with `data: <PersonalMessage JSON>` and no id; ' +
        'a ticker staff saved comes to every feed as `event: ticker.updated` with `data: <Ticker JSON>` and no id.',
      querystring: ChatFeedQuerySchema,
    },
    handler: async (req, reply) => {
      // Admitted by the access hook above, so the actor is there.
      const { userId, sessionId } = req.actor!;
      const from = resumeFrom(req.headers['last-event-id'], req.query.lastEventId);
      slots.take(sessionId, reply);
      await feed.connect(reply, userId, from);
    },
  });
  return feed;
}
