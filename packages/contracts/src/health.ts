import { z } from 'zod';
import { endpoint } from './http.ts';

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });

export const healthApi = {
  get: endpoint({ method: 'GET', access: 'visitor', path: '/health', response: HealthSchema }),
};
