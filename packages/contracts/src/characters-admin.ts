import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { CharacterNameSchema, CityRefSchema } from './characters.ts';
import { DateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';
import { LedgerKindSchema } from './economy.ts';
import { storableText } from './text.ts';

/** Characters one search answers at most (narrow the search to see others). */
export const CHARACTER_SEARCH_LIMIT = 50;
/** Recent event-log entries and gold-ledger lines a character's page shows. */
export const CHARACTER_HISTORY_LIMIT = 20;
/** The largest single gold change staff may make (docs/product-rules.md#admin-screens). */
export const STAFF_GOLD_LIMIT = 1_000_000;

/**
 * `GET /api/admin/characters?q=`: characters, living and dead, whose name contains `q` (any
 * case), living first, then by name.
 *
 * @example CharacterAdminSearchQuerySchema.parse({ q: ' Ald ' }); // { q: 'ald' }
 */
export const CharacterAdminSearchQuerySchema = z.object({
  q: storableText('Search')
    .trim()
    .toLowerCase()
    .min(2, { error: 'Type at least 2 characters to search.' })
    .max(40, { error: 'Search must be at most 40 characters.' }),
});

/**
 * One character as Manage Characters lists it. `jailedUntil` is set only while the sentence
 * runs; `accountRole` is the role of the account that plays it (changes need a role above it).
 *
 * @example
 * const c: ManagedCharacter = {
 *   id: '9a1e…', userId: '5f0c…', name: 'Ann', level: 7, gold: 340, alignment: 12, dead: false,
 *   jailedUntil: null, city: { id: '1b2c…', name: 'Lynmoor' }, accountRole: 0,
 * };
 */
export const ManagedCharacterSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  level: z.number().int(),
  gold: z.number().int(),
  alignment: z.number().int(),
  dead: z.boolean(),
  jailedUntil: DateTimeSchema.nullable(),
  city: CityRefSchema.nullable(),
  accountRole: z.number().int(),
});
export type ManagedCharacter = z.infer<typeof ManagedCharacterSchema>;

/** One line of the character's event log (newest first), as the player reads it. */
export const ManagedEventSchema = z.object({ id: z.number().int(), type: z.string(), text: z.string(), at: DateTimeSchema });

/** One line of the character's gold ledger (newest first). */
export const ManagedLedgerLineSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  kind: LedgerKindSchema,
  ref: z.string().nullable(),
  at: DateTimeSchema,
});

export const ManagedCharacterDetailSchema = ManagedCharacterSchema.extend({
  experience: z.number().int(),
  good: z.number().int(),
  neutral: z.number().int(),
  evil: z.number().int(),
  createdAt: DateTimeSchema,
  lastSeenAt: DateTimeSchema,
  diedAt: DateTimeSchema.nullable(),
  events: z.array(ManagedEventSchema),
  ledger: z.array(ManagedLedgerLineSchema),
});
export type ManagedCharacterDetail = z.infer<typeof ManagedCharacterDetailSchema>;

export const ManagedCharacterIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a character id.' }) });

/**
 * Why staff make a change, written down with it (the audit log, and the player's event log):
 * 3 to 200 characters.
 */
export const StaffReasonSchema = storableText('Reason', { error: 'Reason is required.' })
  .trim()
  .min(3, { error: 'Write a reason of 3 to 200 characters.' })
  .max(200, { error: 'Write a reason of 3 to 200 characters.' });

export const StaffReasonInputSchema = z.object({ reason: StaffReasonSchema });

const points = (what: string) =>
  z
    .number({ error: `${what} must be a whole number from 0 to 1000000.` })
    .int({ error: `${what} must be a whole number from 0 to 1000000.` })
    .min(0, { error: `${what} must be a whole number from 0 to 1000000.` })
    .max(1_000_000, { error: `${what} must be a whole number from 0 to 1000000.` });

/**
 * A staff change of a living character: any of name, level (experience becomes the level's
 * start), alignment points and city, with the reason. At least one field besides the reason.
 *
 * @example CharacterChangeInputSchema.parse({ level: 12, reason: 'Lost levels to bug #41' });
 */
export const CharacterChangeInputSchema = z
  .object({
    name: CharacterNameSchema.optional(),
    level: z
      .number({ error: 'Level must be a whole number from 1 to 100.' })
      .int({ error: 'Level must be a whole number from 1 to 100.' })
      .min(1, { error: 'Level must be a whole number from 1 to 100.' })
      .max(100, { error: 'Level must be a whole number from 1 to 100.' })
      .optional(),
    good: points('Good points').optional(),
    neutral: points('Neutral points').optional(),
    evil: points('Evil points').optional(),
    cityId: z.uuid({ error: 'Not a city id.' }).optional(),
    reason: StaffReasonSchema,
  })
  .refine((v) => ['name', 'level', 'good', 'neutral', 'evil', 'cityId'].some((k) => v[k as keyof typeof v] !== undefined), {
    error: 'Change at least one of name, level, alignment points or city.',
  });
