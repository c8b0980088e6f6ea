import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { storableText, groupThousands } from './text.ts';
import { ChatMessageIdParamsSchema } from './chat.ts';
import { DateTimeSchema } from './common.ts';
import { OkSchema } from './errors.ts';
import { endpoint, refusal } from './http.ts';

/** Bounds of moderation input. */
export const ModerationLimits = {
  reasonMax: 500,
  /** Longest mute or timed ban: one year, in minutes. */
  durationMinutesMax: 525_600,
} as const;

const reason = storableText('The reason', { error: 'A reason is required.' })
  .trim()
  .min(1, { error: 'A reason is required.' })
  .max(ModerationLimits.reasonMax, { error: `The reason must be at most ${ModerationLimits.reasonMax} characters.` });

const durationMessage = `Duration must be a whole number of minutes from 1 to ${groupThousands(ModerationLimits.durationMinutesMax)}.`;
const durationMinutes = z
  .number({ error: durationMessage })
  .int({ error: durationMessage })
  .min(1, { error: durationMessage })
  .max(ModerationLimits.durationMinutesMax, { error: durationMessage });

/**
 * `POST /api/reports` (a player with a living character): report a chat message or a
 * character. One report per reporter per target: a second answers 409 `reports.duplicate`.
 * Reporting yourself answers 400; an unknown target 404.
 *
 * @example
 * ReportInputSchema.parse({ target: 'message', messageId: 42, reason: 'Insults' });
 * ReportInputSchema.parse({ target: 'character', characterId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', reason: 'Offensive name' });
 */
export const ReportInputSchema = z.discriminatedUnion(
  'target',
  [
    z.object({ target: z.literal('message'), messageId: ChatMessageIdParamsSchema.shape.id, reason }),
    z.object({ target: z.literal('character'), characterId: z.uuid({ error: 'Not a valid character id.' }), reason }),
  ],
  { error: 'Report a "message" or a "character".' },
);
export type ReportInput = z.input<typeof ReportInputSchema>;

/**
 * A report as staff see it. `characterId`/`characterName` are the reported character, or the
 * message's author; `messageText` is the message as it was when reported (kept after the
 * message is deleted); `messageId` null for character reports.
 */
export const ReportSchema = z.object({
  id: z.uuid(),
  /**
   * `direct_message`: a reported direct message (`messageId`, `messageText`), with its conversation kept for staff;
   * `crew_message`: a message of a crew channel, with the channel before it; `crew_text`: a crew's name and text
   * (`characterId` the crew's leader).
   */
  target: z.enum(['message', 'character', 'direct_message', 'crew_message', 'crew_text']),
  messageId: z.number().int().nullable(),
  messageText: z.string().nullable(),
  characterId: z.uuid(),
  characterName: z.string(),
  reason: z.string(),
  reporterName: z.string(),
  createdAt: DateTimeSchema,
  status: z.enum(['open', 'resolved']),
  resolvedAt: DateTimeSchema.nullable(),
  resolvedByEmail: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type Report = z.infer<typeof ReportSchema>;

/** `GET /api/moderation/reports?status=open|resolved` (open by default, newest first, at most 200). */
export const ReportsQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], { error: 'Status must be "open" or "resolved".' }).default('open'),
});

/** `POST /api/moderation/reports/:id/resolve`: an optional note of what was done. */
export const ResolveReportInputSchema = z.object({
  resolution: storableText('The note', { error: 'The note must be text.' })
    .trim()
    .max(ModerationLimits.reasonMax, { error: `The note must be at most ${ModerationLimits.reasonMax} characters.` })
    .optional(),
});

/**
 * Where a mute applies: the global `chat`, direct `messages`, or both. A ban covers everything
 * (the account cannot sign in).
 */
export const SanctionScopeSchema = z.enum(['chat', 'messages'], { error: 'A scope is "chat" or "messages".' });
export type SanctionScope = z.infer<typeof SanctionScopeSchema>;

/**
 * `POST /api/moderation/mutes` (role 1+): mutes the account that owns the character from chat,
 * direct messages or both (`scopes`, chat when left out)
 * for `durationMinutes` (real minutes, not game time). Muting again replaces the mute. Nobody
 * may mute an account of their own role or higher (403).
 *
 * @example
 * MuteInputSchema.parse({ characterId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', durationMinutes: 60, reason: 'Spam' });
 */
export const MuteInputSchema = z.object({
  characterId: z.uuid({ error: 'Not a valid character id.' }),
  durationMinutes,
  reason,
  scopes: z
    .array(SanctionScopeSchema, { error: 'Scopes must be a list of "chat" and "messages".' })
    .min(1, { error: 'Choose at least one scope.' })
    .max(2, { error: 'Scopes must be a list of "chat" and "messages".' })
    .transform((s) => [...new Set(s)])
    .optional()
    .transform((s) => s ?? (['chat'] as SanctionScope[])),
});
export type MuteInput = z.input<typeof MuteInputSchema>;

/**
 * `POST /api/moderation/bans` (role 2+): bans the account that owns the character. Every session
 * ends at once and login answers 403 `auth.banned` with the reason and end date.
 * `durationMinutes` null (or absent) bans for good. Banning again replaces the ban.
 *
 * @example
 * BanInputSchema.parse({ characterId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', durationMinutes: null, reason: 'Cheating' });
 */
export const BanInputSchema = z.object({
  characterId: z.uuid({ error: 'Not a valid character id.' }),
  durationMinutes: durationMinutes.nullish().transform((d) => d ?? null),
  reason,
});
export type BanInput = z.input<typeof BanInputSchema>;

/**
 * An active mute or ban, one per account (`userId` is its id in the unmute/unban path).
 * `characterName` is the account's living (else latest) character; `endsAt` null = never.
 */
