import { z } from 'zod';
import { OwnCharacterSchema } from './characters.ts';
import { DateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';
import { refusals } from './refusal-catalogue.ts';
import { storableText } from './text.ts';

/**
 * The city watch's open question to a flagged character (docs/fair-play.md#the-city-watch): plain
 * text, answered by `dueAt`; until then the character does no deeds.
 */
export const WatchStopSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  dueAt: DateTimeSchema,
});
export type WatchStop = z.infer<typeof WatchStopSchema>;

/** `GET /fair-play/watch`: the open question, or null. */
export const WatchViewSchema = z.object({ stop: WatchStopSchema.nullable() });
export type WatchView = z.infer<typeof WatchViewSchema>;

/**
 * The player's answer.
 *
 * @example
 * ```ts
 * WatchAnswerInputSchema.parse({ answer: 'twelve' });
 * ```
 */
export const WatchAnswerInputSchema = z.object(
  {
    answer: storableText('Your answer', { error: 'Write your answer.' })
      .trim()
      .min(1, { error: 'Write your answer.' })
      .max(40, { error: 'Your answer is at most 40 characters.' }),
  },
  { error: 'Write your answer.' },
);
export type WatchAnswerInput = z.input<typeof WatchAnswerInputSchema>;

/** How the stop ended: let go, or jailed (a wrong answer, or one after the time), with the character as it is now. */
export const WatchAnswerResultSchema = z.object({
  passed: z.boolean(),
  message: z.string(),
  character: OwnCharacterSchema,
});
export type WatchAnswerResult = z.infer<typeof WatchAnswerResultSchema>;

/** The text of the refusal of a deed while the watch waits for an answer. */
export const WATCH_STOPPED_MESSAGE = 'The city watch has stopped you. Answer its question first.';

/**
 * The city watch (docs/fair-play.md#the-city-watch). Both need a living character (403
 * `character.none`). Answering: 404 `fairplay.stop_not_found` (unknown, another's, or already
 * settled), 400 on an empty or too long answer. A deed attempt while a question is open is 409
 * `fairplay.watch_stopped`.
 */
export const watchApi = {
  current: endpoint({
    errors: refusals('character.none'),
    method: 'GET',
    access: 'player',
    path: '/fair-play/watch',
    response: WatchViewSchema,
  }),
  answer: endpoint({
    errors: refusals('character.none', 'fairplay.stop_not_found'),
    method: 'POST',
    access: 'player',
    path: '/fair-play/watch/:id/answer',
    params: z.object({ id: z.uuid({ error: 'Question not found.' }) }),
    body: WatchAnswerInputSchema,
    response: WatchAnswerResultSchema,
  }),
};
