import { DEFAULT_TICKER } from '@tod/game';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { tickerTable } from './ticker.sql.ts';

export const TICKER_ROW_ID = 1;

export async function getTicker(db: Deps['db']): Promise<string> {
  const [row] = await db.select({ text: tickerTable.text }).from(tickerTable).where(eq(tickerTable.id, TICKER_ROW_ID));
  return row?.text ?? DEFAULT_TICKER;
}
