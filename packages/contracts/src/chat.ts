import { z } from 'zod';
import { DateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';

/**
 * Limits of the global shoutbox (decisions §5). They are real-world times, never divided by
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
 * One shoutbox message as history and the post answer give it. `message` is the raw text the
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
 * The JSON in each feed event's `data:` line. The message id travels as the event's `id:`
 * (`MessageEvent.lastEventId` in the browser).
 *
 * @example
 * ```ts
 * source.onmessage = (e) => {
 *   const m = ChatFeedEventSchema.parse(JSON.parse(e.data));
 *   show({ id: Number(e.lastEventId), ...m });
 * };
 * ```
 */
export const ChatFeedEventSchema = ChatMessageSchema.omit({ id: true });
export type ChatFeedEvent = z.infer<typeof ChatFeedEventSchema>;

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
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, { error: 'Message cannot be empty.' })
    .max(ChatLimits.maxLength, { error: `Message must be at most ${ChatLimits.maxLength} characters.` })
    // PostgreSQL text cannot hold a NUL character.
    .refine((m) => !m.includes('\u0000'), { error: 'Message contains a character that is not allowed.' }),
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
  lastEventId: z
    .string()
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
  history: endpoint({ method: 'GET', path: '/shoutbox/history', response: z.array(ChatMessageSchema) }),
  /** Posts a message; 403 without a living character, 429 (with `retry-after`) when too fast. */
  post: endpoint({
    method: 'POST',
    path: '/shoutbox/message',
    body: PostChatMessageInputSchema,
    response: ChatMessageSchema,
    status: 201,
  }),
  /**
   * Server-Sent Events (`text/event-stream`), not JSON: each event is `id: <message id>` and
   * `data: <ChatFeedEvent JSON>`; a `: heartbeat` comment comes every
   * {@link ChatLimits.heartbeatMs}. `response` describes one event's data.
   */
  feed: endpoint({ method: 'GET', path: '/shoutbox/feed', query: ChatFeedQuerySchema, response: ChatFeedEventSchema }),
};
