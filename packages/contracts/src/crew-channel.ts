import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { ChatMessageSchema, PostChatMessageInputSchema } from './chat.ts';
import { CrewIdParamsSchema } from './crews.ts';
import { endpoint, refusal } from './http.ts';
import { ReportMessageInputSchema } from './messages.ts';
import { DeleteMessageInputSchema } from './moderation.ts';

/**
 * The crew channel (docs/crews.md#crew-channel): members only, the shoutbox's markup, limits
 * and chat mute; new messages reach the members' open pages as the personal message
 * `crews.message_posted`. Its messages and a crew's name and text can be reported.
 */

/** A crew channel message's id in a path. */
export const CrewMessageIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Not a valid message id.' })
    .int({ error: 'Not a valid message id.' })
    .positive({ error: 'Not a valid message id.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Not a valid message id.' }),
});

/**
 * Crew channel calls. 403 `crews.not_member`, `chat.muted` (a chat mute covers the crew
 * channel); 429 `chat.too_fast` (one message a second); reports: 400 `reports.self`, 404 an
 * unknown message, 409 `reports.duplicate`.
 */
export const crewChannelApi = {
  list: endpoint({
    method: 'GET',
    access: 'player',
    path: '/crews/mine/messages',
    errors: [...refusals('character.none'), refusal(403, 'crews.not_member', 'the caller is in no crew')],
    response: z.array(ChatMessageSchema),
  }),
  post: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/messages',
    errors: [
      ...refusals('character.none'),
      refusal(403, 'crews.not_member', 'the caller is in no crew'),
      refusal(403, 'chat.muted', 'a mute covering chat'),
      refusal(429, 'chat.too_fast', 'a second message within a second'),
    ],
    body: PostChatMessageInputSchema,
    response: ChatMessageSchema,
    status: 201,
  }),
  /** Reports a message of the caller's crew channel, with the 19 before it, to the moderators. */
  report: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/mine/messages/:id/report',
    errors: [
      ...refusals('character.none'),
      refusal(403, 'crews.not_member', 'the caller is in no crew'),
      refusal(404, 'crews.no_message', "no message of the caller's crew channel has this id"),
      refusal(400, 'reports.self', "the caller's own message"),
      refusal(409, 'reports.duplicate', 'the caller reported it already'),
    ],
    params: CrewMessageIdParamsSchema,
    body: ReportMessageInputSchema,
    response: z.object({ id: z.uuid() }),
    status: 201,
  }),
  /** Reports a crew's name and text (its leader answers for them) to the moderators. */
  reportText: endpoint({
    method: 'POST',
    access: 'player',
    path: '/crews/:id/report',
    errors: [
      ...refusals('character.none'),
      refusal(404, 'crews.not_found', 'no crew has this id'),
      refusal(400, 'reports.self', "the crew's own leader"),
      refusal(409, 'reports.duplicate', 'the caller reported it already'),
    ],
    params: CrewIdParamsSchema,
    body: ReportMessageInputSchema,
    response: z.object({ id: z.uuid() }),
    status: 201,
  }),
};

/**
 * Moderators (role 1+) delete a crew channel message, as they delete shoutbox messages: gone from
 * the channel, the reason kept in the audit log. 404 an unknown message.
 */
export const crewChannelModerationApi = {
  deleteMessage: endpoint({
    method: 'POST',
    access: 'moderator',
    path: '/moderation/crew-messages/:id/delete',
    params: CrewMessageIdParamsSchema,
    body: DeleteMessageInputSchema,
    response: z.object({ message: z.string() }),
    errors: refusals('crews.no_message'),
  }),
};
