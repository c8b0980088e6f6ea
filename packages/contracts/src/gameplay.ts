import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { CityRefSchema, OwnCharacterSchema } from './characters.ts';
import { DateTimeSchema, NullableDateTimeSchema } from './common.ts';
import { endpoint, refusal } from './http.ts';

/**
 * A jailed character in the caller's city (docs/product-rules.md#data-shown-to-players, plus level and release time).
 * `jailReleaseTime` equals `releaseTime` (the name the own character uses); `bail` is the gold
 * that frees the prisoner now (prisoner level x remaining game minutes, rounded up).
 *
 * @example
 * ```ts
 * const p: Prisoner = {
 *   id: 'a3c5e1f0-2b4d-4e6f-8a1b-3c5d7e9f1a2b', username: 'Mara', level: 3,
 *   releaseTime: '2026-06-01T12:02:00.000Z', jailReleaseTime: '2026-06-01T12:02:00.000Z', bail: 6,
 * };
 * ```
 */
export const PrisonerSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  level: z.number().int(),
  releaseTime: DateTimeSchema,
  jailReleaseTime: DateTimeSchema,
  bail: z.number().int(),
  /**
   * The prisoner is the caller's partner: a paid rescue earns 25% more experience
   * (docs/contacts.md, "Partners"). Left out by older servers.
   */
  partner: z.boolean().optional(),
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
 * A jailbreak's result (docs/product-rules.md#data-shown-to-players): `success` true frees the prisoner and gives the rescuer
 * `experience` (a share of the jailing deed's Max Experience; 0 on failure); on failure
 * `jailTime` is the rescuer's own release time when the guards caught them, else null.
 * `rescueCooldown` is when the rescuer may try the next rescue: every attempt starts the wait.
 * `character` is the caller's character after the action, as `GET /auth/account` would show it:
 * the client puts it in place of its copy (docs/api.md#calls).
 *
 * @example
 * ```ts
 * const r: JailbreakResult = { success: false, message: 'The guards caught you! ...', jailTime: '2026-06-01T12:05:00.000Z', experience: 0, rescueCooldown: '2026-06-01T12:04:00.000Z' };
 * ```
 */
export const JailbreakResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  jailTime: NullableDateTimeSchema,
  experience: z.number().int(),
  /** When the rescuer may attempt the next rescue (every attempt starts the wait). */
  rescueCooldown: DateTimeSchema,
  character: OwnCharacterSchema,
});
export type JailbreakResult = z.infer<typeof JailbreakResultSchema>;

/**
 * Body of a journey: the destination city's id (`cityID`, docs/api.md#calls).
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
 * A journey's result (docs/product-rules.md#data-shown-to-players): the character is already at `location`; `cooldown` is when
 * its rest ends (it cannot travel again before). `travelMinutes` is the journey's length at
 * `GAME_SPEED` 1 (the rest lasts that divided by the server's game speed). `fare` is the gold
 * the journey cost and `gold` what the character has left.
 * `character` is the caller's character after the action, as `GET /auth/account` would show it:
 * the client puts it in place of its copy (docs/api.md#calls).
 *
 * @example
 * ```ts
 * const r: TravelResult = { cooldown: '2026-06-01T13:00:00.000Z', location: { id, name: 'Silverbrook' }, travelMinutes: 100, fare: 10, gold: 90 };
 * ```
 */
