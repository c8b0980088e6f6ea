import { refusals } from './refusal-catalogue.ts';
import { BUILDING_TYPES, type BuildingType } from '@tod/game';
import { z } from 'zod';
import { storableText, groupThousands } from './text.ts';
import { endpoint } from './http.ts';
import { OkSchema } from './errors.ts';

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
  cities: endpoint({
    method: 'GET',
    access: 'visitor',
    path: '/cities',
    response: z.array(CitySchema),
    publicRead: true,
    keyScopes: ['public'],
    summary: 'Every city',
    errors: [],
  }),
  city: endpoint({
    method: 'GET',
    access: 'visitor',
    path: '/cities/:id',
    publicRead: true,
    keyScopes: ['public'],
    summary: 'One city',
    params: z.object({ id: z.uuid({ error: 'City not found.' }) }),
    response: CitySchema,
    errors: refusals('world.city_not_found'),
  }),
};

/**
 * The numeric building types and the named type each stands for
 * (docs/game-rules.md#cities-and-the-map-cityts-mapts, "Building types").
 *
 * @example
 * BUILDING_TYPE_CODES[0]; // 'city hall'
 */
export const BUILDING_TYPE_CODES: Readonly<Record<number, BuildingType>> = {
  0: 'city hall',
  1: 'church',
  2: 'graveyard',
  3: 'shop',
};

/** Bounds of what staff may give a city (coordinates are map squares). */
export const CityLimits = {
  nameMax: 60,
  descriptionMax: 5000,
  coordinateMin: -100,
  coordinateMax: 100,
  alignmentMin: -100,
  alignmentMax: 100,
  buildingsMax: 30,
  buildingNameMax: 100,
  buildingDescriptionMax: 1000,
} as const;

const BUILDING_TYPE_MESSAGE = `Building type must be one of: ${BUILDING_TYPES.join(', ')} (or 0 to 3).`;

/**
 * One building in a staff city form. `type` is a named type (any case) or a number
 * 0 City Hall, 1 Church, 2 Graveyard, 3 Shop; it is stored as the name.
 *
 * @example
 * BuildingInputSchema.parse({ type: 0, name: 'Town Hall' });
 * // { type: 'city hall', name: 'Town Hall', description: '' }
 */
export const BuildingInputSchema = z.object(
  {
    type: z.union([storableText('Building type'), z.number()], { error: BUILDING_TYPE_MESSAGE }).transform((t, ctx) => {
      const named =
        typeof t === 'number'
          ? BUILDING_TYPE_CODES[t]
          : BUILDING_TYPES.find((b) => b === t.trim().toLowerCase().replace(/\s+/g, ' '));
      if (!named) {
        ctx.addIssue({ code: 'custom', message: BUILDING_TYPE_MESSAGE });
        return z.NEVER;
      }
      return named;
    }),
    name: storableText('Building name', { error: 'Building name is required.' })
      .trim()
      .min(1, { error: 'Building name is required.' })
      .max(CityLimits.buildingNameMax, { error: `Building name must be at most ${CityLimits.buildingNameMax} characters.` }),
    description: storableText('Building description', { error: 'Building description must be text.' })
      .trim()
      .max(CityLimits.buildingDescriptionMax, {
        error: `Building description must be at most ${groupThousands(CityLimits.buildingDescriptionMax)} characters.`,
      })
      .nullish()
      .transform((d) => d ?? ''),
  },
  { error: 'Each building needs a type and a name.' },
);
export type BuildingInput = z.input<typeof BuildingInputSchema>;

const coordinate = (axis: 'X' | 'Y') => {
  const message = `${axis} position must be a whole number from ${CityLimits.coordinateMin} to ${CityLimits.coordinateMax}, or empty.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(CityLimits.coordinateMin, { error: message })
    .max(CityLimits.coordinateMax, { error: message })
    .nullable();
};

const OWNER_MESSAGE = 'Owner must be the id of a living character.';
const ALIGNMENT_MESSAGE = `Alignment must be a whole number from ${CityLimits.alignmentMin} to ${CityLimits.alignmentMax}.`;

/**
 * `POST /api/cities` (staff). Only `name` is required; names are unique regardless of case.
 * Coordinates are whole map squares or null (unknown); `owner` is a living character's id, or
 * blank/null for none; `buildings` is the city's whole list.
 *
 * @example
 * CityInputSchema.parse({ name: 'Duskvale', xPosition: 2, yPosition: -3, buildings: [{ type: 'tavern', name: 'The Lamp' }] });
 */
export const CityInputSchema = z.object({
  name: storableText('Name', { error: 'Name is required.' })
    .trim()
    .min(1, { error: 'Name is required.' })
    .max(CityLimits.nameMax, { error: `Name must be at most ${CityLimits.nameMax} characters.` }),
  description: storableText('Description', { error: 'Description must be text.' })
    .trim()
    .max(CityLimits.descriptionMax, {
      error: `Description must be at most ${groupThousands(CityLimits.descriptionMax)} characters.`,
    })
    .nullish()
    .transform((d) => d ?? ''),
  xPosition: coordinate('X').optional(),
  yPosition: coordinate('Y').optional(),
  alignment: z
    .number({ error: ALIGNMENT_MESSAGE })
    .int({ error: ALIGNMENT_MESSAGE })
    .min(CityLimits.alignmentMin, { error: ALIGNMENT_MESSAGE })
    .max(CityLimits.alignmentMax, { error: ALIGNMENT_MESSAGE })
    .optional(),
  owner: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : v),
    z.uuid({ error: OWNER_MESSAGE }).nullable().optional(),
  ),
  buildings: z
    .array(BuildingInputSchema, { error: 'Buildings must be a list.' })
    .max(CityLimits.buildingsMax, { error: `A city may have at most ${CityLimits.buildingsMax} buildings.` })
    .optional(),
});
export type CityInput = z.input<typeof CityInputSchema>;

/**
 * `PATCH /api/cities/:id` (staff): the same fields, each optional; only those given change.
 * `owner: null` (or blank) removes the owner; `buildings`, when given, replaces the list.
 *
 * @example
 * CityPatchSchema.parse({ alignment: 12, buildings: [] }); // leaves the name, clears the buildings
 */
export const CityPatchSchema = CityInputSchema.partial();
export type CityPatch = z.input<typeof CityPatchSchema>;

const CityIdParamsSchema = z.object({ id: z.uuid({ error: 'City not found.' }) });

/**
 * Staff city calls (role 2; audited). Deleting answers 409 while living characters are in the
 * city, and for the starting city; its buildings go with it.
 *
 * @example
 * const city = CitySchema.parse(await post(citiesAdminApi.create.path, { name: 'Duskvale' }));
 */
export const citiesAdminApi = {
  create: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/cities',
    body: CityInputSchema,
    response: CitySchema,
    status: 201,
    errors: refusals('world.city_name_taken', 'world.city_square_taken', 'world.city_owner_invalid'),
  }),
  update: endpoint({
    method: 'PATCH',
    access: 'staff',
    path: '/cities/:id',
    params: CityIdParamsSchema,
    body: CityPatchSchema,
    response: CitySchema,
    errors: refusals('world.city_not_found', 'world.city_name_taken', 'world.city_square_taken', 'world.city_owner_invalid'),
  }),
  remove: endpoint({
    method: 'DELETE',
    access: 'staff',
    path: '/cities/:id',
    params: CityIdParamsSchema,
    response: OkSchema,
    errors: refusals('world.city_not_found', 'world.city_is_starting', 'world.city_occupied'),
  }),
};
