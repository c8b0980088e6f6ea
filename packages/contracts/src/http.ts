import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One API call, described once: the server binds it and validates with these schemas, the web
 * client calls it and parses the answer with them.
 *
 * @example
 * const getTicker = endpoint({ method: 'GET', path: '/ticker', response: TickerSchema });
 */
export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path below the API base (`/api`), Fastify style: `/cities/:id`. */
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** Status of a successful answer; 200 unless said. */
  status?: number;
}

/** Declares an endpoint with its types kept. */
export function endpoint<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(e: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return e;
}

/** Fills `:name` segments of an endpoint's path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
