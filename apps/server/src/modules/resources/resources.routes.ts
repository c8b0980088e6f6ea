import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { findResource } from './resources.service.ts';

/** A name is a content hash, so its bytes never change: browsers may keep them for a year. */
const RESOURCE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const etagOf = (name: string) => `"${name.replace(/\.webp$/, '')}"`;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Uploaded images, public because `<img>` tags load them without the API client. The answer is
 * binary, so this route has no JSON contract; errors are still JSON.
 */
export function resourcesRoutes(app: FastifyInstance, deps: Deps): void {
  const schema = {
    operationId: 'resources.image',
    summary: 'An uploaded image (a portrait), by its content-hash name',
    tags: ['resources'],
    security: [],
    'x-access': 'visitor',
  };
  app.get<{ Params: { name: string } }>('/resources/:name', { schema }, async (req, reply) => {
    const resource = await findResource(deps.db, req.params.name);
    if (!resource) throw notFound('resources.not_found', 'Image not found.');
    const etag = etagOf(resource.name);
    reply.header('cache-control', RESOURCE_CACHE_CONTROL).header('etag', etag);
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(resource.contentType).send(resource.bytes);
  });
}
