import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { storableText } from './text.ts';
import { DateTimeSchema } from './common.ts';
import { IdParamsSchema } from './errors.ts';
import { endpoint } from './http.ts';

/**
 * Limits of the global shoutbox (docs/product-rules.md#chat-and-presence). They are real-world times, never divided by
 * `GAME_SPEED`.
 *
 * @example
 * ```ts
 * ChatLimits.maxLength; // 500: longer messages answer 400
 * ChatLimits.minIntervalMs; // 1_000: a second message within this answers 429
 * ```
 */
export const ChatLimits = {
  /** Most characters (UTF-16 code units) in a message, after trimming. */
  maxLength: 500,
  /** Messages in the history, and most messages a reconnecting feed replays. */
  historySize: 100,
  /** One message per account per this long. */
  minIntervalMs: 1_000,
  /** The feed sends a comment line this often so proxies keep it open. */
  heartbeatMs: 25_000,
  /** Reconnection delay the feed advises (`retry:`) and the client uses after an error. */
  reconnectMs: 5_000,
} as const;

/**
 * One shoutbox message as history, the post answer and each feed event's `data:` line give it
 * (the feed also sends its id as the event's `id:`, which the browser resumes from). `message` is the raw text the
 * player typed (trimmed): markup such as `[color=red]..[/color]` or a leading `/me` is rendered
 * by the browser, never as live HTML.
 *
 * @example
 * ```ts
 * ChatMessageSchema.parse({
 *   id: 42,
 *   message: 'Hello <b>world</b>',
 *   username: 'Aria',
 *   playerId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
 *   time: '2026-06-01T12:00:00.000Z',
 * });
 * ```
 */
export const ChatMessageSchema = z.object({
  /** Increases with every message, in the order they were stored; the feed's event id. */
  id: z.number().int().positive(),
  message: z.string(),
  username: z.string(),
  /** The author's character id (links to /character/view/{playerId}). */
  playerId: z.uuid(),
  time: DateTimeSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * The feed's named event when staff delete a message: `event: chat.message_deleted` with
 * `data: {"id": 42}` and no `id:` line (it does not move `Last-Event-ID`). The message is gone
 * from history and replays too; a page drops it from view.
 *
 * @example
 * ```ts
 * source.addEventListener(ChatFeedEventNames.deleted, (e) => {
 *   const { id } = ChatMessageDeletedEventSchema.parse(JSON.parse((e as MessageEvent).data));
 *   remove(id);
 * });
 * ```
 */
export const ChatMessageDeletedEventSchema = z.object({ id: z.number().int().positive() });
export type ChatMessageDeletedEvent = z.infer<typeof ChatMessageDeletedEventSchema>;

/** SSE event names of the chat feed: posted messages are unnamed (`message`) events. */
export const ChatFeedEventNames = { posted: 'message', deleted: 'chat.message_deleted' } as const;

/**
 * Everything the chat stream delivers, as one union (the bus payloads between instances have
 * the same shapes): a posted message, or the id of a deleted one.
 *
 * @example
 * ```ts
 * const m: ChatStreamMessage = { type: 'chat.message_deleted', id: 42 };
 * ```
 */
export const ChatStreamMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat.message_posted'), message: ChatMessageSchema }),
  z.object({ type: z.literal('chat.message_deleted'), id: z.number().int().positive() }),
]);
export type ChatStreamMessage = z.infer<typeof ChatStreamMessageSchema>;

/**
 * A chat author the signed-in player has hidden for themselves. Hiding is a viewer's
 * preference, so the server keeps the list and the client filters: history and the feed are
 * the same for everyone, and the page omits messages whose `playerId` is in the list.
 *
 * @example
 * ```ts
 * const hidden = new Set((await getHidden()).map((h) => h.characterId));
 * messages.filter((m) => !hidden.has(m.playerId));
 * ```
 */
export const HiddenAuthorSchema = z.object({ characterId: z.uuid(), name: z.string() });
export type HiddenAuthor = z.infer<typeof HiddenAuthorSchema>;

/** Most authors one account may hide (409 `chat.hidden_full` past it). */
export const HIDDEN_AUTHORS_MAX = 500;

/** `details` of a post refused because the account is muted (403 `chat.muted`). */
export const MutedDetailsSchema = z.object({ reason: z.string(), endsAt: DateTimeSchema });
export type MutedDetails = z.infer<typeof MutedDetailsSchema>;

/**
 * A chat message id in a path (`/moderation/messages/:id/delete`); also the `messageId` of a report.
 *
 * @example
 * ChatMessageIdParamsSchema.parse({ id: '42' }); // { id: 42 }
 */
