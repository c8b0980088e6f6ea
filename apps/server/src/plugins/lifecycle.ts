import { setTimeout as sleep } from 'node:timers/promises';
import type { Server } from 'node:http';
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

/**
 * For this long at the end of the drain, the kernel keeps at most one finished handshake
 * waiting for the app (see shrinkAcceptQueue).
 */
const SHORT_QUEUE_MS = 200;

/** Longest wait for a connection to close the listener on (see stopListening). */
const CLOSE_ON_ACCEPT_MS = 50;

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
 * Closing a listener resets every connection whose handshake the kernel finished but the app
 * had not accepted yet: its client sees a reset, not a 503 or a refusal (issue #32 counted 3 to
 * 15 a drain under load). Listening again with a backlog of 0 keeps that queue at one
 * connection at most; a client arriving while it is taken waits for its handshake and is refused
 * once the listener is gone (docs/decisions/0019-stopping-and-connection-limits.md). Node has no
 * public call for it, so the handle's own `listen` is used when it is there, and nothing is done
 * when it is not.
 */
function shrinkAcceptQueue(server: Server): void {
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })._handle;
  handle?.listen?.(0);
}

/**
 * Closes the listener right after it accepted a connection: the queue (one at most, see
 * shrinkAcceptQueue) was just emptied, and the close runs before the event loop goes back to
 * the socket, so no finished handshake is left to reset. With nobody connecting, after a short
 * wait. The app's own close later finds the server stopped, which it accepts.
 */
function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const close = () => {
      clearTimeout(timer);
      server.off('connection', close);
      server.close();
      resolve();
    };
    const timer = setTimeout(close, CLOSE_ON_ACCEPT_MS);
    server.on('connection', close);
  });
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
  await sleep(DRAIN_MS - SHORT_QUEUE_MS);
  shrinkAcceptQueue(server);
  await sleep(SHORT_QUEUE_MS);
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  await stopListening(server);
  const closed = app.close();
  await sleep(IDLE_GRACE_MS);
  closeIdle();
  await closed;
}
