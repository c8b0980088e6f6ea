import { z } from 'zod';
import { storableText, groupThousands } from './text.ts';
import { endpoint } from './http.ts';

/** Separates ticker items; shown as stars in the header. */
export const TICKER_SEPARATOR = '•';
export const TickerSchema = z.object({ ticker: z.string() });
export type Ticker = z.infer<typeof TickerSchema>;

export const tickerApi = {
  get: endpoint({ method: 'GET', access: 'visitor', path: '/ticker', response: TickerSchema, errors: [] }),
};

/** Longest ticker text staff may save (it scrolls in the header; keep it short). */
export const TICKER_MAX_CHARS = 1000;

/**
 * `POST /api/ticker` (staff): the new ticker text, trimmed; sections separated by
 * {@link TICKER_SEPARATOR}.
 *
 * @example
 * TickerInputSchema.parse({ ticker: 'Welcome! • Double XP this weekend' });
 */
export const TickerInputSchema = z.object({
  ticker: storableText('Ticker text', { error: 'Ticker text is required.' })
    .trim()
    .min(1, { error: 'Ticker text is required.' })
    .max(TICKER_MAX_CHARS, { error: `Ticker text must be at most ${groupThousands(TICKER_MAX_CHARS)} characters.` }),
});
export type TickerInput = z.input<typeof TickerInputSchema>;

/**
 * The event published (after commit) when staff save the ticker; its payload is a {@link Ticker}.
 * The live feed (`GET /api/shoutbox/feed`) passes it on to every open page as a named event with
 * no `id:` line, so the header shows the new text without waiting for its 5-minute read.
 *
 * @example
 * ```ts
 * source.addEventListener(TICKER_UPDATED_EVENT, (e) => show(TickerSchema.parse(JSON.parse((e as MessageEvent).data))));
 * ```
 */
export const TICKER_UPDATED_EVENT = 'ticker.updated';

/**
 * Staff ticker call (role 2; audited). Answers the saved ticker.
 *
 * @example
 * await post(tickerAdminApi.update.path, { ticker: 'Welcome! • New city: Emberpeak' });
 */
export const tickerAdminApi = {
  update: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/ticker',
    body: TickerInputSchema,
    response: TickerSchema,
    errors: [],
  }),
};
