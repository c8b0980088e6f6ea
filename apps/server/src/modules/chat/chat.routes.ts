import { ChatFeedQuerySchema, ChatLimits, chatApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../plugins/session.ts';
import { SseHub, type SseOptions } from '../../plugins/sse.ts';
import { ChatFeed } from './chat.feed.ts';
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

export function chatRoutes(app: FastifyInstance, deps: Deps, sse: Partial<SseOptions> = {}): void {
  const hub = new SseHub(app, { heartbeatMs: ChatLimits.heartbeatMs, retryMs: ChatLimits.reconnectMs, ...sse });
  const feed = new ChatFeed(deps, hub, app.log);
  app.addHook('onReady', () => feed.start());
  app.addHook('onClose', () => feed.close());

  route(app, chatApi.history, async ({ req }) => {
    requireUser(req);
    return latestMessages(deps.db);
  });

  route(app, chatApi.post, async ({ body, req }) => postMessage(deps, requireUser(req).userId, body.message));

  app.withTypeProvider<ZodTypeProvider>().route({
    method: chatApi.feed.method,
    url: chatApi.feed.path,
    // A HEAD would open a stream with no body that never ends.
    exposeHeadRoute: false,
    schema: {
      description:
        'Server-Sent Events (text/event-stream): `id: <message id>` and `data: <ChatFeedEvent JSON>` per message, ' +
        'a `: heartbeat` comment every 25 s. Resumes after the Last-Event-ID header, else the lastEventId query.',
      querystring: ChatFeedQuerySchema,
    },
    handler: async (req, reply) => {
      requireUser(req);
      await feed.connect(reply, resumeFrom(req.headers['last-event-id'], req.query.lastEventId));
    },
  });
}
