import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { DateTimeSchema } from './common.ts';
import { IdParamsSchema, OkSchema } from './errors.ts';
import { endpoint, refusal } from './http.ts';
import { storableText } from './text.ts';

/**
 * Limits of direct messages (docs/contacts.md). Real-world times, never divided by `GAME_SPEED`.
 *
 * @example
 * ```ts
 * MessageLimits.maxLength; // 2_000: a longer message answers 400
 * MessageLimits.newConversationsPerHour; // 10: the 11th new conversation within an hour answers 429
 * ```
 */
export const MessageLimits = {
  /** Most characters in a message, after trimming. */
  maxLength: 2_000,
  /** Most conversations one inbox holds; starting one more with a full inbox answers 409. */
  inboxMax: 300,
  /** New conversations one character may start within an hour. */
  newConversationsPerHour: 10,
  /** Messages older than this are deleted unless the conversation is kept. */
  retentionDays: 180,
  /** A character whose account is younger than this, or whose level is below `newAccountLevel`, writes only to players who befriended it first. */
  newAccountDays: 3,
  newAccountLevel: 3,
  /** Messages one page of a conversation holds. */
  pageSize: 50,
} as const;

/**
 * One direct message. `body` is the raw text the player typed (trimmed), rendered by the browser
 * with the chat's safe markup, never as HTML.
 *
 * @example
 * ```ts
 * DirectMessageSchema.parse({ id: 7, conversationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
 *   senderId: '9b2f6c1e-1d2a-4b7e-9f4e-2a1b3c4d5e6f', senderName: 'Aria', body: 'Hail!', time: '2026-06-01T12:00:00.000Z' });
 * ```
 */
