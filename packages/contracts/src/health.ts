import { z } from 'zod';
import { endpoint } from './http.ts';

const DatabaseKindSchema = z.enum(['pglite', 'postgres']);

/** Liveness: the process answers, and whether its database does. */
export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: DatabaseKindSchema });

/**
 * Readiness: `ready` (200) once start-up (migrations, seeding) has finished and the database
 * answers; `starting` or `unavailable` come with 503. A stopping server answers every request,
 * this one too, 503 `server.shutting_down` (docs/operations.md).
 */
export const ReadySchema = z.object({ status: z.enum(['ready', 'starting', 'unavailable']), database: DatabaseKindSchema });

export const healthApi = {
  get: endpoint({ method: 'GET', access: 'visitor', path: '/health', response: HealthSchema, errors: [] }),
  ready: endpoint({ method: 'GET', access: 'visitor', path: '/ready', response: ReadySchema, errors: [] }),
};
