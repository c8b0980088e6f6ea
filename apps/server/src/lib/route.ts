import type { Endpoint } from '@tod/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type ActorOf, accessHook } from './access.ts';

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
 * What the OpenAPI document shows of an endpoint's access: the `x-access` level, and the
 * session cookie as its security requirement unless visitors may call it (plugins/openapi.ts).
 * Also used by the routes bound by hand (streams, long polls).
 */
export function accessSchema(e: Pick<Endpoint, 'access'>): Record<string, unknown> {
  return e.access === 'visitor' ? { 'x-access': e.access } : { 'x-access': e.access, security: [{ session: [] }] };
}

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
    config: options.config,
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
      return result;
    },
  });
}
