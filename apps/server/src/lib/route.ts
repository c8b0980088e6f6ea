import type { ApiScope, Endpoint } from '@tod/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type ActorOf, accessHook } from './access.ts';
import { endpointDocs } from './endpoint-docs.ts';

type Out<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.output<NonNullable<T>>
    : undefined;

export interface RouteContext<E extends Endpoint> {
  /** The caller, already admitted by the endpoint's `access` (null only for `visitor` calls). */
  actor: ActorOf<E['access']>;
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * When the request arrived, on `performance.now()`'s scale (Fastify times each reply from
 * then): what `EventBus.caughtUp(since)` takes, so a request whose session already waited for a
 * fence does not wait for another before answering from memory.
 */
export const arrivedAt = (reply: { elapsedTime: number }): number => performance.now() - reply.elapsedTime;

/** Writes an answer as it is: for views that are exactly their contract (see `trustedResponse`). */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export interface RouteOptions {
  bodyLimit?: number;
  config?: Record<string, unknown>;
  /**
   * The handler answers with a view function's output that is exactly the contract's shape
   * (built field by field from rows the server read, typed by the contract, and tested to come
   * out of the contract's `encode` unchanged), so it is written with `JSON.stringify` instead of
   * being parsed by zod again on the way out: that parse was about a tenth of the CPU of the
   * hottest signed-in calls (docs/decisions/0021-lean-hot-path.md). Never for answers built
   * from client input or from rows returned as they are.
   */
  trustedResponse?: boolean;
}

/**
 * What the OpenAPI document shows of an endpoint: its name, summary and domain tag
 * (lib/endpoint-docs.ts), the `x-access` level, and who may call it as security requirements:
 * nobody in particular for visitors (`[]`), else the session cookie; a personal key too when the
 * contract names scopes that admit one (`x-key-scopes`; plugins/openapi.ts explains them). Also
 * used by the routes bound by hand (streams, long polls).
 */
export function accessSchema(e: Endpoint): Record<string, unknown> {
  const docs = endpointDocs(e);
  const keyed = (e.keyScopes?.length ?? 0) > 0;
  const caller = e.access === 'visitor' ? {} : { session: [] };
  return {
    operationId: docs.operationId,
    summary: docs.summary,
    tags: [docs.tag],
    'x-access': e.access,
    security: keyed ? [caller, { apiKey: [] }] : e.access === 'visitor' ? [] : [caller],
    ...(keyed ? { 'x-key-scopes': [...(e.keyScopes ?? [])] } : {}),
    // The call's own refusals; plugins/openapi-errors.ts adds the plumbing's and lists them per status.
    'x-errors': e.errors.map((r) => ({ ...r })),
  };
}

/** What a route's config tells the plugins of a contract endpoint (personal keys, public reads). */
export interface EndpointRouteConfig {
  /** Scopes of a personal key that admit the call; null when no key may call it. */
  keyScopes: readonly ApiScope[] | null;
  publicRead: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig extends Partial<EndpointRouteConfig> {}
}

/** A short while a public read may be kept by the browser or a shared cache. */
export const PUBLIC_READ_CACHE = 'public, max-age=10';

/**
 * Binds one contract endpoint: its access rule admits the caller before anything else (lib/access.ts),
 * its schemas validate the input and shape the answer, so a route file only says which service
 * does the work.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (ctx: RouteContext<E>) => Promise<z.input<E['response']>>,
  options: RouteOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    bodyLimit: options.bodyLimit,
    config: { ...options.config, keyScopes: e.keyScopes ?? null, publicRead: e.publicRead === true },
    ...(options.trustedResponse ? { serializerCompiler: plainJson } : {}),
    ...(e.access === 'visitor' ? {} : { onRequest: accessHook(e.access) }),
    schema: {
      ...accessSchema(e),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { [e.status ?? 200]: e.response },
    },
    handler: async (req, reply) => {
      const result = await handler({
        actor: req.actor as ActorOf<E['access']>,
        params: req.params as Out<E['params']>,
        query: req.query as Out<E['query']>,
        body: req.body as Out<E['body']>,
        req,
        reply,
      });
      if (e.status) reply.status(e.status);
      // Only a visitor's answer may be kept: a signed-in page must see staff edits at once, and
      // Vary keeps a visitor's copy from answering the same address once a cookie is sent.
      if (e.publicRead) {
        reply.header('vary', 'Cookie');
        if (!req.actor) reply.header('cache-control', PUBLIC_READ_CACHE);
      }
      return result;
    },
  });
}
