import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { DateTimeSchema, NullableDateTimeSchema } from './common.ts';
import { CrewActionResultSchema } from './crews.ts';
import { endpoint, refusal } from './http.ts';
import { storableText } from './text.ts';

/** Group deeds of a crew: see docs/crews.md#group-deeds. Every call needs a crew member. */

const DeedKeySchema = storableText('Group deed', { error: 'Choose a group deed.' })
  .min(1, { error: 'Choose a group deed.' })
  .max(60, { error: 'Choose a group deed.' });
export const PlanGroupDeedInputSchema = z.object({ key: DeedKeySchema }, { error: 'Choose a group deed.' });
export const GroupDeedParamsSchema = z.object({ id: z.uuid({ error: 'Unknown group deed.' }) });
export const SeatParamsSchema = z.object({
  id: z.uuid({ error: 'Unknown group deed.' }),
  seat: z.coerce.number({ error: 'Unknown seat.' }).int({ error: 'Unknown seat.' }).min(0, { error: 'Unknown seat.' }).max(5, {
    error: 'Unknown seat.',
  }),
});

const PaySchema = z.object({ experience: z.number().int(), gold: z.number().int() });

/** One entry of the catalogue, as the crew sees it: `unlocked` by the crew's respect. */
export const GroupDeedOfferSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  tier: z.number().int(),
  level: z.number().int(),
  alignment: z.number().int(),
  seats: z.array(z.object({ skill: z.string(), level: z.number().int() })),
  planningHours: z.number().int(),
  /** Hours after the planning time during which it must be launched. */
  launchWindowHours: z.number().int(),
  respectNeeded: z.number().int(),
  unlocked: z.boolean(),
  pay: PaySchema,
  /** What a failure costs the purse (good deeds), 0 for the others (they jail instead). */
  failureCost: z.number().int(),
  failureJailMinutes: z.number().int(),
});
export type GroupDeedOffer = z.infer<typeof GroupDeedOfferSchema>;

/** Where a seated member is now: launch needs everyone `free` and in the deed's city. */
export const SeatStateSchema = z.enum(['free', 'jailed', 'travelling', 'resting', 'dead']);

export const GroupDeedSeatSchema = z.object({
  seat: z.number().int(),
  skill: z.string(),
  level: z.number().int(),
  taker: z
    .object({
      id: z.uuid(),
      name: z.string(),
      skillLevel: z.number().int(),
      state: SeatStateSchema,
      inCity: z.boolean(),
      /** The caller sits here. */
      you: z.boolean(),
    })
    .nullable(),
});

/** A planning group deed: its seats, the odds they give now, and what still blocks the launch. */
export const GroupDeedPlanSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  tier: z.number().int(),
  level: z.number().int(),
  alignment: z.number().int(),
  city: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  plannedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  plannedAt: DateTimeSchema,
  /** The end of the planning time: the earliest launch. */
  closesAt: DateTimeSchema,
  /** The plan lapses if it is not launched by then. */
  launchBy: DateTimeSchema,
  chance: z.number(),
  pay: PaySchema,
  failureCost: z.number().int(),
  seats: z.array(GroupDeedSeatSchema),
  /** Why it cannot be launched now, in words for players; empty when it can. */
  blockers: z.array(z.string()),
});
export type GroupDeedPlan = z.infer<typeof GroupDeedPlanSchema>;

/** `GET /crews/mine/group-deeds`: the catalogue, the running deeds and how many may run. */
export const GroupDeedsViewSchema = z.object({
  catalogue: z.array(GroupDeedOfferSchema),
  running: z.array(GroupDeedPlanSchema),
  maxRunning: z.number().int(),
  respect: z.number().int(),
  /**
   * The next moment the view changes by itself (a planning time ends, a seated member's jail or
   * rest ends, a plan lapses): the page reads it again then. Null when nothing is waiting.
   */
  refreshAt: NullableDateTimeSchema,
});
export type GroupDeedsView = z.infer<typeof GroupDeedsViewSchema>;

export const LaunchResultSchema = z.object({
  message: z.string(),
  success: z.boolean(),
  chance: z.number(),
});

/**
 * Group deed calls. Refusals change nothing: 403 `crews.not_member`, `crews.forbidden`
 * (`plan` is needed to plan, launch and call off), `crews.tier_locked`; 404 `crews.deed_not_found`,
 * `crews.group_deed_not_found`; 409 `crews.too_many_running`, `crews.no_city`, `crews.not_planning`,
 * `crews.seat_taken`, `crews.already_seated`, `crews.not_seated`, `crews.linked_seat`,
 * `crews.seats_empty`, `crews.not_ready` (someone jailed, travelling, resting or elsewhere).
 */
const NOT_MEMBER = refusal(403, 'crews.not_member', 'the caller is in no crew');
const NO_PLAN = refusal(404, 'crews.group_deed_not_found', 'the crew has no group deed with this id');
const NOT_PLANNING = refusal(409, 'crews.not_planning', 'the deed was launched, called off or lapsed');
const FORBIDDEN = refusal(403, 'crews.forbidden', 'the caller lacks the plan permission now');

export const crewDeedsApi = {
  list: endpoint({
    method: 'GET',
    access: 'player',
    path: '/crews/mine/group-deeds',
    response: GroupDeedsViewSchema,
    errors: [...refusals('character.none'), NOT_MEMBER],
  }),
  plan: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/group-deeds',
    errors: [
      ...refusals('character.none'),
      NOT_MEMBER,
      FORBIDDEN,
      refusal(404, 'crews.deed_not_found', 'no group deed of the catalogue has this key'),
      refusal(403, 'crews.tier_locked', "the crew's respect does not unlock the deed's tier"),
      refusal(409, 'crews.no_city', 'the planner is in no city'),
      refusal(409, 'crews.too_many_running', 'the crew already plans one deed per 5 members'),
    ],
    body: PlanGroupDeedInputSchema,
    response: CrewActionResultSchema,
  }),
  take: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/group-deeds/:id/seats/:seat',
    errors: [
      ...refusals('character.none'),
      NOT_MEMBER,
      NO_PLAN,
      NOT_PLANNING,
      refusal(404, 'crews.seat_not_found', 'the deed has no such seat'),
      refusal(409, 'crews.seat_taken', 'someone took the seat'),
      refusal(409, 'crews.already_seated', 'the caller sits in a group deed already'),
      refusal(409, 'crews.linked_seat', 'an account linked to the caller sits in the deed'),
    ],
    params: SeatParamsSchema,
    response: CrewActionResultSchema,
  }),
  leaveSeat: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/group-deeds/:id/leave-seat',
    errors: [
      ...refusals('character.none'),
      NOT_MEMBER,
      NO_PLAN,
      NOT_PLANNING,
      refusal(409, 'crews.not_seated', 'the caller does not sit in the deed'),
    ],
    params: GroupDeedParamsSchema,
    response: CrewActionResultSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/group-deeds/:id/cancel',
    errors: [...refusals('character.none'), NOT_MEMBER, FORBIDDEN, NO_PLAN, NOT_PLANNING],
    params: GroupDeedParamsSchema,
    response: CrewActionResultSchema,
  }),
  launch: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/group-deeds/:id/launch',
    errors: [
      ...refusals('character.none'),
      NOT_MEMBER,
      FORBIDDEN,
      NO_PLAN,
      NOT_PLANNING,
      refusal(
        409,
        'crews.not_ready',
        'the planning is not over, a seat is empty, or a seated member is not free or not in the city',
      ),
    ],
    params: GroupDeedParamsSchema,
    response: LaunchResultSchema,
  }),
};
