import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the same zod contracts the routes validate with, and
 * served at `/api/openapi.json`. Must be registered before the routes it describes. Each
 * operation carries its contract's access level as `x-access` and, unless visitors may call it,
 * the session cookie as its security requirement (lib/route.ts). The cookie's name comes from
 * the accounts module, which app.ts passes in.
 */
export async function registerOpenApi(app: FastifyInstance, options: { sessionCookie: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tales of Deeds API',
        version: '1.0.0',
        description:
          'Every call lives under /api; see docs/architecture.md. `x-access` on each operation says who may call it: ' +
          '`visitor` (anyone), `player` (signed in), `moderator` (role 1+), `staff` (role 2+), `owner` (role 3).',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
