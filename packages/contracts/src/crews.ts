import { refusals } from './refusal-catalogue.ts';
import { CHARTERS, CREW_PERMISSIONS, CREW_RANKS, CrewRules } from '@tod/game';
import { z } from 'zod';
import { DateTimeSchema, NullableDateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';
import { storableText } from './text.ts';

/** Crews (guilds): see docs/crews.md. Every call needs a living character. */

export const CharterSchema = z.enum(CHARTERS, { error: 'Choose a charter: good, neutral or evil.' });
export const CrewRankSchema = z.enum(CREW_RANKS);
export const CrewPermissionSchema = z.enum(CREW_PERMISSIONS, { error: 'Unknown permission.' });

/**
 * A crew name: trimmed, 3 to 30 characters of letters, digits, spaces, `_`, `-` and `'`;
 * unique regardless of case (checked by the server).
 *
 * @example
 * CrewNameSchema.parse(' The Grey Hands '); // 'The Grey Hands'
 */
export const CrewNameSchema = storableText('Crew name', { error: 'Crew name is required.' })
  .trim()
  .min(CrewRules.nameMin, { error: 'Crew name must be 3 to 30 characters.' })
  .max(CrewRules.nameMax, { error: 'Crew name must be 3 to 30 characters.' })
  .regex(/^[A-Za-z0-9 _'-]+$/, { error: "Crew name may use letters, digits, spaces, _, - and ' only." });

const Gold = z
  .number({ error: 'The amount must be a whole number of gold.' })
  .int({ error: 'The amount must be a whole number of gold.' })
  .min(1, { error: 'The amount must be at least 1 gold.' })
  .max(1_000_000_000, { error: 'The amount is too large.' });

/** `POST /api/crews`: found a crew in the founder's city. `maxPrice` is the price shown. */
export const FoundCrewInputSchema = z.object(
  { name: CrewNameSchema, charter: CharterSchema, maxPrice: Gold.nullish() },
  { error: 'Send a name and a charter.' },
);
export const CharacterTargetSchema = z.object(
  { characterId: z.uuid({ error: 'Choose a character.' }) },
  { error: 'Choose a character.' },
);
export const CrewIdParamsSchema = z.object({ id: z.uuid({ error: 'Unknown crew.' }) });
export const RequestIdParamsSchema = z.object({ id: z.uuid({ error: 'Unknown request.' }) });
export const MemberParamsSchema = z.object({ characterId: z.uuid({ error: 'Unknown member.' }) });
export const AmountInputSchema = z.object({ amount: Gold }, { error: 'Send an amount of gold.' });
export const RankInputSchema = z.object(
  { rank: z.enum(['leader', 'officer', 'member'], { error: 'Choose leader, officer or member.' }) },
  { error: 'Choose leader, officer or member.' },
);
export const PermissionsInputSchema = z.object(
  { permissions: z.array(CrewPermissionSchema).max(CREW_PERMISSIONS.length) },
  { error: 'Send the list of permissions.' },
);
export const CrewTextInputSchema = z.object(
  {
    text: storableText('Crew text', { error: 'Send the crew text.' }).max(CrewRules.textMax, {
      error: `Crew text must be at most ${CrewRules.textMax} characters.`,
    }),
  },
  { error: 'Send the crew text.' },
);

/** A crew as anyone sees it. */
export const CrewSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  charter: CharterSchema,
  homeCity: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  members: z.number().int(),
  seats: z.number().int(),
  respect: z.number().int(),
  groupDeedsDone: z.number().int(),
  createdAt: DateTimeSchema,
});
export type CrewSummary = z.infer<typeof CrewSummarySchema>;

export const CrewMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  level: z.number().int(),
  rank: CrewRankSchema,
  permissions: z.array(CrewPermissionSchema),
  joinedAt: DateTimeSchema,
});
export type CrewMember = z.infer<typeof CrewMemberSchema>;

