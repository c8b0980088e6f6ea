import { z } from 'zod';
import { endpoint } from './http.ts';

/**
 * The chronicle of the last game day that ended (docs/quests.md, "Daily chronicle"): written
 * once, by whichever instance is asked first, and the same for everyone.
 *
 * @example
 * ```ts
 * const c: Chronicle = { day: '2026-11-21', lines: ['12 deeds were attempted across the land.'] };
 * ```
 */
export const ChronicleSchema = z.object({ day: z.string(), lines: z.array(z.string()) });
export type Chronicle = z.infer<typeof ChronicleSchema>;

export const chronicleApi = {
  /** Yesterday's chronicle (the last game day that ended); written on the first read after that day. */
  latest: endpoint({ method: 'GET', access: 'player', path: '/chronicle', response: ChronicleSchema, errors: [] }),
};
