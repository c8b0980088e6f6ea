import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET calls that still change state (the spec's logout is a GET). */
const STATEFUL_GETS = new Set(['/api/auth/logout']);

function isCrossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return false; // not a browser write: curl, server-to-server
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** Refuses state-changing calls another site's page makes with the player's cookie (CSRF). */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const path = req.url.split('?')[0] ?? '';
    const changesState = !SAFE.has(req.method) || STATEFUL_GETS.has(path);
    if (changesState && path.startsWith('/api/') && isCrossSite(req)) {
      throw forbidden('Cross-site requests are not allowed.');
    }
  });
}
