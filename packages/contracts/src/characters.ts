import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { storableText } from './text.ts';
import { DateTimeSchema, NullableDateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';

/**
 * A character's city as the client shows it.
 *
 * @example
 * CityRefSchema.parse({ id: '6f1c0a52-1f0e-4f0b-9a43-2b7c1d6f9e10', name: 'Hearthmere' });
 */
export const CityRefSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * What anyone signed in may see of a character: never the account's e-mail or role.
 *
 * @example
 * const hero = PublicCharacterSchema.parse(await (await fetch('/api/character/' + id)).json());
 * hero.username; // 'Aldric'
 */
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

/**
 * The player's own character: public fields plus timers (each the moment it ends), the
 * child code an heir is created with, the rested experience banked at the moment of the
 * request, today's deed effort with the fatigue factor it sets on rewards (1, 0.5, 0.2) and
 * the character's title (docs/game-rules.md).
 *
 * @example
 * const mine = OwnCharacterSchema.parse(await (await fetch('/api/character/')).json());
 * mine.childCode; // 'K7QX2MPA'
 * mine.fatigue; // { effortTodayMs: 600000, factor: 1 }
 */
export const OwnCharacterSchema = PublicCharacterSchema.extend({
  childCode: z.string(),
  deedsCooldown: NullableDateTimeSchema,
  jailReleaseTime: NullableDateTimeSchema,
  lastDeed: NullableDateTimeSchema,
  lastTraining: NullableDateTimeSchema,
  lastJail: NullableDateTimeSchema,
  lastTravelled: NullableDateTimeSchema,
  /** When this character may try its next jailbreak (every attempt starts the wait); null when it may now. */
  rescueCooldown: NullableDateTimeSchema,
  parentId: z.uuid().nullable(),
  inheritedGold: z.number().int(),
  restedExperience: z.number().int(),
  fatigue: z.object({ effortTodayMs: z.number().int(), factor: z.number() }),
  title: z.string(),
});
export type OwnCharacter = z.infer<typeof OwnCharacterSchema>;

/**
 * Characters a name may use: ASCII letters, digits, space, `_` and `-`.
 *
 * @example
 * NAME_PATTERN.test('Sir_Roland-2'); // true
 */
export const NAME_PATTERN = /^[A-Za-z0-9 _-]+$/;
/**
 * Longest biography, in characters.
 *
 * @example
 * bio.length <= BIO_MAX;
 */
export const BIO_MAX = 5000;

/**
 * A character name: trimmed, 3 to 20 characters of {@link NAME_PATTERN}; unique among living
 * characters regardless of case (checked by the server).
 *
 * @example
 * CharacterNameSchema.parse('  Aldric '); // 'Aldric'
 */
export const CharacterNameSchema = storableText('Name', { error: 'Name is required.' })
  .trim()
  .min(3, { error: 'Name must be 3 to 20 characters.' })
  .max(20, { error: 'Name must be 3 to 20 characters.' })
  .regex(NAME_PATTERN, { error: 'Name may use letters, digits, spaces, _ and - only.' });

/**
 * A biography (markdown with colour tags), at most {@link BIO_MAX} characters; may be empty.
 *
 * @example
 * BioSchema.parse('A **brave** wanderer.');
 */
export const BioSchema = storableText('Bio', { error: 'Bio is required.' }).max(BIO_MAX, {
  error: `Bio must be at most ${BIO_MAX} characters.`,
});

/**
 * `POST /api/character/create`: name and bio are required; a child code (of a dead character of
 * the same account) makes the new character its heir. An empty or null child code means none.
 *
 * @example
 * CreateCharacterInputSchema.parse({ name: 'Aldric', bio: 'A wanderer.', childCode: 'k7qx2mpa' });
 * // { name: 'Aldric', bio: 'A wanderer.', childCode: 'K7QX2MPA' }
 */
export const CreateCharacterInputSchema = z.object({
  name: CharacterNameSchema,
  bio: BioSchema.refine((b) => b.trim().length > 0, { error: 'Bio is required.' }),
  // Optional: the form may send it empty or null; either means "no parent".
  childCode: storableText('Child code', { error: 'Unknown child code.' })
    .trim()
    .max(32, { error: 'Unknown child code.' })
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
});
export type CreateCharacterInput = z.input<typeof CreateCharacterInputSchema>;

/**
 * `PATCH /api/character/bio` body.
 *
 * @example
 * BioInputSchema.parse({ bio: 'Now a knight.' });
 */
export const BioInputSchema = z.object({ bio: BioSchema });
/**
 * `PATCH /api/character/bio` answer: the stored bio.
 *
 * @example
 * BioResponseSchema.parse({ bio: 'Now a knight.' });
 */
export const BioResponseSchema = z.object({ bio: z.string() });
/**
 * `PATCH /api/character/icon` answer: the portrait's resource name, served at
 * {@link RESOURCES_BASE} + name.
 *
 * @example
 * const { icon } = IconResponseSchema.parse(await res.json());
 * img.src = RESOURCES_BASE + icon; // '/api/resources/3f2a...e1.webp'
 */
export const IconResponseSchema = z.object({ icon: z.string() });

/**
 * `GET /api/character/search?name=`: case-insensitive substring of living characters' names
 * (`%` and `_` match themselves); blank text is refused.
 *
 * @example
 * SearchQuerySchema.parse({ name: ' ald ' }); // { name: 'ald' }
 */
export const SearchQuerySchema = z.object({
  name: storableText('Search text', { error: 'Enter a name to search for.' })
    .trim()
    .min(1, { error: 'Enter a name to search for.' })
    .max(50, { error: 'Search text must be at most 50 characters.' }),
});
/**
 * Most results a search returns.
 *
 * @example
 * results.length <= SEARCH_LIMIT;
 */
export const SEARCH_LIMIT = 20;

/**
 * Largest portrait upload, in bytes (docs/product-rules.md#portraits-bios-search); larger answers 413.
 *
 * @example
 * if (file.size > ICON_MAX_BYTES) showError('The portrait must be at most 5 MB.');
 */
export const ICON_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Largest decoded portrait, in pixels (width × height): a small file may declare huge
 * dimensions, so the server refuses anything beyond this before decoding it.
 *
 * @example
 * width * height <= ICON_MAX_PIXELS;
 */
export const ICON_MAX_PIXELS = 40_000_000;
/**
 * Size of the stored portrait (2:3, WebP); the upload is cover-cropped to it.
 *
 * @example
 * ICON_WIDTH / ICON_HEIGHT; // 2 / 3
 */
export const ICON_WIDTH = 300;
/**
 * Height of the stored portrait; see {@link ICON_WIDTH}.
 *
 * @example
 * <img width={ICON_WIDTH / 2} height={ICON_HEIGHT / 2} /> // the 150x225 preview
 */
export const ICON_HEIGHT = 450;
/**
 * The multipart form field that carries the portrait file.
 *
 * @example
 * const form = new FormData();
 * form.append(ICON_FIELD, croppedBlob, 'portrait.png');
 */
export const ICON_FIELD = 'icon';
/**
 * Where stored images are served; a character's `icon` is a name below it.
 *
 * @example
 * `${RESOURCES_BASE}${character.icon}`; // '/api/resources/3f2a...e1.webp'
 */
export const RESOURCES_BASE = '/api/resources/';
/**
 * A resource name: a content hash in lower-case hex plus `.webp`. Nothing else is served.
 *
 * @example
 * RESOURCE_NAME_PATTERN.test('0123456789abcdef0123456789abcdef.webp'); // true
 */
export const RESOURCE_NAME_PATTERN = /^[0-9a-f]{16,64}\.webp$/;

/**
 * The character endpoints (paths below `/api`). `icon` takes a multipart upload instead of a
 * JSON body; `GET /api/resources/:name` (the image bytes) is not JSON and has no descriptor.
 *
 * @example
 * const res = await fetch(API_BASE + charactersApi.search.path + '?name=ald');
 * const found = charactersApi.search.response.parse(await res.json());
 */
export const charactersApi = {
  create: endpoint({
    method: 'POST',
    access: 'player',
    path: '/character/create',
    body: CreateCharacterInputSchema,
    response: OwnCharacterSchema,
    status: 201,
    errors: refusals('character.exists', 'character.name_taken', 'character.unknown_child_code', 'character.heir_exists'),
  }),
  own: endpoint({
    method: 'GET',
    access: 'player',
    path: '/character',
    response: OwnCharacterSchema,
    summary: 'Your own character',
    errors: refusals('character.none'),
  }),
  byId: endpoint({
    method: 'GET',
    access: 'visitor',
    path: '/character/:id',
    publicRead: true,
    keyScopes: ['public'],
    summary: 'A character’s public profile',
    // Any text is accepted here: a malformed id answers the same 404 'Character not found' as an
    // unknown one, so a typo in a shared link reads as "not found", not as a broken request.
    params: z.object({ id: storableText('Character id') }),
    response: PublicCharacterSchema,
    errors: refusals('character.not_found'),
  }),
  search: endpoint({
    method: 'GET',
    access: 'player',
    path: '/character/search',
    query: SearchQuerySchema,
    response: z.array(PublicCharacterSchema),
    errors: [],
  }),
  bio: endpoint({
    method: 'PATCH',
    access: 'player',
    path: '/character/bio',
    body: BioInputSchema,
    response: BioResponseSchema,
    errors: refusals('character.none'),
  }),
  /** Multipart with one file field `icon`; no JSON body. */
  icon: endpoint({
    method: 'PATCH',
    access: 'player',
    path: '/character/icon',
    response: IconResponseSchema,
    errors: refusals(
      'character.none',
      'character.icon_not_multipart',
      'character.icon_missing',
      'character.icon_field',
      'character.icon_unreadable',
      'resources.empty',
      'resources.not_an_image',
      'resources.damaged',
      'resources.too_many_pixels',
      'character.icon_too_large',
      'limits.too_many',
    ),
  }),
  retire: endpoint({
    method: 'POST',
    access: 'player',
    path: '/character/retire',
    response: OwnCharacterSchema,
    errors: refusals('character.none'),
  }),
};
