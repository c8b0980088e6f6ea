import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { finishDocument } from './openapi-document.ts';

/**
 * The OpenAPI document is generated from the same zod contracts the routes validate with, and
 * served at `/api/openapi.json` (the reference page `/api/docs` renders it: plugins/api-docs.ts).
 * Must be registered before the routes it describes. Each operation carries its contract's name,
 * summary and domain tag, its access level as `x-access`, the session cookie as its security
 * requirement unless visitors may call it, and the bearer key with the scopes that admit it
 * (`x-key-scopes`) when the contract names any (lib/route.ts). openapi-document.ts adds the
 * refusals and examples. The cookie's name comes from the accounts module, which app.ts passes in.
 */
export async function registerOpenApi(app: FastifyInstance, options: { sessionCookie: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tales of Deeds API',
        version: '1.0.0',
        license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
        description:
          'Every call lives under /api. `x-access` on each operation says who may call it: ' +
          '`visitor` (anyone), `player` (signed in), `moderator` (role 1+), `staff` (role 2+), `owner` (role 3). ' +
          'Tools read for a player with a personal key (`Authorization: Bearer tod_...`), made by the player at ' +
          '/settings/api; a key is read-only and reaches only the operations whose `x-key-scopes` name one of its scopes. ' +
          'Key calls: at most 100 a minute per account and 1,000 per address (429 with `Retry-After`). ' +
          'Errors are JSON `{code, message}`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal read-only key (`tod_` and 40 characters). Its scopes: public, cooldowns, jail, travel, location, ' +
              'gold, experience, alignment, skills, events; each operation lists those that admit it in `x-key-scopes`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      finishDocument(
        ('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject) as Record<string, unknown>,
      ) as never,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
