import { z } from 'zod';
import { DateTimeSchema, NullableDateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';

export const CityRefSchema = z.object({ id: z.uuid(), name: z.string() });

/** What anyone signed in may see of a character: never the account's e-mail or role. */
export const PublicCharacterSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  /** Path below the resources base (`/api/resources/`), or null. */
  icon: z.string().nullable(),
  level: z.number().int(),
  experience: z.number().int(),
  gold: z.number().int(),
  good: z.number().int(),
  neutral: z.number().int(),
  evil: z.number().int(),
  alignment: z.number().int(),
  bio: z.string(),
  createdAt: DateTimeSchema,
  dead: z.boolean(),
  location: CityRefSchema.nullable(),
  inJail: z.boolean(),
});
export type PublicCharacter = z.infer<typeof PublicCharacterSchema>;

/** The player's own character: public fields plus timers and the child code. */
export const OwnCharacterSchema = PublicCharacterSchema.extend({
  childCode: z.string(),
  deedsCooldown: NullableDateTimeSchema,
  jailReleaseTime: NullableDateTimeSchema,
  lastDeed: NullableDateTimeSchema,
  lastTraining: NullableDateTimeSchema,
  lastJail: NullableDateTimeSchema,
  lastTravelled: NullableDateTimeSchema,
  parentId: z.uuid().nullable(),
  inheritedGold: z.number().int(),
});
export type OwnCharacter = z.infer<typeof OwnCharacterSchema>;

export const NAME_PATTERN = /^[A-Za-z0-9 _-]+$/;
export const BIO_MAX = 5000;

export const CharacterNameSchema = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(3, { error: 'Name must be 3 to 20 characters.' })
  .max(20, { error: 'Name must be 3 to 20 characters.' })
  .regex(NAME_PATTERN, { error: 'Name may use letters, digits, spaces, _ and - only.' });

export const BioSchema = z
  .string({ error: 'Bio is required.' })
  .max(BIO_MAX, { error: `Bio must be at most ${BIO_MAX} characters.` });

export const CreateCharacterInputSchema = z.object({
  name: CharacterNameSchema,
  bio: BioSchema.refine((b) => b.trim().length > 0, { error: 'Bio is required.' }),
  childCode: z
    .string()
    .trim()
    .max(32, { error: 'Unknown child code.' })
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
});
export type CreateCharacterInput = z.input<typeof CreateCharacterInputSchema>;

export const BioInputSchema = z.object({ bio: BioSchema });
export const BioResponseSchema = z.object({ bio: z.string() });
export const IconResponseSchema = z.object({ icon: z.string() });

export const SearchQuerySchema = z.object({
  name: z
    .string({ error: 'Enter a name to search for.' })
    .trim()
    .min(1, { error: 'Enter a name to search for.' })
    .max(50, { error: 'Search text must be at most 50 characters.' }),
});
export const SEARCH_LIMIT = 20;

/** Upload limits for portraits (decisions §6). */
export const ICON_MAX_BYTES = 5 * 1024 * 1024;
export const ICON_MAX_PIXELS = 40_000_000;
export const ICON_WIDTH = 300;
export const ICON_HEIGHT = 450;

export const charactersApi = {
  create: endpoint({
    method: 'POST',
    path: '/character/create',
    body: CreateCharacterInputSchema,
    response: OwnCharacterSchema,
    status: 201,
  }),
  own: endpoint({ method: 'GET', path: '/character/', response: OwnCharacterSchema }),
  byId: endpoint({
    method: 'GET',
    path: '/character/:id',
    params: z.object({ id: z.uuid({ error: 'Character not found' }) }),
    response: PublicCharacterSchema,
  }),
  search: endpoint({
    method: 'GET',
    path: '/character/search',
    query: SearchQuerySchema,
    response: z.array(PublicCharacterSchema),
  }),
  bio: endpoint({ method: 'PATCH', path: '/character/bio', body: BioInputSchema, response: BioResponseSchema }),
  /** Multipart with one file field `icon`; no JSON body. */
  icon: endpoint({ method: 'PATCH', path: '/character/icon', response: IconResponseSchema }),
  retire: endpoint({ method: 'POST', path: '/character/retire', response: OwnCharacterSchema }),
};
