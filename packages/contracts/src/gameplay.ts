import { z } from 'zod';
import { CityRefSchema } from './characters.ts';
import { DateTimeSchema, NullableDateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';

/**
 * A jailed character in the caller's city (spec §3 Prisoner, plus level and release time).
 *
 * @example
 * ```ts
 * const p: Prisoner = { id: 'a3c5e1f0-2b4d-4e6f-8a1b-3c5d7e9f1a2b', username: 'Mara', level: 3, releaseTime: '2026-06-01T12:02:00.000Z' };
 * ```
 */
export const PrisonerSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  level: z.number().int(),
  releaseTime: DateTimeSchema,
});
export type Prisoner = z.infer<typeof PrisonerSchema>;

/**
 * Body of a jailbreak: the prisoner's character id.
 *
 * @example
 * ```ts
 * JailbreakInputSchema.parse({ player: 'a3c5e1f0-2b4d-4e6f-8a1b-3c5d7e9f1a2b' });
 * ```
 */
export const JailbreakInputSchema = z.object(
  { player: z.uuid({ error: 'Choose a prisoner to break out.' }) },
  { error: 'Choose a prisoner to break out.' },
);
export type JailbreakInput = z.infer<typeof JailbreakInputSchema>;

/**
 * A jailbreak's result (spec §3): `success` true frees the prisoner; on failure `jailTime`
 * is the rescuer's own release time when the guards caught them, else null.
 *
 * @example
 * ```ts
 * const r: JailbreakResult = { success: false, message: 'The guards caught you! ...', jailTime: '2026-06-01T12:05:00.000Z' };
 * ```
 */
export const JailbreakResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  jailTime: NullableDateTimeSchema,
});
export type JailbreakResult = z.infer<typeof JailbreakResultSchema>;

/**
 * Body of a journey: the destination city's id (spec's `cityID`).
 *
 * @example
 * ```ts
 * TravelInputSchema.parse({ cityID: '9d2e4f60-1a3b-4c5d-8e7f-0a1b2c3d4e5f' });
 * ```
 */
export const TravelInputSchema = z.object(
  { cityID: z.uuid({ error: 'Choose a destination.' }) },
  { error: 'Choose a destination.' },
);
export type TravelInput = z.infer<typeof TravelInputSchema>;

/**
 * A journey's result (spec §3): the character is already at `location`; `cooldown` is when
 * its rest ends (it cannot travel again before). `travelMinutes` is the journey's length at
 * `GAME_SPEED` 1 (the rest lasts that divided by the server's game speed).
 *
 * @example
 * ```ts
 * const r: TravelResult = { cooldown: '2026-06-01T13:00:00.000Z', location: { id, name: 'Silverbrook' }, travelMinutes: 100 };
 * ```
 */
export const TravelResultSchema = z.object({
  cooldown: DateTimeSchema,
  location: CityRefSchema,
  travelMinutes: z.number().int(),
});
export type TravelResult = z.infer<typeof TravelResultSchema>;

/**
 * A city the character can travel to, with the journey from its current city.
 * `travelMinutes`..`travelMinutesMax` is the length at `GAME_SPEED` 1 (equal unless a city
 * lacks coordinates and the random fallback applies); `travelMs`..`travelMsMax` is the real
 * rest on this server (divided by its game speed). `distance` is in grid squares, null
 * without coordinates.
 *
 * @example
 * ```ts
 * const d: TravelDestination = {
 *   id, name: 'Silverbrook', description: '...', alignment: 42, xPosition: 3, yPosition: -2,
 *   distance: 5, travelMinutes: 100, travelMinutesMax: 100, travelMs: 6_000_000, travelMsMax: 6_000_000,
 * };
 * ```
 */
export const TravelDestinationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  alignment: z.number().int(),
  xPosition: z.number().int().nullable(),
  yPosition: z.number().int().nullable(),
  distance: z.number().int().nullable(),
  travelMinutes: z.number().int(),
  travelMinutesMax: z.number().int(),
  travelMs: z.number().int(),
  travelMsMax: z.number().int(),
});
export type TravelDestination = z.infer<typeof TravelDestinationSchema>;

/**
 * The travel page's data: where the character is (null if its city is gone), when its rest
 * ends (null if rested), and every other city, shortest journey first.
 *
 * @example
 * ```ts
 * const { location, restingUntil, destinations } = TravelDestinationsSchema.parse(await get(gameplayApi.destinations.path));
 * ```
 */
export const TravelDestinationsSchema = z.object({
  location: CityRefSchema.nullable(),
  restingUntil: NullableDateTimeSchema,
  destinations: z.array(TravelDestinationSchema),
});
export type TravelDestinations = z.infer<typeof TravelDestinationsSchema>;

/**
 * Jail and travel calls. All need a session (401) and a living character (403).
 *
 * @example
 * ```ts
 * const result = TravelResultSchema.parse(await post(gameplayApi.travel.path, { cityID }));
 * ```
 */
export const gameplayApi = {
  /** Prisoners of the caller's current city, soonest release first. */
  jail: endpoint({ method: 'GET', path: '/city/jail', response: z.array(PrisonerSchema) }),
  jailbreak: endpoint({
    method: 'POST',
    path: '/character/actions/jailbreak',
    body: JailbreakInputSchema,
    response: JailbreakResultSchema,
  }),
  travel: endpoint({ method: 'POST', path: '/character/travel', body: TravelInputSchema, response: TravelResultSchema }),
  destinations: endpoint({ method: 'GET', path: '/character/travel/destinations', response: TravelDestinationsSchema }),
};
