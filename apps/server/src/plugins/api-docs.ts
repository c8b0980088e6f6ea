import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../paths.ts';

/** The reference page and what it loads, all from this origin (ADR 0037). */
export const API_DOCS_PATH = '/api/docs';

/** Whether a raw URL is the reference page or one of its files: they get the page headers, not the API's. */
export const isApiDocsUrl = (url: string): boolean =>
  url.startsWith(API_DOCS_PATH) && (url.length === API_DOCS_PATH.length || '/?'.includes(url[API_DOCS_PATH.length] ?? ''));

/**
 * Where swagger-ui-dist's files are: beside the compiled server (build.mjs copies them into
 * `dist/api-docs`, as the production install has no development packages), or in node_modules
 * when the server runs from source.
 */
function assetsFolder(): string {
  if (!import.meta.url.endsWith('.ts')) return join(serverRoot, 'dist', 'api-docs');
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/**
 * The page loads no inline script (the site's CSP allows scripts from this origin only): the
 * renderer's bundle, then this file, which points it at the document. Swagger UI's inline
 * styles are allowed by the site's `style-src`. "Try it out" is off: the reference is read.
 */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    supportedSubmitMethods: [],
    validatorUrl: null,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tales of Deeds API reference</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<main id="reference" aria-label="API reference"><p>Loading the API reference…</p></main>
<noscript><p>The reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/init.js"></script>
</body>
</html>
`;

interface Asset {
  type: string;
  body: Buffer;
  gzipped?: Buffer;
}

/** Serves `/api/docs` (the page), its renderer and the script that starts it. Files are read and compressed once, when first asked for. */
export function registerApiDocs(app: FastifyInstance): void {
  const files: Record<string, { type: string; read: () => Buffer }> = {
    '': { type: 'text/html; charset=utf-8', read: () => Buffer.from(PAGE) },
    '/init.js': { type: 'text/javascript; charset=utf-8', read: () => Buffer.from(INIT_SCRIPT) },
    '/swagger-ui.css': { type: 'text/css; charset=utf-8', read: () => readFileSync(join(assetsFolder(), 'swagger-ui.css')) },
    '/swagger-ui-bundle.js': {
      type: 'text/javascript; charset=utf-8',
      read: () => readFileSync(join(assetsFolder(), 'swagger-ui-bundle.js')),
    },
  };
  const loaded = new Map<string, Asset>();
  for (const [suffix, file] of Object.entries(files)) {
    app.get(`${API_DOCS_PATH}${suffix}`, { schema: { hide: true } }, async (req, reply) => {
      let asset = loaded.get(suffix);
      if (!asset) {
        asset = { type: file.type, body: file.read() };
        loaded.set(suffix, asset);
      }
      reply.header('content-type', asset.type).header('vary', 'accept-encoding');
      reply.header('cache-control', suffix === '' ? 'no-cache' : 'public, max-age=3600');
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && asset.body.length > 1024) {
        asset.gzipped ??= gzipSync(asset.body);
        return reply.header('content-encoding', 'gzip').send(asset.gzipped);
      }
      return reply.send(asset.body);
    });
  }
}
