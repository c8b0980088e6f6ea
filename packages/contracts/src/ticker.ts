import { z } from 'zod';
import { endpoint } from './http.ts';

/** Separates ticker items; shown as stars in the header. */
export const TICKER_SEPARATOR = '•';
export const TickerSchema = z.object({ ticker: z.string() });
export type Ticker = z.infer<typeof TickerSchema>;

export const tickerApi = {
  get: endpoint({ method: 'GET', path: '/ticker', response: TickerSchema }),
};