export const CrewRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['application', 'invite']),
  crew: z.object({ id: z.uuid(), name: z.string() }),
  character: z.object({ id: z.uuid(), name: z.string(), level: z.number().int() }),
  createdAt: DateTimeSchema,
});
export type CrewRequest = z.infer<typeof CrewRequestSchema>;

/**
 * `GET /api/crews/mine`: the caller's crew (null outside one) with its members, the caller's
 * rank and permissions, the purse, what the caller may still withdraw today, the next seat's
 * price and the charter's bonus; plus the caller's own open applications and invites, and the
 * crew's applications when the caller may invite. `founding` shows the price and level to found.
 */
export const MyCrewSchema = z.object({
  crew: CrewSummarySchema.extend({
    text: z.string(),
    purse: z.number().int(),
    nextSeatPrice: z.number().int().nullable(),
    charterBonus: z.number(),
    members: z.number().int(),
    roster: z.array(CrewMemberSchema),
    me: z.object({
      id: z.uuid(),
      rank: CrewRankSchema,
      permissions: z.array(CrewPermissionSchema),
      withdrawRoom: z.number().int(),
    }),
    applications: z.array(CrewRequestSchema),
  }).nullable(),
  requests: z.array(CrewRequestSchema),
  founding: z.object({ price: z.number().int(), level: z.number().int() }),
  /** When the caller may next join or leave a crew (null: now). */
  moveAllowedAt: NullableDateTimeSchema,
});
export type MyCrew = z.infer<typeof MyCrewSchema>;

export const CrewLogEntrySchema = z.object({
  id: z.uuid(),
  at: DateTimeSchema,
  kind: z.string(),
  text: z.string(),
  amount: z.number().int().nullable(),
});
export type CrewLogEntry = z.infer<typeof CrewLogEntrySchema>;

export const CrewActionResultSchema = z.object({ message: z.string() });
export const PurseResultSchema = z.object({ message: z.string(), purse: z.number().int(), gold: z.number().int() });

export const CrewSearchQuerySchema = z.object({
  q: storableText('Search').trim().max(CrewRules.nameMax, { error: 'Search at most 30 characters.' }).optional(),
});

/**
 * Crew calls. Refusals change nothing: 409 `crews.not_enough_gold`, `crews.name_taken`,
 * `crews.already_member`, `crews.full`, `crews.cooldown`, `crews.too_many_applications`,
 * `crews.purse_short`, `crews.withdraw_cap`, `crews.seated`; 403 `crews.level`,
 * `crews.not_member`, `crews.forbidden` (the rank or permission is missing now); 404 unknowns.
 */
