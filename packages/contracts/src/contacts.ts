import { z } from 'zod';
import { DateTimeSchema } from './common.ts';
import { IdParamsSchema } from './errors.ts';
import { endpoint, refusal } from './http.ts';

/**
 * Limits of a player's contacts (docs/contacts.md). A list at its cap refuses the next entry with
 * 409 and changes nothing.
 *
 * @example
 * ```ts
 * ContactLimits.friendsMax; // 50: a 51st friend answers 409 contacts.friends_full
 * ```
 */
export const ContactLimits = {
  friendsMax: 50,
  rivalsMax: 50,
  blocksMax: 200,
} as const;

/**
 * What a contact is doing now, by precedence: `dead`, `jailed` (until `until`),
 * `travelling` (the travel rest runs until `until`), `resting` (a deed cooldown runs until
 * `until`), else `free`. Decided by `contactState` in packages/game.
 */
export const ContactStateSchema = z.enum(['free', 'jailed', 'travelling', 'resting', 'dead']);
export type ContactState = z.infer<typeof ContactStateSchema>;

/**
 * One row of the friends or rivals list with the contact's live status. The listed player is
 * never told they are on a list; only mutual friends see each other because both agreed.
 *
 * @example
 * ```ts
 * ContactSchema.parse({ characterId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Aria', level: 4,
 *   online: true, cityName: 'Rivermoor', state: 'jailed', until: '2026-06-01T12:30:00.000Z',
 *   since: '2026-05-30T08:00:00.000Z' });
 * ```
 */
export const ContactSchema = z.object({
  characterId: z.uuid(),
  name: z.string(),
  level: z.number().int(),
  /** Seen in the active-players window (the same as the sidebar's active players). */
  online: z.boolean(),
  cityName: z.string().nullable(),
  state: ContactStateSchema,
  /** When the state ends; null for `free` and `dead`. */
  until: DateTimeSchema.nullable(),
  /** When the contact was added (for friends: when the friendship became mutual). */
  since: DateTimeSchema,
});
export type Contact = z.infer<typeof ContactSchema>;

/** A friend request waiting for an answer, sent or received. */
export const FriendRequestSchema = z.object({
  characterId: z.uuid(),
  name: z.string(),
  level: z.number().int(),
  sentAt: DateTimeSchema,
});
export type FriendRequest = z.infer<typeof FriendRequestSchema>;

/** A player on the caller's block list. */
export const BlockedPlayerSchema = z.object({ characterId: z.uuid(), name: z.string(), since: DateTimeSchema });
export type BlockedPlayer = z.infer<typeof BlockedPlayerSchema>;

/**
 * `GET /api/contacts`: the caller's lists, each sorted by name. Only the caller ever reads them.
 *
 * @example
 * ```ts
 * const { friends, incoming } = ContactListsSchema.parse(await res.json());
 * ```
 */
export const ContactListsSchema = z.object({
  friends: z.array(ContactSchema),
  rivals: z.array(ContactSchema),
  blocked: z.array(BlockedPlayerSchema),
  /** Requests other players sent the caller. */
  incoming: z.array(FriendRequestSchema),
  /** Requests the caller sent that are not answered yet. */
  outgoing: z.array(FriendRequestSchema),
  /**
   * The caller's partner (also a friend), or null: a paid rescue of one's partner earns 25% more
   * experience, and each is told when the other is jailed (docs/contacts.md, "Partners").
   */
  partner: ContactSchema.nullable(),
  /** Friends who asked the caller to be partners. */
  partnerIncoming: z.array(FriendRequestSchema),
  /** The friend the caller asked to be partners, while unanswered (at most one). */
  partnerOutgoing: z.array(FriendRequestSchema),
});
export type ContactLists = z.infer<typeof ContactListsSchema>;

/**
 * The answer to a friend request: `requested` (the other player must accept) or `friends` (the
 * other player had asked first, so this accepted it).
 */
export const FriendRequestResultSchema = z.object({ status: z.enum(['requested', 'friends']) });
export type FriendRequestResult = z.infer<typeof FriendRequestResultSchema>;

/**
 * The answer to asking a friend to be partners: `proposed` (the friend must accept) or
 * `partners` (the friend had asked first, so this accepted it).
 */
export const PartnerResultSchema = z.object({ status: z.enum(['proposed', 'partners']) });
export type PartnerResult = z.infer<typeof PartnerResultSchema>;

/** Refusals every contacts call about another player shares (docs/contacts.md). */
const ON_PLAYER = [
  refusal(400, 'contacts.self', 'naming yourself'),
  refusal(403, 'character.none', 'the caller has no living character'),
  refusal(404, 'contacts.not_found', 'no living character has this id'),
] as const;

/**
 * The contacts calls. `:id` is the other player's character id. Each needs a living character;
 * naming yourself answers 400, a character that is not there or is dead 404.
 *
 * @example
 * ```ts
 * await fetch(`/api${buildPath(contactsApi.befriend.path, { id })}`, { method: 'POST' });
 * ```
 */