export const DirectMessageSchema = z.object({
  /** Grows with every message, in the order they were stored. */
  id: z.number().int().positive(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  senderName: z.string(),
  body: z.string(),
  time: DateTimeSchema,
});
export type DirectMessage = z.infer<typeof DirectMessageSchema>;

/** One conversation as its participant sees it in the list. */
export const ConversationSchema = z.object({
  id: z.uuid(),
  /** The other participant's character. */
  otherId: z.uuid(),
  otherName: z.string(),
  /** Messages the caller has not read. */
  unread: z.number().int().nonnegative(),
  /** Kept conversations are not pruned after {@link MessageLimits.retentionDays} days. */
  kept: z.boolean(),
  lastMessageAt: DateTimeSchema,
  /** The start of the latest message the caller can see. */
  preview: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** `GET /api/messages`: the caller's conversations, latest first, and the unread total. */
export const ConversationListSchema = z.object({
  conversations: z.array(ConversationSchema),
  unread: z.number().int().nonnegative(),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

/** The unread total (the navigation's badge). */
export const MessagesUnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export type MessagesUnread = z.infer<typeof MessagesUnreadSchema>;

/** One page of a conversation, oldest first; `before` the id to ask the previous page with. */
export const ConversationPageSchema = z.object({
  conversation: ConversationSchema,
  messages: z.array(DirectMessageSchema),
  before: z.number().int().positive().nullable(),
});
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

/** `?before=<message id>`: the page of messages below it. */
export const ConversationQuerySchema = z.object({
  before: z.coerce
    .number({ error: 'before must be a message id.' })
    .int({ error: 'before must be a message id.' })
    .positive({ error: 'before must be a message id.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'before must be a message id.' })
    .optional(),
});

/**
 * The text of a new direct message: trimmed, then 1 to {@link MessageLimits.maxLength} characters.
 *
 * @example
 * ```ts
 * SendMessageInputSchema.parse({ message: '  Hail!  ' }); // { message: 'Hail!' }
 * SendMessageInputSchema.safeParse({ message: '   ' }).success; // false
 * ```
 */
export const SendMessageInputSchema = z.object({
  message: storableText('Message', { error: 'Message is required.' })
    .trim()
    .min(1, { error: 'Message cannot be empty.' })
    .max(MessageLimits.maxLength, { error: `Message must be at most ${MessageLimits.maxLength} characters.` }),
});
export type SendMessageInput = z.input<typeof SendMessageInputSchema>;

/** A direct message's id in the report path. */
export const DirectMessageIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Not a valid message id.' })
    .int({ error: 'Not a valid message id.' })
    .positive({ error: 'Not a valid message id.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Not a valid message id.' }),
});

/** `POST /api/messages/report/:id`: why the message is reported. */
export const ReportMessageInputSchema = z.object({
  reason: storableText('The reason', { error: 'A reason is required.' })
    .trim()
    .min(1, { error: 'A reason is required.' })
    .max(500, { error: 'The reason must be at most 500 characters.' }),
});

/** `PUT /api/messages/:id/keep`: keep the conversation past the retention, or stop keeping it. */
export const KeepConversationInputSchema = z.object({ kept: z.boolean({ error: 'kept must be true or false.' }) });

/** The refusal of every call on a conversation the caller is not part of, or that does not exist. */
const NO_CONVERSATION = [
  refusal(403, 'character.none', 'the caller has no living character'),
  refusal(404, 'messages.no_conversation', 'no such conversation of yours'),
] as const;

/**
 * The direct-message calls; each needs a living character, and a conversation is only ever
 * read by its two participants (another player's id answers 404, as an unknown one does).
 *
 * @example
 * ```ts
 * await fetch(`/api${buildPath(messagesApi.send.path, { id: friendId })}`, { method: 'POST', body: JSON.stringify({ message: 'Hail!' }) });
 * ```
 */
export const messagesApi = {
  list: endpoint({
    method: 'GET',
    access: 'player',
    path: '/messages',
    response: ConversationListSchema,
    errors: refusals('character.none'),
  }),
  unread: endpoint({
    method: 'GET',
    access: 'player',
    path: '/messages/unread',
    response: MessagesUnreadSchema,
    errors: refusals('character.none'),
  }),
  /**
   * Sends a message to the character `:id`, starting the conversation if there is none. 400 to
   * yourself or blank or too long; 404 unknown or dead; 403 `messages.blocked` when they blocked
   * you, `messages.new_account` for a new account writing to a stranger, `messages.muted`;
   * 409 `messages.you_blocked`, `messages.inbox_full`; 429 `messages.too_many_new` past the
   * hourly limit of new conversations.
   */
  send: endpoint({
    errors: [
      refusal(400, 'messages.self', 'writing to yourself'),
      refusal(403, 'character.none', 'the caller has no living character'),
      refusal(404, 'messages.not_found', 'no living character has this id'),
      refusal(403, 'messages.blocked', 'they blocked you'),
      refusal(403, 'messages.new_account', 'a new account writing to a stranger'),
      refusal(403, 'messages.muted', 'a mute covering direct messages'),
      refusal(409, 'messages.you_blocked', 'you blocked them'),
      refusal(409, 'messages.inbox_full', 'your inbox is full'),
      refusal(409, 'messages.their_inbox_full', 'their inbox is full'),
      refusal(429, 'messages.too_many_new', 'too many new conversations this hour'),
    ],
    method: 'POST',
    access: 'player',
    path: '/messages/to/:id',
    params: IdParamsSchema,
    body: SendMessageInputSchema,
    response: DirectMessageSchema,
    status: 201,
  }),
  /** A page of the conversation `:id` (the conversation's id). */
  read: endpoint({
    errors: NO_CONVERSATION,
    method: 'GET',
    access: 'player',
    path: '/messages/:id',
    params: IdParamsSchema,
    query: ConversationQuerySchema,
    response: ConversationPageSchema,
  }),
  /** Marks the whole conversation read; answers the new unread total. */
  markRead: endpoint({
    errors: NO_CONVERSATION,
    method: 'POST',
    access: 'player',
    path: '/conversations/:id/read',
    params: IdParamsSchema,
    response: MessagesUnreadSchema,
  }),
  keep: endpoint({
    errors: NO_CONVERSATION,
    method: 'PUT',
    access: 'player',
    path: '/conversations/:id/keep',
    params: IdParamsSchema,
    body: KeepConversationInputSchema,
    response: ConversationSchema,
  }),
  /**
   * Reports a message the caller received: the report goes to the moderators' queue with the
   * message and up to 19 before it. 400 your own message, 404 one you cannot see, 409 twice.
   */
  report: endpoint({
    errors: [
      refusal(400, 'reports.self', 'your own message'),
      refusal(404, 'messages.no_message', 'a message you cannot see'),
      refusal(409, 'reports.duplicate', 'reported already'),
    ],
    method: 'POST',
    access: 'player',
    path: '/messages/report/:id',
    params: DirectMessageIdParamsSchema,
    body: ReportMessageInputSchema,
    response: z.object({ id: z.uuid() }),
    status: 201,
  }),
  /** Deletes the conversation for the caller only; a new message brings it back, with only what follows. */
  remove: endpoint({
    errors: NO_CONVERSATION,
    method: 'DELETE',
    access: 'player',
    path: '/messages/:id',
    params: IdParamsSchema,
    response: OkSchema,
  }),
};
