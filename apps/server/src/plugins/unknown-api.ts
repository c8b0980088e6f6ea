import http, { type IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { REQUEST_ID_HEADER, requestId } from './request-log.ts';
import { API_SECURITY_HEADERS } from './security-headers.ts';

/** The body of every answer to an API path no route has (spa.ts sends it through Fastify). */
export const API_NOT_FOUND = JSON.stringify({ message: 'Not found.', code: 'route.not_found' });
/** The route that catches unknown API paths (registered in spa.ts). */
export const UNKNOWN_API_ROUTE = '/api/*';

/**
 * What the fast path answers for an unknown API path: exactly the status, headers and body the
 * Fastify route gives (security headers, JSON type, `Vary` from the compression hook), so a
 * client cannot tell the two apart (test/api/unknown-api.test.ts compares them).
 */
function notFoundAnswer(): { headers: string[]; body: string } {
  // A string, not a Buffer: node:http then sends head and body in one write. With a Buffer it
  // sends them as two chunks through writev, which a CPU profile of this path under wrk showed
  // taking most of the main thread (docs/performance.md).
  const body = API_NOT_FOUND;
  const headers = {
    ...API_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    vary: 'accept-encoding',
    'content-length': String(Buffer.byteLength(body)),
  };
  // As a flat [name, value, ...] list: node:http writes it with less work than an object
  // (about a twentieth of this answer's cost, measured with wrk against the same headers).
  return { headers: Object.entries(headers).flat(), body };
}

/** Fastify's own server settings, as it hands them to a server factory. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** Levels at which each request is logged (plugins/request-log.ts): those go through Fastify. */
const DEBUG_LEVELS = new Set(['debug', 'trace']);

export interface UnknownApiFastPath {
  serverFactory: FastifyServerFactory;
  /** Hooks the fast path to the app, right after it is made (before any route). */
  install(app: FastifyInstance): void;
}

/**
 * A plain `GET` of an API path that no route has is answered before Fastify sees it: no
 * request and reply objects, no hooks (no session read: nothing the answer depends on), a body
 * serialised once. Scanners and stale clients send these, and Fastify's full path cost about a
 * third of what node:http needs for the same answer (docs/performance.md,
 * docs/decisions/0021-lean-hot-path.md).
 *
 * Everything else goes to Fastify as before: other methods (they pass the origin check and the
 * rate limit first), requests with a body, escaped paths (Fastify decides whether they are
 * valid), debug logging (which logs each request), and any request before the app is ready or
 * once it is closing. Whether a path is unknown is the router's own answer: its lookup lands on
 * the catch-all route, which only a wildcard parameter reaches, and the fast path stays off if
 * any other API route has a wildcard.
 */
export function unknownApiFastPath(): UnknownApiFastPath {
  const answer = notFoundAnswer();
  let app: FastifyInstance | null = null;

  const isUnknownApiGet = (ready: FastifyInstance, req: IncomingMessage): boolean => {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || !url.startsWith('/api/')) return false;
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return false;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (path.includes('%')) return false;
    const found = ready.findRoute({ method: 'GET', url: path });
    return found !== null && (found.params as Record<string, string | undefined>)['*'] !== undefined;
  };

  return {
    serverFactory(handler, fastifyOptions) {
      const options = fastifyOptions as unknown as ServerOptions;
      const server = http.createServer(options.http ?? {}, (req, res) => {
        if (app && isUnknownApiGet(app, req)) {
          // Like every answer, it carries the request's id (plugins/lifecycle.ts).
          res.writeHead(404, [...answer.headers, REQUEST_ID_HEADER, requestId(req)]);
          res.end(answer.body);
          return;
        }
        handler(req, res);
      });
      // What Fastify sets on the server it makes itself (lib/server.js).
      server.keepAliveTimeout = options.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },
    install(fastify) {
      let otherWildcard = false;
      fastify.addHook('onRoute', (route) => {
        if (route.url.startsWith('/api/') && route.url.includes('*') && route.url !== UNKNOWN_API_ROUTE) otherWildcard = true;
      });
      fastify.addHook('onReady', (done) => {
        app = otherWildcard || DEBUG_LEVELS.has(fastify.log.level) ? null : fastify;
        done();
      });
      fastify.addHook('preClose', (done) => {
        app = null;
        done();
      });
    },
  };
}
