import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.ts';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other path that is not
 * an API call gets index.html so the client router can handle it (history fallback).
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const urlPath = req.url.split('?')[0] ?? '';
    if (urlPath === '/api' || urlPath.startsWith('/api/')) throw notFound('route.not_found', 'Not found.');
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
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
