import { ChatMessageDeletedEventSchema, ChatMessageSchema, PersonalMessageSchema, TickerSchema } from '@tod/contracts';
import { z } from 'zod';
import { ACCOUNT_DATA_CHANGED, CONTENT_CHANGED, LIMITS_CLEARED } from '../db/change-notify.ts';

/** A personal message for a few accounts (ids, not bodies: the page reads what changed). */
const PersonalDelivery = z.object({ userIds: z.array(z.uuid()).min(1).max(10), message: PersonalMessageSchema });

/**
 * Every event that crosses server instances, by name, with the schema of its payload. Publishers
 * are type-checked against it and every received payload is parsed with it before a listener
 * sees it (lib/events.ts), so a malformed or foreign NOTIFY never reaches module code. Names are
 * `module.past_tense`; payloads stay under 8,000 bytes (ids, not bodies, when in doubt).
 * Table of who publishes and who listens: docs/architecture.md, "Event flow".
 */
export const EventCatalogue = {
  /** A stored chat message (chat, in the posting transaction); heard by every instance's chat feed. */
  'chat.message_posted': ChatMessageSchema,
  /** A message staff deleted (chat, in the deleting transaction); the feeds drop it. */
  'chat.message_deleted': ChatMessageDeletedEventSchema,
  /** A journal entry for one account (journal `record`, in the recording transaction); its feeds get it. */
  'journal.entry_recorded': z.object({ userId: z.uuid(), message: PersonalMessageSchema }),
  /**
   * A change to contacts that other accounts' open pages must see (contacts, in the changing
   * transaction); every instance's live feed passes `message` to those accounts' streams.
   */
  'contacts.contacts_changed': PersonalDelivery,
  /** A direct message stored (messages, in the sending transaction); both participants' feeds get it. */
  'messages.message_sent': PersonalDelivery,
  /** A crew channel message (crews, in the posting transaction); the members' feeds get it, 10 accounts an event. */
  'crews.message_posted': PersonalDelivery,
  /**
   * A crew's group deeds changed (crews, in the changing transaction; or a seated member's jail,
   * bail or journey through the `SeatWatch` port); the members' feeds get it, 10 accounts an event.
   */
  'crews.group_deeds_changed': PersonalDelivery,
  /** Someone joined or left the active players (presence); each instance re-reads the set. */
  'presence.changed': z.object({}),
  /** The ticker staff saved (ticker, in the saving transaction); every instance's live feed passes it on. */
  'ticker.updated': TickerSchema,
  /**
   * Written by database triggers (db/change-notify.ts): `u` is the account whose user row,
   * sessions or characters changed, or a character's skills, items or crew; `all` means a city
   * changed; `x` is the writing transaction's id, by which the session cache knows an account's
   * own write (ADR 0056). The session cache and the deed list's cache of each player's state listen.
   */
  [ACCOUNT_DATA_CHANGED]: z.object({ u: z.string().nullish(), all: z.boolean().optional(), x: z.string().optional() }),
  /** Written by database triggers (db/change-notify.ts): staff content in table `t` changed. The content cache listens. */
  [CONTENT_CHANGED]: z.object({ t: z.string() }),
  /** Written by a database trigger (db/change-notify.ts): rate-limit counters were deleted. The limits module listens. */
  [LIMITS_CLEARED]: z.object({}),
  /** A fence an instance sends itself (lib/event-fence.ts): `i` names the instance, `n` the fence. */
  'events.fence_sent': z.object({ i: z.string(), n: z.number() }),
} as const;

export type EventName = keyof typeof EventCatalogue;
/** What a publisher sends for each event. */
export type EventPayload<K extends EventName> = z.input<(typeof EventCatalogue)[K]>;
/** What a listener receives for each event, once parsed. */
export type ReceivedEvent<K extends EventName> = z.output<(typeof EventCatalogue)[K]>;
/** One event as a name with its payload, for sending several at once. */
export type AnyEvent = { [K in EventName]: { name: K; payload: EventPayload<K> } }[EventName];

export const isEventName = (name: string): name is EventName => Object.hasOwn(EventCatalogue, name);