export const ChatMessageIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Not a valid message id.' })
    .int({ error: 'Not a valid message id.' })
    .positive({ error: 'Not a valid message id.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Not a valid message id.' }),
});

/**
 * The text of a new message: trimmed, then 1 to {@link ChatLimits.maxLength} characters.
 *
 * @example
 * ```ts
 * PostChatMessageInputSchema.parse({ message: '  /me waves  ' }); // { message: '/me waves' }
 * PostChatMessageInputSchema.safeParse({ message: '   ' }).success; // false
 * ```
 */
export const PostChatMessageInputSchema = z.object({
  message: storableText('Message', { error: 'Message is required.' })
    .trim()
    .min(1, { error: 'Message cannot be empty.' })
    .max(ChatLimits.maxLength, { error: `Message must be at most ${ChatLimits.maxLength} characters.` }),
});
export type PostChatMessageInput = z.input<typeof PostChatMessageInputSchema>;

/**
 * Where a feed resumes. Browsers send the `Last-Event-ID` header on reconnection by themselves;
 * `lastEventId` serves the first connection (an `EventSource` cannot set headers), typically the
 * id of the last history message, so nothing posted in between is missed.
 *
 * @example
 * ```ts
 * new EventSource(`/api/shoutbox/feed?lastEventId=${history.at(-1)?.id ?? ''}`);
 * ```
 */
export const ChatFeedQuerySchema = z.object({
  lastEventId: storableText('lastEventId')
    .regex(/^\d{0,15}$/, { error: 'lastEventId must be a message id.' })
    .optional(),
});

/**
 * The shoutbox calls.
 *
 * @example
 * ```ts
 * const history = z.array(ChatMessageSchema).parse(await (await fetch(`/api${chatApi.history.path}`)).json());
 * await fetch(`/api${chatApi.post.path}`, { method: 'POST', body: JSON.stringify({ message: 'Hail!' }) });
 * new EventSource(`/api${chatApi.feed.path}?lastEventId=${history.at(-1)?.id ?? ''}`);
 * ```
 */
export const chatApi = {
  /** The latest {@link ChatLimits.historySize} messages, oldest first. */
  history: endpoint({
    method: 'GET',
    access: 'player',
    path: '/shoutbox/history',
    response: z.array(ChatMessageSchema),
    errors: [],
  }),
  /**
   * Posts a message; 403 without a living character, 403 `chat.muted` while muted (the message
   * gives the end time and reason; `details` is {@link MutedDetails}), 429 (with `retry-after`)
   * when too fast.
   */
  post: endpoint({
    method: 'POST',
    access: 'player',
    path: '/shoutbox/message',
    body: PostChatMessageInputSchema,
    response: ChatMessageSchema,
    status: 201,
    errors: refusals('character.none', 'chat.muted', 'chat.too_fast'),
  }),
  /**
   * Server-Sent Events (`text/event-stream`), not JSON: each event is `id: <message id>` and
   * `data: <ChatMessage JSON>`; a `: heartbeat` comment comes every
   * {@link ChatLimits.heartbeatMs}. `response` describes one event's data.
   *
   * @example
   * ```ts
   * source.onmessage = (e) => show(ChatMessageSchema.parse(JSON.parse(e.data)));
   * ```
   */
  feed: endpoint({
    method: 'GET',
    access: 'player',
    path: '/shoutbox/feed',
    query: ChatFeedQuerySchema,
    response: ChatMessageSchema,
    errors: refusals('character.none', 'chat.bad_last_event_id', 'realtime.too_many_streams'),
  }),
  /** The authors this account hides (needs a living character, like every hide call). */
  hidden: endpoint({
    method: 'GET',
    access: 'player',
    path: '/shoutbox/hidden',
    response: z.array(HiddenAuthorSchema),
    errors: [],
  }),
  /** Hides a character's messages for this account; answers the whole list. 400 for yourself. */
  hide: endpoint({
    method: 'PUT',
    access: 'player',
    path: '/shoutbox/hidden/:id',
    params: IdParamsSchema,
    response: z.array(HiddenAuthorSchema),
    errors: refusals('chat.hide_self', 'character.not_found', 'chat.hidden_full'),
  }),
  /** Shows them again; answers the whole list. */
  unhide: endpoint({
    method: 'DELETE',
    access: 'player',
    path: '/shoutbox/hidden/:id',
    params: IdParamsSchema,
    response: z.array(HiddenAuthorSchema),
    errors: [],
  }),
};