export const SanctionSchema = z.object({
  userId: z.uuid(),
  characterId: z.uuid().nullable(),
  characterName: z.string().nullable(),
  reason: z.string(),
  endsAt: DateTimeSchema.nullable(),
  createdAt: DateTimeSchema,
  createdByEmail: z.string(),
  /** What a mute covers; a ban covers both. */
  scopes: z.array(SanctionScopeSchema).default(['chat', 'messages']),
});
export type Sanction = z.infer<typeof SanctionSchema>;

/**
 * The account a mute or ban belongs to (`Sanction.userId`), in the unmute and unban paths.
 *
 * @example
 * buildPath(moderationApi.unmute.path, { userId: sanction.userId });
 */
export const UserIdParamsSchema = z.object({ userId: z.uuid({ error: 'Not a valid account id.' }) });

/**
 * A report's id in the resolve path.
 *
 * @example
 * buildPath(moderationApi.resolveReport.path, { id: report.id });
 */
export const ReportIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid report id.' }) });

/**
 * The conversation a direct-message report carries: the reported message and up to 19 before
 * it, oldest first, as they were when reported. Staff read a conversation only this way, and
 * each reading is audited (`reports.conversation_read`).
 */
export const ReportedConversationSchema = z.object({
  reportId: z.uuid(),
  messages: z.array(
    z.object({ id: z.number().int(), senderId: z.uuid(), senderName: z.string(), body: z.string(), time: DateTimeSchema }),
  ),
});
export type ReportedConversation = z.infer<typeof ReportedConversationSchema>;

/**
 * `POST /api/moderation/messages/:id/delete` (role 1+): an optional reason, kept in the audit log.
 */
export const DeleteMessageInputSchema = z.object({
  reason: storableText('The reason', { error: 'The reason must be text.' })
    .trim()
    .max(ModerationLimits.reasonMax, { error: `The reason must be at most ${ModerationLimits.reasonMax} characters.` })
    .optional(),
});

/** Nobody may mute or ban an equal or higher role (docs/operations.md, "Moderation"). */
const OUTRANKED = refusal(403, 'auth.forbidden', 'the player’s role is yours or higher');

/**
 * Moderation calls. Role 1 (moderator) and above: delete a chat message (gone from history and
 * from every open feed: `chat.message_deleted`), mute and unmute, list mutes, list and resolve
 * reports. Role 2 (staff) and above: ban, unban, list bans. Every change is audited
 * (`chat.message_deleted`, `moderation.muted`, `moderation.unmuted`, `moderation.banned`,
 * `moderation.unbanned`, `reports.resolved`). A visitor gets 401, a lower role 403.
 *
 * @example
 * await post(moderationApi.mute.path, { characterId, durationMinutes: 60, reason: 'Spam' });
 * await post(buildPath(moderationApi.deleteMessage.path, { id: 42 }), {});
 */
export const moderationApi = {
  /** A player with a living character reports a message or a character (201). */
  report: endpoint({
    method: 'POST',
    access: 'player',
    path: '/reports',
    body: ReportInputSchema,
    response: z.object({ id: z.uuid() }),
    status: 201,
    errors: refusals('character.none', 'reports.self', 'character.not_found', 'chat.message_not_found', 'reports.duplicate'),
  }),
  reports: endpoint({
    method: 'GET',
    access: 'moderator',
    path: '/moderation/reports',
    query: ReportsQuerySchema,
    response: z.array(ReportSchema),
    errors: [],
  }),
  resolveReport: endpoint({
    method: 'POST',
    access: 'moderator',
    path: '/moderation/reports/:id/resolve',
    params: ReportIdParamsSchema,
    body: ResolveReportInputSchema,
    response: ReportSchema,
    errors: refusals('reports.not_found', 'reports.already_resolved'),
  }),
  /** The conversation attached to a direct-message report (404 for other reports); audited. */
  reportedConversation: endpoint({
    method: 'GET',
    access: 'moderator',
    path: '/moderation/reports/:id/conversation',
    params: ReportIdParamsSchema,
    response: ReportedConversationSchema,
    errors: refusals('reports.no_conversation'),
  }),
  deleteMessage: endpoint({
    method: 'POST',
    access: 'moderator',
    path: '/moderation/messages/:id/delete',
    params: ChatMessageIdParamsSchema,
    body: DeleteMessageInputSchema,
    response: OkSchema,
    errors: refusals('chat.message_not_found'),
  }),
  mutes: endpoint({
    method: 'GET',
    access: 'moderator',
    path: '/moderation/mutes',
    response: z.array(SanctionSchema),
    errors: [],
  }),
  mute: endpoint({
    method: 'POST',
    access: 'moderator',
    path: '/moderation/mutes',
    body: MuteInputSchema,
    response: SanctionSchema,
    status: 201,
    errors: [...refusals('character.not_found'), OUTRANKED],
  }),
  unmute: endpoint({
    method: 'DELETE',
    access: 'moderator',
    path: '/moderation/mutes/:userId',
    params: UserIdParamsSchema,
    response: OkSchema,
    errors: [],
  }),
  bans: endpoint({ method: 'GET', access: 'staff', path: '/moderation/bans', response: z.array(SanctionSchema), errors: [] }),
  ban: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/moderation/bans',
    body: BanInputSchema,
    response: SanctionSchema,
    status: 201,
    errors: [...refusals('character.not_found'), OUTRANKED],
  }),
  unban: endpoint({
    method: 'DELETE',
    access: 'staff',
    path: '/moderation/bans/:userId',
    params: UserIdParamsSchema,
    response: OkSchema,
    errors: [],
  }),
};