export const TravelResultSchema = z.object({
  cooldown: DateTimeSchema,
  location: CityRefSchema,
  travelMinutes: z.number().int(),
  fare: z.number().int(),
  gold: z.number().int(),
  character: OwnCharacterSchema,
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
  /** The deeds only this city offers (how many, lowest and highest level), or null when it has none. */
  localDeeds: z.object({ count: z.number().int().min(1), minLevel: z.number().int(), maxLevel: z.number().int() }).nullable(),
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
 * Body of a bail payment: no `player` pays the caller's own bail (while jailed); a `player`
 * pays that prisoner's bail (the caller free and in the prisoner's city). `maxPrice`, when
 * given, is the price the player was shown: a higher price is refused (409) instead of paid.
 *
 * @example
 * ```ts
 * BailInputSchema.parse({}); // own bail
 * BailInputSchema.parse({ player: 'a3c5e1f0-2b4d-4e6f-8a1b-3c5d7e9f1a2b', maxPrice: 40 });
 * ```
 */
export const BailInputSchema = z
  .object(
    {
      player: z.uuid({ error: 'Choose a prisoner to bail out.' }).nullish(),
      maxPrice: z
        .number({ error: 'The price must be a whole number of gold.' })
        .int({ error: 'The price must be a whole number of gold.' })
        .min(0, { error: 'The price must be a whole number of gold.' })
        .nullish(),
    },
    { error: 'Send an object (empty to pay your own bail).' },
  )
  .nullish()
  .transform((b) => ({ player: b?.player ?? null, maxPrice: b?.maxPrice ?? null }));
export type BailInput = z.input<typeof BailInputSchema>;

/**
 * A paid bail: the gold `paid`, the payer's `gold` left, the good points earned (only for
 * another prisoner's bail) and who was freed.
 * `character` is the caller's character after the action, as `GET /auth/account` would show it:
 * the client puts it in place of its copy (docs/api.md#calls).
 *
 * @example
 * ```ts
 * const r: BailResult = {
 *   message: 'You paid 40 gold bail for Mara. Mara is free.', paid: 40, gold: 60, goodPoints: 4,
 *   prisoner: { id: 'a3c5e1f0-2b4d-4e6f-8a1b-3c5d7e9f1a2b', username: 'Mara' },
 * };
 * ```
 */
export const BailResultSchema = z.object({
  message: z.string(),
  paid: z.number().int(),
  gold: z.number().int(),
  goodPoints: z.number().int(),
  prisoner: z.object({ id: z.uuid(), username: z.string() }),
  character: OwnCharacterSchema,
});
export type BailResult = z.infer<typeof BailResultSchema>;

/**
 * Everything the character is about to pay, for its current state and city: its `gold`, the
 * next training fee of every skill, the fare to every other city, its own bail (null unless
 * jailed) and the bail of each prisoner of its city.
 *
 * @example
 * ```ts
 * const p: Prices = {
 *   gold: 120, training: [{ skillId, fee: 4 }], travel: [{ cityId, squares: 3, fare: 12 }],
 *   bail: { own: null, prisoners: [{ id: prisonerId, bail: 30 }] },
 * };
 * ```
 */
export const PricesSchema = z.object({
  gold: z.number().int(),
  training: z.array(z.object({ skillId: z.uuid(), fee: z.number().int() })),
  travel: z.array(z.object({ cityId: z.uuid(), squares: z.number().int(), fare: z.number().int() })),
  bail: z.object({
    own: z.number().int().nullable(),
    prisoners: z.array(z.object({ id: z.uuid(), bail: z.number().int() })),
  }),
});
export type Prices = z.infer<typeof PricesSchema>;

/**
 * Jail, bail, travel and price calls. All need a session (401) and a living character (403).
 * Travel without the fare answers 409 `travel.not_enough_gold`. Bail refusals (each changes
 * nothing): 409 `bail.not_jailed` (the prisoner is not, or no longer, jailed), 409
 * `bail.not_enough_gold`, 409 `bail.price_changed` (above `maxPrice`), 403 `bail.wrong_city`
 * (not in the prisoner's city), 403 `bail.jailed` (a prisoner paying another's bail), 400
 * paying for yourself by id, 404 unknown prisoner.
 *
 * @example
 * ```ts
 * const result = TravelResultSchema.parse(await post(gameplayApi.travel.path, { cityID }));
 * const freed = BailResultSchema.parse(await post(gameplayApi.bail.path, { player: prisonerId, maxPrice: shown }));
 * ```
 */
export const gameplayApi = {
  /** Prisoners of the caller's current city, soonest release first. */
  jail: endpoint({
    method: 'GET',
    access: 'player',
    path: '/city/jail',
    response: z.array(PrisonerSchema),
    errors: refusals('character.none', 'world.no_city'),
  }),
  jailbreak: endpoint({
    errors: [
      refusal(400, 'jail.self', 'breaking yourself out'),
      refusal(403, 'character.none', 'the caller has no living character'),
      refusal(403, 'jail.rescuer_jailed', 'the rescuer is in jail'),
      refusal(403, 'jail.other_city', 'the prisoner is held in another city'),
      refusal(404, 'jail.prisoner_not_found', 'no living prisoner has this id'),
      refusal(409, 'jail.not_jailed', 'the prisoner is free already'),
      refusal(409, 'jail.rescue_cooldown', 'the rescuer\u2019s cooldown runs (its end in details)'),
      refusal(409, 'jail.linked', 'accounts played from one device or connection (fair play)'),
    ],
    method: 'POST',
    access: 'player',
    path: '/character/actions/jailbreak',
    body: JailbreakInputSchema,
    response: JailbreakResultSchema,
  }),
  bail: endpoint({
    errors: [
      refusal(400, 'bail.self', 'naming yourself as the prisoner (leave it out to pay your own)'),
      refusal(403, 'character.none', 'the caller has no living character'),
      refusal(403, 'bail.wrong_city', 'the prisoner is held in another city'),
      refusal(403, 'bail.jailed', 'paying for another while jailed'),
      refusal(404, 'bail.prisoner_not_found', 'no living prisoner has this id'),
      refusal(409, 'bail.not_jailed', 'nobody to free'),
      refusal(409, 'bail.not_enough_gold', 'the gold is lacking (price and gold in details)'),
      refusal(409, 'bail.price_changed', 'the price is above the body\u2019s maxPrice'),
    ],
    method: 'POST',
    access: 'player',
    path: '/character/bail',
    body: BailInputSchema,
    response: BailResultSchema,
  }),
  prices: endpoint({
    method: 'GET',
    access: 'player',
    path: '/character/prices',
    response: PricesSchema,
    errors: refusals('character.none'),
  }),
  travel: endpoint({
    errors: [
      refusal(400, 'travel.same_city', 'the character is in that city already'),
      refusal(403, 'character.none', 'the caller has no living character'),
      refusal(403, 'travel.in_jail', 'the character is in jail'),
      refusal(404, 'world.city_not_found', 'no city has this id'),
      refusal(409, 'travel.not_enough_gold', 'the fare is lacking'),
      refusal(409, 'travel.changed', 'the character moved meanwhile: try again'),
      refusal(429, 'travel.resting', 'the travel rest runs'),
    ],
    method: 'POST',
    access: 'player',
    path: '/character/travel',
    body: TravelInputSchema,
    response: TravelResultSchema,
  }),
  destinations: endpoint({
    method: 'GET',
    access: 'player',
    path: '/character/travel/destinations',
    response: TravelDestinationsSchema,
    errors: refusals('character.none'),
  }),
};
