import { z } from 'zod';
import { API_PRESETS, API_SCOPES, type ApiScope } from './apikeys-scopes.ts';
import { DateTimeSchema, NullableDateTimeSchema } from './common.ts';
import { OkSchema } from './errors.ts';
import { endpoint, refusal } from './http.ts';
import { storableText } from './text.ts';
import { SkillSchema } from './training.ts';

export * from './apikeys-scopes.ts';

/** Keys one account may hold at once; a key name's longest length; calls kept per key. */
export const API_KEY_LIMITS = { perAccount: 10, nameMax: 40, callsKept: 50 } as const;

/** What a key looks like: `tod_` and 40 characters; the first 12 characters are kept for display. */
export const API_KEY_PREFIX = 'tod_';
export const API_KEY_DISPLAY_LENGTH = 12;

/**
 * A list of scopes as a tool writes it in a key link: names or preset names, comma separated.
 * Presets expand to their scopes; duplicates collapse; an unknown name is refused.
 *
 * @example
 * parseScopeList('status,gold'); // ['public', 'cooldowns', 'jail', 'travel', 'location', 'gold']
 * parseScopeList('nope'); // null
 */
export function parseScopeList(text: string): ApiScope[] | null {
  const out = new Set<ApiScope>();
  for (const raw of text.split(',')) {
    const name = raw.trim();
    if (!name) continue;
    if (name in API_PRESETS) for (const s of API_PRESETS[name as keyof typeof API_PRESETS]) out.add(s);
    else if ((API_SCOPES as readonly string[]).includes(name)) out.add(name as ApiScope);
    else return null;
  }
  return out.size ? API_SCOPES.filter((s) => out.has(s)) : null;
}

export const ApiScopeSchema = z.enum(API_SCOPES, {
  error: `Unknown scope. Scopes: ${API_SCOPES.join(', ')}.`,
});

/**
 * `POST /api/apikeys`: a name and the scopes (a preset's or any set).
 *
 * @example
 * CreateApiKeyInputSchema.parse({ name: 'Timer app', scopes: ['public', 'cooldowns'] });
 */
export const CreateApiKeyInputSchema = z.object({
  name: storableText('The key name', { error: 'Name the key.' })
    .trim()
    .min(1, { error: 'Name the key.' })
    .max(API_KEY_LIMITS.nameMax, { error: `A key name has at most ${API_KEY_LIMITS.nameMax} characters.` })
    .regex(/^[^\p{Cc}\p{Cf}]+$/u, { error: 'A key name may not hold control characters.' }),
  scopes: z
    .array(ApiScopeSchema, { error: 'Choose what the key may read.' })
    .min(1, { error: 'Choose what the key may read.' })
    .max(API_SCOPES.length, { error: 'Too many scopes.' }),
});
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInputSchema>;

/** A key as its owner's list shows it: never the key itself, only its first characters. */
export const ApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(ApiScopeSchema),
  createdAt: DateTimeSchema,
  lastUsedAt: NullableDateTimeSchema,
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer to a new key: the key itself, shown this once. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

/** One call made with a key: when, which operation, and the first part of the caller's address. */
export const ApiKeyCallSchema = z.object({
  at: DateTimeSchema,
  method: z.string(),
  endpoint: z.string(),
  status: z.number().int(),
  address: z.string(),
});
export type ApiKeyCall = z.infer<typeof ApiKeyCallSchema>;

export const ApiKeyIdParamsSchema = z.object({ id: z.uuid({ error: 'Key not found.' }) });

/**
 * `GET /api/me/status`: the character's timers (each the moment it ends, null when not running)
 * and where it is. A key sees only the parts its scopes name; the rest are left out.
 *
 * @example
 * const s = MeStatusSchema.parse(await (await fetch('/api/me/status', { headers: { authorization: 'Bearer tod_…' } })).json());
 * s.cooldowns?.deed; // '2026-11-26T15:04:05.000Z' or null
 */
export const MeStatusSchema = z.object({
  characterId: z.uuid(),
  name: z.string(),
  cooldowns: z
    .object({ deed: NullableDateTimeSchema, training: NullableDateTimeSchema, rescue: NullableDateTimeSchema })
    .optional(),
  jail: z.object({ inJail: z.boolean(), until: NullableDateTimeSchema }).optional(),
  travel: z.object({ canTravelAt: NullableDateTimeSchema }).optional(),
  location: z.object({ id: z.uuid(), name: z.string() }).nullable().optional(),
});
export type MeStatus = z.infer<typeof MeStatusSchema>;

/** `GET /api/me/stats`: the parts its scopes name of gold, experience, alignment and skills. */
export const MeStatsSchema = z.object({
  characterId: z.uuid(),
  name: z.string(),
  gold: z.number().int().optional(),
  experience: z.object({ level: z.number().int(), experience: z.number().int(), rested: z.number().int() }).optional(),
  alignment: z
    .object({ good: z.number().int(), neutral: z.number().int(), evil: z.number().int(), alignment: z.number().int() })
    .optional(),
  skills: z.array(SkillSchema).optional(),
});
export type MeStats = z.infer<typeof MeStatsSchema>;

/** What a personal key may be answered on the calls made for keys (docs/api.md, "Keys for tool makers"). */
const KEY_READ = [
  refusal(401, 'apikeys.invalid', 'the key is unknown, revoked or ended'),
  refusal(403, 'apikeys.scope_missing', 'the key holds none of the scopes that admit the call'),
  refusal(429, 'apikeys.blocked', 'too many invalid keys from this address'),
] as const;

/** The key pages' calls (cookie only: a key never manages keys) and the reads made for keys. */
export const apikeysApi = {
  list: endpoint({
    method: 'GET',
    access: 'player',
    path: '/apikeys',
    response: z.array(ApiKeySchema),
    summary: 'List your API keys',
    errors: [],
  }),
  create: endpoint({
    errors: [refusal(409, 'apikeys.too_many', 'the account holds the most keys it may')],
    method: 'POST',
    access: 'player',
    path: '/apikeys',
    body: CreateApiKeyInputSchema,
    response: CreatedApiKeySchema,
    status: 201,
    summary: 'Create an API key (the key is shown once)',
  }),
  revoke: endpoint({
    errors: [refusal(404, 'apikeys.not_found', 'no such key of yours')],
    method: 'DELETE',
    access: 'player',
    path: '/apikeys/:id',
    params: ApiKeyIdParamsSchema,
    response: OkSchema,
    summary: 'Revoke an API key',
  }),
  calls: endpoint({
    errors: [refusal(404, 'apikeys.not_found', 'no such key of yours')],
    method: 'GET',
    access: 'player',
    path: '/apikeys/:id/calls',
    params: ApiKeyIdParamsSchema,
    response: z.array(ApiKeyCallSchema),
    summary: 'The last calls made with a key',
  }),
  status: endpoint({
    errors: KEY_READ,
    method: 'GET',
    access: 'player',
    path: '/me/status',
    response: MeStatusSchema,
    keyScopes: ['cooldowns', 'jail', 'travel', 'location'],
    summary: 'Your character’s timers and location',
  }),
  stats: endpoint({
    errors: KEY_READ,
    method: 'GET',
    access: 'player',
    path: '/me/stats',
    response: MeStatsSchema,
    keyScopes: ['gold', 'experience', 'alignment', 'skills'],
    summary: 'Your character’s gold, experience, alignment and skills',
  }),
};
