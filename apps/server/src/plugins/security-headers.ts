import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiDocsUrl } from './api-docs.ts';

/** Strict CSP: scripts only from this origin, nothing from any third party. */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-easy-crop and React style props set inline styles; no inline script is allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: false,
};

/**
 * The headers helmet sets for these options, worked out once: they are the same for every
 * response (no per-request nonce), and running helmet per request re-parsed the CSP each time
 * (about a tenth of a cheap call's CPU).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * What an API answer carries (docs/decisions/0028-api-security-headers.md). JSON and event streams are
 * read by scripts, never shown as a page: the policies that govern a document (what it may
 * load, its opener, its origin agent cluster, its referrer, DNS prefetching, legacy IE and
 * Flash switches) have nothing to act on. Kept: no sniffing into HTML, no framing and nothing
 * loaded should a browser be pointed at one, and no reading by other sites' `no-cors`
 * requests. Every header written costs the cheapest calls a measurable share of their time.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Whether a request's raw URL is an API call (its path is `/api` or below). */
export const isApiUrl = (url: string): boolean =>
  url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const pageHeaders = securityHeaders();
  app.addHook('onRequest', (req, reply, done) => {
    // The API reference (plugins/api-docs.ts) is a page under /api: it gets the site's page
    // policy, which lets it load its own scripts and styles (ADR 0037).
    reply.headers(isApiUrl(req.url) && !isApiDocsUrl(req.url) ? API_SECURITY_HEADERS : pageHeaders);
    done();
  });
}
