import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the same zod contracts the routes validate with, and
 * served at `/api/openapi.json`. Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tales of Deeds API',
        version: '1.0.0',
        description: 'Every call lives under /api; see docs/architecture.md.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
