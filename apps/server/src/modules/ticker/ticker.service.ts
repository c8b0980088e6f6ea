import { TICKER_SEPARATOR } from '@tod/contracts';
import { DEFAULT_TICKER } from '@tod/game';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { chronicleHeadlines } from '../chronicle/index.ts';
import { tickerTable } from './ticker.sql.ts';

export const TICKER_ROW_ID = 1;

export async function getTicker(db: Deps['db']): Promise<string> {
  const [row] = await db.select({ text: tickerTable.text }).from(tickerTable).where(eq(tickerTable.id, TICKER_ROW_ID));
  return row?.text ?? DEFAULT_TICKER;
}

/**
 * The ticker as players see it: staff's text, then yesterday's chronicle headlines as more
 * items (docs/quests.md, "Daily chronicle"). Staff edit only their own text (Manage Ticker).
 */
export async function tickerWithChronicle(deps: Pick<Deps, 'db' | 'clock' | 'config'>, text?: string): Promise<string> {
  const [own, headlines] = await Promise.all([text ?? getTicker(deps.db), chronicleHeadlines(deps)]);
  return [own, ...headlines].join(` ${TICKER_SEPARATOR} `);
}