export type CharacterChangeInput = z.infer<typeof CharacterChangeInputSchema>;

/**
 * Gold staff add (positive) or take (negative), through the gold ledger (kind `staff`).
 *
 * @example StaffGoldInputSchema.parse({ delta: 250, reason: 'Refund: shop bug' });
 */
export const StaffGoldInputSchema = z.object({
  delta: z
    .number({ error: `Gold must be a whole number from -${STAFF_GOLD_LIMIT} to ${STAFF_GOLD_LIMIT}, not 0.` })
    .int({ error: `Gold must be a whole number from -${STAFF_GOLD_LIMIT} to ${STAFF_GOLD_LIMIT}, not 0.` })
    .min(-STAFF_GOLD_LIMIT, { error: `Gold must be a whole number from -${STAFF_GOLD_LIMIT} to ${STAFF_GOLD_LIMIT}, not 0.` })
    .max(STAFF_GOLD_LIMIT, { error: `Gold must be a whole number from -${STAFF_GOLD_LIMIT} to ${STAFF_GOLD_LIMIT}, not 0.` })
    .refine((n) => n !== 0, { error: `Gold must be a whole number from -${STAFF_GOLD_LIMIT} to ${STAFF_GOLD_LIMIT}, not 0.` }),
  reason: StaffReasonSchema,
});

/** The answer of every change: a sentence to show, and the character as it is now. */
export const CharacterAdminResultSchema = z.object({ message: z.string(), character: ManagedCharacterDetailSchema });
export type CharacterAdminResult = z.infer<typeof CharacterAdminResultSchema>;

/**
 * Refusal when the caller's role is not above the role of the account playing the character
 * (their own character included), as in Manage Users.
 */
export const CHARACTER_OUTRANKED_MESSAGE = 'You can only manage characters of accounts whose role is below yours.';

/**
 * Manage Characters (docs/product-rules.md#admin-screens). Moderators find and view characters
 * and release them from jail; staff also change them, move gold and end them. Every change is
 * audited (`characters.*`) and written in the player's event log (`staff.character_changed`);
 * 403 `characters.outranked` on a character whose account's role is not below the caller's,
 * 409 `characters.dead` on a dead one.
 */
export const charactersAdminApi = {
  search: endpoint({
    method: 'GET',
    access: 'moderator',
    path: '/admin/characters',
    query: CharacterAdminSearchQuerySchema,
    response: z.array(ManagedCharacterSchema),
    errors: [],
  }),
  get: endpoint({
    method: 'GET',
    access: 'moderator',
    path: '/admin/characters/:id',
    params: ManagedCharacterIdParamsSchema,
    response: ManagedCharacterDetailSchema,
    errors: refusals('characters.not_found'),
  }),
  /** Ends the sentence now; 409 `characters.not_jailed` when it is not in jail. */
  release: endpoint({
    method: 'POST',
    access: 'moderator',
    path: '/admin/characters/:id/release',
    params: ManagedCharacterIdParamsSchema,
    body: StaffReasonInputSchema,
    response: CharacterAdminResultSchema,
    errors: refusals('characters.not_found', 'characters.outranked', 'characters.dead', 'characters.not_jailed'),
  }),
  /** 409 `characters.name_taken`, 404 `characters.city_not_found`, 409 `characters.unchanged`. */
  change: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/admin/characters/:id/change',
    params: ManagedCharacterIdParamsSchema,
    body: CharacterChangeInputSchema,
    response: CharacterAdminResultSchema,
    errors: refusals(
      'characters.not_found',
      'characters.outranked',
      'characters.dead',
      'characters.city_not_found',
      'characters.name_taken',
      'characters.unchanged',
    ),
  }),
  /** 409 `characters.not_enough_gold` when taking more than it has. */
  gold: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/admin/characters/:id/gold',
    params: ManagedCharacterIdParamsSchema,
    body: StaffGoldInputSchema,
    response: CharacterAdminResultSchema,
    errors: refusals('characters.not_found', 'characters.outranked', 'characters.dead', 'characters.not_enough_gold'),
  }),
  /** The character dies (its player may create an heir), as the operator's `kill-character`. */
  kill: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/admin/characters/:id/kill',
    params: ManagedCharacterIdParamsSchema,
    body: StaffReasonInputSchema,
    response: CharacterAdminResultSchema,
    errors: refusals('characters.not_found', 'characters.outranked', 'characters.dead'),
  }),
};
