import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../lib/errors.ts';
import { jsonForScript, PageTemplate } from './page-template.ts';
import { API_NOT_FOUND, UNKNOWN_API_ROUTE } from './unknown-api.ts';

/**
 * A path that names a file (its last segment has an extension, or it is under /assets/): when
 * no such file exists the answer is a 404, never the page. A script or stylesheet answered
 * with HTML is what turned a missing chunk into "Failed to fetch dynamically imported module".
 */
export function looksLikeFile(urlPath: string): boolean {
  if (urlPath.startsWith('/assets/')) return true;
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last);
}

/** A data element of the page: `<script type="application/json" id="{id}">`. */
export interface PageElement {
  id: string;
  data: unknown;
}

const dataScript = ({ id, data }: PageElement) => `<script type="application/json" id="${id}">${jsonForScript(data)}</script>`;

export interface SpaOptions {
  /**
   * What the page carries for this request, and the id of the element that holds it: the
   * session answer, so the app's first screen waits for no call (ADR 0026). The page holds
   * per-user data, so it is never stored by any cache.
   */
  pageData?: {
    elementId: string;
    /**
     * `player`: a player with a living character, whose `/` is their own home (ADR 0030).
     * `more`: further elements for this page, each with its own id (the first screen's answers,
     * ADR 0059).
     */
    read: (req: FastifyRequest, urlPath: string) => Promise<{ data: unknown; player: boolean; more?: PageElement[] }>;
  };
}

/**
 * Serves the built web app (ADR 0011).
 * - The build writes `.br` and `.gz` copies of every text file; the one the client accepts is
 *   sent, with `Vary: accept-encoding`.
 * - Hashed assets are cached for a year. The build keeps the previous builds' assets for a
 *   while, and files are looked up on each request (not listed at start-up), so a page opened
 *   before a redeploy can still load its chunks from either the old or the new server.
 * - Source maps stay on disk for operators but are not served.
 * - Any other path that is not an API call and does not name a file gets index.html, so the
 *   client router can handle it (history fallback). A GET gets it with `pageData` inside, as
 *   non-executable JSON (the content policy allows no inline script), built per request: not
 *   the precompressed copy, so the JSON compression hook compresses it (ADR 0026).
 */
export async function registerSpa(app: FastifyInstance, webDist: string, options: SpaOptions = {}): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const page = hasWeb ? new PageTemplate(indexFile) : null;
  const { pageData } = options;

  /** The data elements for this request; none (the app then asks the API) if reading them failed. */
  async function dataElement(req: FastifyRequest, urlPath: string): Promise<{ element: string; player: boolean }> {
    if (!pageData || req.method !== 'GET') return { element: '', player: false };
    try {
      const { data, player, more = [] } = await pageData.read(req, urlPath);
      const element = [{ id: pageData.elementId, data }, ...more].map(dataScript).join('');
      return { element, player };
    } catch (err) {
      req.log.warn({ err }, 'page sent without its data');
      return { element: '', player: false };
    }
  }
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      preCompressed: true,
      // The build's asset history is a dotfile; maps are for operators. Directories (`/` among
      // them) go on to the fallback below rather than a 403.
      dotfiles: 'ignore',
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.endsWith('/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Unknown API calls must not pass through the static handler's wildcard: it looks the path up
  // on disk (a stat and a directory read) on every request. Every real API route is more
  // specific than this one, so the router only lands here for paths no route has. A plain GET
  // of such a path does not even get here: unknown-api.ts answers it before Fastify.
  app.all(UNKNOWN_API_ROUTE, { schema: { hide: true } }, async (_req, reply) =>
    reply.status(404).type('application/json; charset=utf-8').send(API_NOT_FOUND),
  );
  app.setNotFoundHandler(async (req, reply) => {
    const urlPath = req.url.split('?')[0] ?? '';
    // Answered directly rather than thrown to the error handler: the same JSON, without building
    // an error for a call that is simply unknown.
    if (urlPath === '/api' || urlPath.startsWith('/api/')) {
      return reply.status(404).type('application/json; charset=utf-8').send(API_NOT_FOUND);
    }
    if (looksLikeFile(urlPath)) throw notFound('static.not_found', 'Not found.');
    if (page && (req.method === 'GET' || req.method === 'HEAD')) {
      const { element, player } = await dataElement(req, urlPath);
      const html = await page.render(element, urlPath, player);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    }
    if (!hasWeb && req.method === 'GET') {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    throw notFound('route.not_found', 'Not found.');
  });
}
