import { z } from 'zod';
import { endpoint } from './http.ts';

export const BuildingSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Building = z.infer<typeof BuildingSchema>;

export const CitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  alignment: z.number().int(),
  xPosition: z.number().int().nullable(),
  yPosition: z.number().int().nullable(),
  owner: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  isStarting: z.boolean(),
  buildings: z.array(BuildingSchema),
});
export type City = z.infer<typeof CitySchema>;

export const worldApi = {
  cities: endpoint({ method: 'GET', path: '/cities', response: z.array(CitySchema) }),
  city: endpoint({
    method: 'GET',
    path: '/cities/:id',
    params: z.object({ id: z.uuid({ error: 'City not found.' }) }),
    response: CitySchema,
  }),
};
