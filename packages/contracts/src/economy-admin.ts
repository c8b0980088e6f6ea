import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { DateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';
import { storableText } from './text.ts';

/**
 * The economy overview's window: the last `days` UTC days (1-30, 7 by default), today included.
 *
 * @example
 * ```ts
 * EconomyOverviewQuerySchema.parse({ days: '7' }); // { days: 7 }
 * ```
 */
export const EconomyOverviewQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Days must be a whole number from 1 to 30.' })
    .int({ error: 'Days must be a whole number from 1 to 30.' })
    .min(1, { error: 'Days must be a whole number from 1 to 30.' })
    .max(30, { error: 'Days must be a whole number from 1 to 30.' })
    .default(7),
});

const KindTotalSchema = z.object({ kind: z.string(), created: z.number().int(), destroyed: z.number().int() });

/**
 * Gold into and out of characters' hands per UTC day and ledger kind (docs/economy.md#staff),
 * summed from the ledger itself: `created` the positive lines, `destroyed` the negative ones (as
 * a positive number). A transfer (gift, crew, bank) shows on both sides.
 */
export const EconomyDaySchema = z.object({
  day: z.string(),
  created: z.number().int(),
  destroyed: z.number().int(),
  kinds: z.array(KindTotalSchema),
});

/**
 * The staff economy page: the money supply now (gold on hand of living characters, in banks, in
 * running term deposits), each day's gold by kind, the richest characters and the largest
 * ledger lines of the window.
 */
export const EconomyOverviewSchema = z.object({
  supply: z.object({ onHand: z.number().int(), inBank: z.number().int(), inTerms: z.number().int() }),
  days: z.array(EconomyDaySchema),
  richest: z.array(
    z.object({ id: z.uuid(), name: z.string(), level: z.number().int(), gold: z.number().int(), bank: z.number().int() }),
  ),
  largest: z.array(
    z.object({
      id: z.number().int(),
      at: DateTimeSchema,
      characterId: z.uuid(),
      name: z.string(),
      delta: z.number().int(),
      kind: z.string(),
      ref: z.string().nullable(),
    }),
  ),
});
export type EconomyOverview = z.infer<typeof EconomyOverviewSchema>;

const AccountSchema = z.object({ userId: z.uuid(), email: z.string(), characters: z.array(z.string()) });

/**
 * Two accounts the fair-play rules link (docs/fair-play.md): `via` 'device' (one device id) or
 * 'network' (one network and browser in one hour on 3 days or more), within 14 days, the last
 * hour they were seen together, and the household they share (if staff marked one).
 */
export const LinkedPairSchema = z.object({
  a: AccountSchema,
  b: AccountSchema,
  via: z.enum(['device', 'network']),
  lastSeen: DateTimeSchema,
  householdId: z.uuid().nullable(),
});
export type LinkedPair = z.infer<typeof LinkedPairSchema>;

export const HouseholdSchema = z.object({
  id: z.uuid(),
  note: z.string(),
  reason: z.string(),
  createdAt: DateTimeSchema,
  createdByEmail: z.string(),
  members: z.array(AccountSchema),
});
export type Household = z.infer<typeof HouseholdSchema>;

export const FairPlayLinksSchema = z.object({ pairs: z.array(LinkedPairSchema), households: z.array(HouseholdSchema) });
export type FairPlayLinks = z.infer<typeof FairPlayLinksSchema>;

const staffText = (what: string) =>
  storableText(`The ${what}`, { error: `Write a ${what} (1 to 200 characters).` })
    .trim()
    .min(1, { error: `Write a ${what} (1 to 200 characters).` })
    .max(200, { error: `Write a ${what} (1 to 200 characters).` });

/**
 * Marks accounts as one household (2 to 6 accounts, none in a household yet), with a note and
 * the reason; audited.
 *
 * @example
 * ```ts
 * HouseholdInputSchema.parse({ userIds: [a, b], note: 'Two siblings', reason: 'Ticket 41: same flat, two people' });
 * ```
 */
export const HouseholdInputSchema = z.object(
  {
    userIds: z
      .array(z.uuid({ error: 'Not a valid account id.' }), { error: 'Choose 2 to 6 accounts.' })
      .min(2, { error: 'Choose 2 to 6 accounts.' })
      .max(6, { error: 'Choose 2 to 6 accounts.' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Choose 2 to 6 different accounts.' })
      .meta({ example: ['7c9e6679-7425-40de-944b-e07fc1f90ae7', '9b2d5c1e-3f4a-4b6c-8d7e-1a2b3c4d5e6f'] }),
    note: staffText('note'),
    reason: staffText('reason'),
  },
  { error: 'Send the accounts, a note and a reason.' },
);
export type HouseholdInput = z.input<typeof HouseholdInputSchema>;

/** An open script flag waiting for staff (never an automatic ban). */
export const FlagSchema = z.object({
  id: z.uuid(),
  character: z.object({ id: z.uuid(), name: z.string(), level: z.number().int() }),
  reason: z.string(),
  createdAt: DateTimeSchema,
  /** The city watch's stops since the flag, newest first: open, passed, wrong or timed_out, and the jail it cost. */
  stops: z.array(
    z.object({
      askedAt: DateTimeSchema,
      outcome: z.enum(['open', 'passed', 'wrong', 'timed_out']),
      jailMs: z.number().int().nullable(),
    }),
  ),
});
export type Flag = z.infer<typeof FlagSchema>;

/** Why staff clear a flag (audited). */
export const FlagClearInputSchema = z.object({ note: staffText('note') }, { error: 'Send a note.' });

export const StaffActionResultSchema = z.object({ message: z.string() });

const IdParams = z.object({ id: z.uuid({ error: 'Not found.' }) });

/**
 * Staff economy and fair-play screens (role 2+, docs/economy.md#staff, docs/fair-play.md#staff).
 * Every change is audited. Refusals: 404 `fairplay.account_not_found`, 409
 * `fairplay.already_household` (an account is in one already), 404 `fairplay.household_not_found`,
 * 404 `fairplay.flag_not_found` (unknown or already cleared).
 */
export const economyAdminApi = {
  overview: endpoint({
    method: 'GET',
    access: 'staff',
    path: '/admin/economy',
    query: EconomyOverviewQuerySchema,
    response: EconomyOverviewSchema,
    errors: [],
  }),
  links: endpoint({ method: 'GET', access: 'staff', path: '/admin/fair-play/links', response: FairPlayLinksSchema, errors: [] }),
  markHousehold: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/admin/fair-play/households',
    body: HouseholdInputSchema,
    response: StaffActionResultSchema,
    errors: refusals('fairplay.account_not_found', 'fairplay.already_household'),
  }),
  removeHousehold: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/admin/fair-play/households/:id/remove',
    params: IdParams,
    response: StaffActionResultSchema,
    errors: refusals('fairplay.household_not_found'),
  }),
  flags: endpoint({ method: 'GET', access: 'staff', path: '/admin/fair-play/flags', response: z.array(FlagSchema), errors: [] }),
  clearFlag: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/admin/fair-play/flags/:id/clear',
    params: IdParams,
    body: FlagClearInputSchema,
    response: StaffActionResultSchema,
    errors: refusals('fairplay.flag_not_found'),
  }),
};