export const contactsApi = {
  list: endpoint({
    errors: [refusal(403, 'character.none', 'the caller has no living character')],
    method: 'GET',
    access: 'player',
    path: '/contacts',
    response: ContactListsSchema,
  }),
  /**
   * Sends a friend request, or accepts theirs if they asked first. 409 `contacts.already_requested`,
   * `contacts.already_friends`, `contacts.friends_full` (either side at {@link ContactLimits.friendsMax}),
   * `contacts.you_blocked`; 403 `contacts.blocked` when they blocked you.
   */
  befriend: endpoint({
    errors: [
      ...ON_PLAYER,
      refusal(403, 'contacts.blocked', 'they blocked you'),
      refusal(409, 'contacts.you_blocked', 'you blocked them'),
      refusal(409, 'contacts.already_friends', 'you are friends already'),
      refusal(409, 'contacts.already_requested', 'you asked already'),
      refusal(409, 'contacts.friends_full', 'your friends list is full'),
      refusal(409, 'contacts.their_friends_full', 'their friends list is full'),
    ],
    method: 'POST',
    access: 'player',
    path: '/contacts/friends/:id',
    params: IdParamsSchema,
    response: FriendRequestResultSchema,
    status: 201,
  }),
  /** Ends a friendship (for both), withdraws a request, or declines one; 404 when there is none. */
  unfriend: endpoint({
    errors: [...ON_PLAYER, refusal(404, 'contacts.not_friends', 'not friends and no request waiting')],
    method: 'DELETE',
    access: 'player',
    path: '/contacts/friends/:id',
    params: IdParamsSchema,
    response: ContactListsSchema,
  }),
  /** Puts a player on the private rivals list; 409 `contacts.already_rival`, `contacts.rivals_full`. */
  addRival: endpoint({
    errors: [
      ...ON_PLAYER,
      refusal(409, 'contacts.already_rival', 'on the list already'),
      refusal(409, 'contacts.rivals_full', 'your rivals list is full'),
    ],
    method: 'PUT',
    access: 'player',
    path: '/contacts/rivals/:id',
    params: IdParamsSchema,
    response: ContactListsSchema,
  }),
  removeRival: endpoint({
    errors: [
      refusal(403, 'character.none', 'the caller has no living character'),
      refusal(404, 'contacts.not_listed', 'not on your rivals list'),
    ],
    method: 'DELETE',
    access: 'player',
    path: '/contacts/rivals/:id',
    params: IdParamsSchema,
    response: ContactListsSchema,
  }),
  /**
   * Blocks a player: ends any friendship and request between you; they can no longer message or
   * befriend you. 409 `contacts.already_blocked`, `contacts.blocks_full`.
   */
  block: endpoint({
    errors: [
      ...ON_PLAYER,
      refusal(409, 'contacts.already_blocked', 'blocked already'),
      refusal(409, 'contacts.blocks_full', 'your block list is full'),
    ],
    method: 'PUT',
    access: 'player',
    path: '/contacts/blocks/:id',
    params: IdParamsSchema,
    response: ContactListsSchema,
  }),
  unblock: endpoint({
    errors: [
      refusal(403, 'character.none', 'the caller has no living character'),
      refusal(404, 'contacts.not_listed', 'not on your block list'),
    ],
    method: 'DELETE',
    access: 'player',
    path: '/contacts/blocks/:id',
    params: IdParamsSchema,
    response: ContactListsSchema,
  }),
  /**
   * Asks a friend to be partners, or accepts their proposal if they asked first; one partner at a
   * time, and a new proposal replaces the caller's unanswered one. 409 `contacts.not_friends`
   * (partners are friends first), `contacts.already_partners`, `contacts.already_proposed`,
   * `contacts.have_partner`, `contacts.their_partner`, `contacts.linked` (accounts played from one
   * device or connection, docs/fair-play.md), `contacts.you_blocked`; 403 `contacts.blocked`.
   */
  partner: endpoint({
    errors: [
      ...ON_PLAYER,
      refusal(403, 'contacts.blocked', 'they blocked you'),
      refusal(409, 'contacts.you_blocked', 'you blocked them'),
      refusal(409, 'contacts.not_friends', 'partners are friends first'),
      refusal(409, 'contacts.already_partners', 'you are partners already'),
      refusal(409, 'contacts.already_proposed', 'you asked already'),
      refusal(409, 'contacts.have_partner', 'you have a partner'),
      refusal(409, 'contacts.their_partner', 'they have a partner'),
      refusal(409, 'contacts.linked', 'accounts played from one device or connection (fair play)'),
    ],
    method: 'POST',
    access: 'player',
    path: '/contacts/partner/:id',
    params: IdParamsSchema,
    response: PartnerResultSchema,
    status: 201,
    summary: 'Contacts: ask a friend to be partners, or accept',
  }),
  /** Ends a partnership (for both; the friendship stays), withdraws a proposal or declines one; 404 when there is none. */
  unpartner: endpoint({
    errors: [...ON_PLAYER, refusal(404, 'contacts.not_partners', 'not partners and no proposal waiting')],
    method: 'DELETE',
    access: 'player',
    path: '/contacts/partner/:id',
    params: IdParamsSchema,
    response: ContactListsSchema,
    summary: 'Contacts: end a partnership or a proposal',
  }),
};
