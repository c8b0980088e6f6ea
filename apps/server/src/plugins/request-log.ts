import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The header that carries a request's id both ways (docs/operations.md, "Request ids"). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy or client may hand in: up to 128 letters, digits and `._:@/+=-` (a UUID, a
 * trace id, base64), so it cannot break a log line or a header. Anything else is replaced.
 */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** The request's id: the incoming `x-request-id` when it is sane, else a fresh UUID. */
export function requestId(req: Pick<IncomingMessage, 'headers'>): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify's per-request lines, moved from `info` to `debug`: at the default level two JSON lines
 * per request were a large share of a cheap call's cost. With `LOG_LEVEL=debug` each request
 * logs one line when it completes; a request that errored is still logged at `error`.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
