import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Metrics } from '../lib/metrics.ts';

/** Where Prometheus scrapes: outside `/api`, as scrapers expect, and never cached by a proxy. */
export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `/metrics` for Prometheus (docs/operations.md, "Metrics"). Without a token it answers 404 and
 * nothing is measured, so a server nobody scrapes pays nothing per request; with one, a scraper
 * must send `Authorization: Bearer <token>` (compared in constant time) and every answered
 * request is timed by its route pattern.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, database: Database, token: string | undefined): void {
  if (token) {
    metrics.enable(database);
    app.addHook('onResponse', (req, reply, done) => {
      metrics.observeRequest(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
  const expected = token ? digest(`Bearer ${token}`) : null;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!expected)
      return reply.code(404).send({ code: 'metrics.off', message: 'Metrics are off: set METRICS_TOKEN to turn them on.' });
    const given = req.headers.authorization;
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ code: 'metrics.unauthorized', message: 'Send the metrics token as "Authorization: Bearer <token>".' });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).send(body);
  });
}
