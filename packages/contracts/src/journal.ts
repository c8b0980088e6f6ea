import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { ChatMessageSchema } from './chat.ts';
import { storableText } from './text.ts';
import { DateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';

/**
 * The personal event log ("journal"): every change to a character the player may not have
 * watched happen. Entries belong to the account, so they outlive a character and its heir
 * reads them on. Real-world times, never divided by `GAME_SPEED`.
 *
 * @example
 * ```ts
 * JournalLimits.pageSize; // 20 entries a page unless `limit` says otherwise
 * JournalLimits.keepDays; // 30: older entries are pruned
 * ```
 */
export const JournalLimits = {
  pageSize: 20,
  maxPageSize: 50,
  /** Entries older than this many days are deleted (docs/operations.md). */
  keepDays: 30,
  /** The unread count stops at this (the badge shows "99+"). */
  maxUnread: 99,
} as const;

/** Where the web app shows the journal; push notifications about entries open it. */
export const JOURNAL_PAGE_PATH = '/events';

/**
 * What an entry is about. Texts are written by the server; the type lets the client pick an
 * icon or a toast style.
 *
 * @example
 * ```ts
 * JournalEntryType.brokenOut; // 'jail.broken_out': someone broke you out
 * ```
 */
export const JournalEntryType = {
  /** A deed attempt and its result (success or failure, with rewards). */
  deedDone: 'deeds.attempted',
  /** The character reached a new level. */
  levelUp: 'character.level_reached',
  /** Imprisoned (after a failed deed). */
  jailed: 'jail.entered',
  /** Free again at the end of the sentence. */
  released: 'jail.sentence_served',
  /** Someone broke this character out of jail. */
  brokenOut: 'jail.broken_out',
  /** This character broke someone else out. */
  brokeOut: 'jail.broke_out',
  /** Paid their own bail. */
  bailPaidOwn: 'bail.paid_own',
  /** Paid another prisoner's bail. */
  bailPaidFor: 'bail.paid_for',
  /** Someone else paid this character's bail. */
  bailedOut: 'bail.paid_by',
  /** A skill went up a level through training. */
  trainingDone: 'training.level_reached',
  /** Arrived in a city after travelling. */
  arrived: 'travel.arrived',
  /** Staff changed the account's role. */
  roleChanged: 'staff.role_changed',
  /** Staff ended the character. */
  killed: 'staff.killed',
  /** Staff changed the character (name, level, alignment, city, gold, jail), with their reason. */
  characterChanged: 'staff.character_changed',
  /** A new character was born as the heir of a dead one. */
  heir: 'character.heir_born',
  /** Bought an item in a city's shop. */
  itemBought: 'shop.item_bought',
  /** Had an item repaired in a city's shop. */
  itemRepaired: 'shop.item_repaired',
  /** Put an item on or took one off. */
  equipmentChanged: 'equipment.changed',
  /** A worn item's last use: it broke. */
  itemBroke: 'equipment.item_broke',
  /** A contract was handed in and paid. */
  contractDone: 'quests.contract_completed',
  /** An accepted contract ran out before it was handed in. */
  contractExpired: 'quests.contract_expired',
  /** An accepted contract's work is done: it waits to be handed in (pushed as `contractReady`). */
  contractReady: 'quests.contract_ready',
  /** An accepted contract not yet done has an hour left (pushed as `contractDeadline`). */
  contractDeadline: 'quests.contract_deadline',
  /** A quest chain opened to the character: its first step can be taken (pushed as `chainOpened`). */
  chainOpened: 'quests.chain_opened',
  /** Gave gold to another character. */
  giftSent: 'gift.sent',
  /** Received gold from another character. */
  giftReceived: 'gift.received',
  /** Collected a term deposit with its interest (docs/economy.md#term-deposits). */
  termCollected: 'bank.term_collected',
  /** A term deposit fell due: it waits to be collected (pushed as `termDeposit`; docs/economy.md#term-deposits). */
  termDue: 'bank.term_due',
  /** Placed a bet in the house casino: the roll and what it paid (docs/economy.md#casino). */
  casinoBet: 'casino.bet',
  /** Became partners with a friend, or the partnership ended (docs/contacts.md, "Partners"). */
  partners: 'contacts.partners',
  /** Founded, joined, left or was removed from a crew, or the crew was disbanded. */
  crewMembership: 'crew.membership',
  /** Invited to a crew. */
  crewInvited: 'crew.invited',
  /** The character's crew rank or permissions changed. */
  crewRank: 'crew.rank_changed',
  /** The character paid into or took gold from the crew purse. */
  crewPurse: 'crew.purse',
  /** A group deed the character sat in was launched: its outcome, pay or sentence. */
  crewGroupDeed: 'crew.group_deed',
  /** Earned an achievement. */
  achievementEarned: 'quests.achievement_earned',
  /** Bought a perk with a merit. */
  perkBought: 'quests.perk_bought',
  /** Did a step of a quest chain. */
  chainStep: 'quests.chain_step',
  /** Finished a quest chain and was paid. */
  chainFinished: 'quests.chain_finished',
  /** The city watch stopped the character, let it go, or jailed it (docs/fair-play.md#the-city-watch). */
  watch: 'fairplay.watch',
} as const;
export type JournalEntryType = (typeof JournalEntryType)[keyof typeof JournalEntryType];

export const JournalEntryTypeSchema = z.enum(Object.values(JournalEntryType) as [JournalEntryType, ...JournalEntryType[]]);

/**
 * A character an entry names, so the page can link it to `/character/view/{id}`.
 *
 * @example
 * ```ts
 * JournalCharacterSchema.parse({ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Aria' });
 * ```
 */
export const JournalCharacterSchema = z.object({ id: z.uuid(), name: z.string() });
export type JournalCharacter = z.infer<typeof JournalCharacterSchema>;

/**
 * One piece of an entry's sentence: plain text, or a character to link. Joining every part's
 * `text` (a character part's text is its name) gives {@link JournalEntry.text}.
 *
 * @example
 * ```ts
 * // "Bran broke you out of jail."
 * [{ text: 'Bran', character: { id: '…', name: 'Bran' } }, { text: ' broke you out of jail.' }];
 * ```
 */
export const JournalPartSchema = z.object({
  text: z.string(),
  character: JournalCharacterSchema.optional(),
});
export type JournalPart = z.infer<typeof JournalPartSchema>;

/**
 * What a change gave or took: gold and experience earned (negative gold is paid), alignment
 * points. Null on entries without rewards.
 *
 * @example
 * ```ts
 * JournalRewardsSchema.parse({ gold: 12, experience: 30, alignment: 1 });
 * ```
 */
export const JournalRewardsSchema = z.object({
  gold: z.number().int(),
  experience: z.number().int(),
  alignment: z.number().int(),
});
export type JournalRewards = z.infer<typeof JournalRewardsSchema>;

/**
 * One entry of the journal, newest first in lists.
 *
 * @example
 * ```ts
 * JournalEntrySchema.parse({
 *   id: '42',
 *   type: 'jail.broken_out',
 *   time: '2026-06-01T12:00:00.000Z',
 *   text: 'Bran broke you out of jail.',
 *   parts: [{ text: 'Bran', character: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Bran' } }, { text: ' broke you out of jail.' }],
 *   characters: [{ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Bran' }],
 *   rewards: null,
 * });
 * ```
 */
export const JournalEntrySchema = z.object({
  /** Increases with every entry (a decimal string: it may exceed 2^53). */
  id: z.string().regex(/^\d+$/),
  type: JournalEntryTypeSchema,
  time: DateTimeSchema,
  /** The whole sentence, plain (toasts, push notifications, screen readers). */
  text: z.string(),
  /** The same sentence in pieces, with the characters it names to link. */
  parts: z.array(JournalPartSchema),
  /** Every character the entry names (also found in `parts`). */
  characters: z.array(JournalCharacterSchema),
  rewards: JournalRewardsSchema.nullable(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

/**
 * `GET /character/events` query: `cursor` is the previous page's `nextCursor` (opaque: pass it
 * back as given), `limit` 1 to {@link JournalLimits.maxPageSize}.
 *
 * @example
 * ```ts
 * JournalQuerySchema.parse({ limit: '10' }); // { limit: 10 }
 * ```
 */
export const JournalQuerySchema = z.object({
  cursor: storableText('cursor')
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'cursor must be a value a previous page gave.' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(JournalLimits.maxPageSize, { error: `limit must be at most ${JournalLimits.maxPageSize}.` })
    .optional(),
});
export type JournalQuery = z.input<typeof JournalQuerySchema>;

/**
 * One page of the journal, newest first. `nextCursor` is null on the last page.
 *
 * @example
 * ```ts
 * const page = JournalPageSchema.parse(await (await fetch('/api/character/events')).json());
 * if (page.nextCursor) fetch(`/api/character/events?cursor=${page.nextCursor}`);
 * ```
 */
export const JournalPageSchema = z.object({
  entries: z.array(JournalEntrySchema),
  nextCursor: z.string().nullable(),
  /** Entries newer than the last one marked read (at most {@link JournalLimits.maxUnread}). */
  unread: z.number().int().min(0),
});
export type JournalPage = z.infer<typeof JournalPageSchema>;

/**
 * The unread count for the navigation badge.
 *
 * @example
 * ```ts
 * UnreadSchema.parse({ unread: 3, latestId: '42' });
 * ```
 */
export const UnreadSchema = z.object({
  unread: z.number().int().min(0),
  /** The newest entry's id (null when the journal is empty): pass it to mark everything read. */
  latestId: z.string().nullable(),
});
export type Unread = z.infer<typeof UnreadSchema>;

/**
 * `POST /character/events/read`: everything up to and including `upToId` counts as read. An
 * id below the current mark changes nothing (marks never move back).
 *
 * @example
 * ```ts
 * MarkReadInputSchema.parse({ upToId: '42' });
 * ```
 */
export const MarkReadInputSchema = z.object({
  upToId: storableText('upToId', { error: 'upToId is required.' }).regex(/^\d{1,18}$/, { error: 'upToId must be an entry id.' }),
});
export type MarkReadInput = z.input<typeof MarkReadInputSchema>;

/**
 * The journal calls (signed in, with or without a living character).
 *
 * @example
 * ```ts
 * const page = await get(journalApi.list.path, { limit: 20 });
 * await post(journalApi.markRead.path, { upToId: page.entries[0].id });
 * ```
 */
export const journalApi = {
  list: endpoint({
    method: 'GET',
    access: 'player',
    path: '/character/events',
    keyScopes: ['events'],
    summary: 'Your event log, newest first',
    query: JournalQuerySchema,
    response: JournalPageSchema,
    errors: refusals('journal.bad_cursor'),
  }),
  unread: endpoint({ method: 'GET', access: 'player', path: '/character/events/unread', response: UnreadSchema, errors: [] }),
  markRead: endpoint({
    method: 'POST',
    access: 'player',
    path: '/character/events/read',
    body: MarkReadInputSchema,
    response: UnreadSchema,
    errors: [],
  }),
};

/**
 * The SSE event name of personal messages on the live feed (`GET /shoutbox/feed`). They carry
 * no `id:` line, so they never move the chat's `Last-Event-ID`; listen with
 * `source.addEventListener(PERSONAL_SSE_EVENT, ...)` (chat messages stay on `onmessage`).
 * Only the feed's own account receives them.
 */
export const PERSONAL_SSE_EVENT = 'personal';

/**
 * The personal messages the live feed pushes (a union on `type`; more kinds may come, so
 * ignore a `type` you do not know). `journal.entry_recorded`: a new journal entry; `entry` is
 * null when it was too large to push, then fetch the journal.
 *
 * @example
 * ```ts
 * source.addEventListener(PERSONAL_SSE_EVENT, (e) => {
 *   const m = PersonalMessageSchema.safeParse(JSON.parse(e.data));
 *   if (m.success && m.data.type === 'journal.entry_recorded') toast(m.data.entry?.text);
 * });
 * ```
 */
export const PersonalMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('journal.entry_recorded'),
    id: z.string().regex(/^\d+$/),
    entry: JournalEntrySchema.nullable(),
  }),
  /** A contact's status may have changed (null: any of them); read the contacts again. */
  z.object({ type: z.literal('contacts.status_changed'), characterId: z.uuid().nullable() }),
  /** A friend request, acceptance or removal that concerns the caller; read the contacts again. */
  z.object({ type: z.literal('contacts.changed') }),
  /** A direct message in one of the caller's conversations (sent by them or to them). */
  z.object({ type: z.literal('messages.message_sent'), conversationId: z.uuid(), messageId: z.number().int().positive() }),
  /** A message in the caller's crew channel (its body: the channel appends it as the shoutbox does). */
  z.object({ type: z.literal('crews.message_posted'), crewId: z.uuid(), message: ChatMessageSchema }),
  /**
   * Something on the caller's crew's group deeds changed: a plan, a seat taken or left, a launch,
   * a call-off, a lapse, or a seated member jailed, freed or moved. Read the group deeds again.
   */
  z.object({ type: z.literal('crews.group_deeds_changed'), crewId: z.uuid() }),
]);
export type PersonalMessage = z.infer<typeof PersonalMessageSchema>;
