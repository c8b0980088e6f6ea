import type { z } from 'zod';
import type { ApiScope } from './apikeys-scopes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`visitor`), a signed-in account (`player`), or an account of
 * at least that role (`moderator` 1, `staff` 2, `owner` 3; see `Role`). The server refuses
 * everyone else before reading the input: 401 signed out, 403 below the role.
 */
export type Access = 'visitor' | 'player' | 'moderator' | 'staff' | 'owner';

/**
 * One refusal an endpoint may answer besides the ones every call shares (bad input 400, signed
 * out 401, role or key 403, rate limit 429): its status, its `code` (`module.reason`, the error
 * answer's `code`) and when it happens, in a few words. Shown in the OpenAPI document as
 * `x-errors` and on the reference page (docs/api.md, "Errors").
 *
 * @example
 * ```ts
 * refusal(409, 'contacts.already_friends', 'you are already friends');
 * ```
 */
export interface Refusal {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;
  code: string;
  when: string;
}

/** Declares a {@link Refusal}. */
export const refusal = (status: Refusal['status'], code: string, when: string): Refusal => ({ status, code, when });

/**
 * One API call, described once: the server binds it and validates with these schemas, the web
 * client calls it and parses the answer with them.
 *
 * @example
 * const getTicker = endpoint({ method: 'GET', access: 'visitor', path: '/ticker', response: TickerSchema });
 */
export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  /** Who may call it; enforced by the server's route helper and shown in the OpenAPI document. */
  access: A;
  /** Path below the API base (`/api`), Fastify style: `/cities/:id`. */
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** Status of a successful answer; 200 unless said. */
  status?: number;
  /**
   * One line for the API reference (`/api/docs`); without it the reference names the call after
   * its key in the contract (`charactersApi.byId` → "Characters: by id").
   */
  summary?: string;
  /**
   * The personal-key scopes that may call it (any one of them admits; docs/api.md, "Keys").
   * Without it a key is refused (403 `apikeys.cookie_only`). Only reads declare scopes: a key
   * never authorises a write (packages/contracts/src/apikeys.test.ts checks every endpoint).
   */
  keyScopes?: readonly ApiScope[];
  /**
   * A read anyone may make whose answer is the same for every caller: sent with a short
   * `Cache-Control` and counted per address for visitors (docs/api.md, "Public reads").
   */
  publicRead?: boolean;
  /**
   * The refusals particular to this call, each with its code; `[]` when it has none besides the
   * ones every call shares. Required, so no endpoint is published without them
   * (apps/server/test/api/endpoint-errors.test.ts holds them to what the server throws).
   */
  errors: readonly Refusal[];
}

/** Declares an endpoint with its types kept. */
export function endpoint<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(e: Endpoint<Params, Query, Body, Response, A>): Endpoint<Params, Query, Body, Response, A> {
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

/**
 * A header the web client sends on every call. A page can make a browser send a GET without a
 * script (an image, a link, a navigation) but never with this header, and another site's
 * script cannot add it without a CORS preflight this server never grants; so the one GET that
 * changes state (logout) is refused without it (docs/hardening.md, "Accounts and floods").
 */
export const SCRIPT_CALL_HEADER = { name: 'x-tod-client', value: 'web' } as const;

/**
 * The id of the element in which the server's page carries the answers to the first screen's
 * GET calls, keyed by address: `{ "/api/ticker": {...}, ... }` (ADR 0059). The app takes each
 * answer once, instead of making that call, while the page is new ({@link PAGE_ANSWER_MAX_AGE_MS}).
 *
 * @example
 * JSON.parse(document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.textContent ?? '{}')['/api/ticker'];
 */
export const PAGE_ANSWERS_ELEMENT_ID = 'tod-answers';

/** How long after the page arrived its answers still count as the calls' own (ADR 0059). */
export const PAGE_ANSWER_MAX_AGE_MS = 10_000;
