import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from './request-log.ts';

/**
 * How long a server that was told to stop keeps listening, answering every new request 503
 * with `Connection: close`, before it stops accepting connections. A client (or a proxy) that
 * sent a request in that time gets an answer it can retry elsewhere instead of a reset, and
 * every keep-alive connection that carries a request in it is closed by the server after the
 * answer, cleanly (docs/operations.md).
 */
export const DRAIN_MS = 1_000;

/**
 * How long a connection accepted just before the listener closed may take to send its request
 * (and get its 503) before connections without a request are cut.
 */
export const IDLE_GRACE_MS = 250;

const SHUTTING_DOWN = JSON.stringify({
  message: 'The server is restarting. Please try again in a moment.',
  code: 'server.shutting_down',
});

export interface Lifecycle {
  /** Starts draining: every new request is answered 503. */
  drain(): void;
  readonly draining: boolean;
  /** Says start-up has finished (migrations and seeding are done: serve.ts). */
  markReady(): void;
  /** Started and not draining: what `/api/ready` reports (docs/operations.md). */
  readonly ready: boolean;
}

/**
 * Adds the draining and readiness states to the app: `drain()` turns draining on. Registered
 * first, so a request that arrives while draining costs no session read and touches nothing.
 * Its hook also echoes the request id (plugins/request-log.ts), even on a 503 while draining:
 * one hook per request instead of two (docs/decisions/0021-lean-hot-path.md).
 */
export function registerDrain(app: FastifyInstance, options: { ready: boolean }): Lifecycle {
  let draining = false;
  let started = options.ready;
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    if (!draining) {
      done();
      return;
    }
    reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .type('application/json; charset=utf-8')
      .send(SHUTTING_DOWN);
  });
  // Requests already running when the drain began finish normally, then their connection closes.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    markReady() {
      started = true;
    },
    get ready() {
      return started && !draining;
    },
  };
}

/**
 * Node's request timers for the settings (docs/operations.md): the whole request (headers and
 * body) must arrive within `requestTimeoutMs`, headers within 20 s; the answer is not limited,
 * so event streams and long polls stay open. Node checks the timers every few seconds.
 */
export function requestTimers(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    // The drain hook (registerDrain) answers while closing, with the game's JSON error.
    return503OnClosing: false,
    http: {
      headersTimeout: Math.min(20_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, Math.floor(requestTimeoutMs / 4))),
    },
  };
}

/**
 * Stops the app the way docs/operations.md describes: drain (503 + `Connection: close`) while
 * still listening, then close the listener, end streams and long polls, let in-flight requests
 * finish, and only then run the app's close hooks. Node's `server.close()` would also cut every
 * connection with no request running at once, among them ones accepted a moment earlier whose
 * request is still on its way: those clients would see a reset. So idle connections are cut
 * only after a short grace.
 */
export async function closeGracefully(app: FastifyInstance & { drain(): void }): Promise<void> {
  app.drain();
  const server = app.server;
  if (!server.listening) {
    await app.close();
    return;
  }
  await sleep(DRAIN_MS);
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  const closed = app.close();
  await sleep(IDLE_GRACE_MS);
  closeIdle();
  await closed;
}