export const crewsApi = {
  mine: endpoint({
    method: 'GET',
    access: 'player',
    path: '/crews/mine',
    response: MyCrewSchema,
    errors: refusals('character.none'),
  }),
  search: endpoint({
    method: 'GET',
    access: 'player',
    path: '/crews',
    query: CrewSearchQuerySchema,
    response: z.array(CrewSummarySchema),
    errors: [],
  }),
  log: endpoint({
    method: 'GET',
    access: 'player',
    path: '/crews/mine/log',
    response: z.array(CrewLogEntrySchema),
    errors: refusals('character.none', 'crews.not_member'),
  }),
  found: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews',
    body: FoundCrewInputSchema,
    response: CrewActionResultSchema,
    errors: refusals(
      'character.none',
      'crews.level',
      'crews.no_city',
      'crews.already_member',
      'crews.cooldown',
      'crews.name_taken',
      'crews.not_enough_gold',
      'crews.price_changed',
    ),
  }),
  apply: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/:id/apply',
    params: CrewIdParamsSchema,
    response: CrewActionResultSchema,
    errors: refusals(
      'character.none',
      'crews.not_found',
      'crews.already_member',
      'crews.already_requested',
      'crews.cooldown',
      'crews.full',
      'crews.too_many_applications',
    ),
  }),
  invite: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/invites',
    body: CharacterTargetSchema,
    response: CrewActionResultSchema,
    errors: refusals(
      'character.none',
      'crews.not_member',
      'crews.forbidden',
      'crews.self',
      'crews.character_not_found',
      'crews.already_member',
      'crews.already_requested',
      'crews.full',
    ),
  }),
  accept: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/requests/:id/accept',
    params: RequestIdParamsSchema,
    response: CrewActionResultSchema,
    errors: refusals(
      'character.none',
      'crews.not_member',
      'crews.forbidden',
      'crews.request_not_found',
      'crews.already_member',
      'crews.cooldown',
      'crews.full',
    ),
  }),
  decline: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/requests/:id/decline',
    params: RequestIdParamsSchema,
    response: CrewActionResultSchema,
    errors: refusals('character.none', 'crews.not_member', 'crews.forbidden', 'crews.request_not_found'),
  }),
  leave: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/leave',
    response: CrewActionResultSchema,
    errors: refusals('character.none', 'crews.not_member', 'crews.leader_leaving', 'crews.seated'),
  }),
  remove: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/members/:characterId/remove',
    params: MemberParamsSchema,
    response: CrewActionResultSchema,
    errors: refusals(
      'character.none',
      'crews.not_member',
      'crews.forbidden',
      'crews.self',
      'crews.member_not_found',
      'crews.seated',
    ),
  }),
  rank: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/members/:characterId/rank',
    params: MemberParamsSchema,
    body: RankInputSchema,
    response: CrewActionResultSchema,
    errors: refusals('character.none', 'crews.not_member', 'crews.forbidden', 'crews.self', 'crews.member_not_found'),
  }),
  permissions: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/members/:characterId/permissions',
    params: MemberParamsSchema,
    body: PermissionsInputSchema,
    response: CrewActionResultSchema,
    errors: refusals('character.none', 'crews.not_member', 'crews.forbidden', 'crews.self', 'crews.member_not_found'),
  }),
  text: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/text',
    body: CrewTextInputSchema,
    response: CrewActionResultSchema,
    errors: refusals('character.none', 'crews.not_member', 'crews.forbidden'),
  }),
  deposit: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/purse/deposit',
    body: AmountInputSchema,
    response: PurseResultSchema,
    errors: refusals('character.none', 'crews.not_member', 'crews.forbidden', 'crews.not_enough_gold', 'crews.linked_deposit'),
  }),
  withdraw: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/purse/withdraw',
    body: AmountInputSchema,
    response: PurseResultSchema,
    errors: refusals(
      'character.none',
      'crews.not_member',
      'crews.forbidden',
      'crews.purse_short',
      'crews.withdraw_cap',
      'crews.linked_withdraw',
    ),
  }),
  seat: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/seats',
    response: PurseResultSchema,
    errors: refusals('character.none', 'crews.not_member', 'crews.forbidden', 'crews.max_seats', 'crews.purse_short'),
  }),
};

export const CrewRenameInputSchema = z.object({ name: CrewNameSchema }, { error: 'Send the new name.' });
export const DisbandResultSchema = z.object({ message: z.string(), returned: z.number().int() });

/**
 * Staff: Manage Guilds. Find crews, read a crew's log, rename (409 `crews.name_taken`) and
 * disband (the purse goes back to the members by `disbandShares`); every change audited.
 */
export const crewsAdminApi = {
  list: endpoint({
    method: 'GET',
    access: 'staff',
    path: '/admin/crews',
    query: CrewSearchQuerySchema,
    response: z.array(CrewSummarySchema),
    errors: [],
  }),
  log: endpoint({
    method: 'GET',
    access: 'staff',
    path: '/admin/crews/:id/log',
    params: CrewIdParamsSchema,
    response: z.array(CrewLogEntrySchema),
    errors: refusals('crews.not_found'),
  }),
  rename: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/admin/crews/:id/rename',
    params: CrewIdParamsSchema,
    body: CrewRenameInputSchema,
    response: CrewActionResultSchema,
    errors: refusals('crews.not_found', 'crews.name_taken'),
  }),
  disband: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/admin/crews/:id/disband',
    params: CrewIdParamsSchema,
    response: DisbandResultSchema,
    errors: refusals('crews.not_found'),
  }),
};
