import { TICKER_UPDATED_EVENT, type Ticker } from '@tod/contracts';
import { DEFAULT_TICKER } from '@tod/game';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { type Actor, recordAudit } from '../admin/index.ts';
import { TICKER_ROW_ID, tickerWithChronicle } from './ticker.service.ts';
import { tickerTable } from './ticker.sql.ts';

/**
 * Saves the ticker text and audits it. `ticker.updated` is queued in the same transaction, so
 * every instance hears it only once the save has committed, and in commit order: after racing
 * saves the last event carries the text that stayed. The live feed passes it on to open pages
 * (chat.feed.ts), which show it at once instead of at their next 5-minute poll.
 */
export async function saveTicker(
  deps: Pick<Deps, 'db' | 'clock' | 'events' | 'config'>,
  actor: Actor,
  text: string,
): Promise<Ticker> {
  const now = deps.clock.now();
  // Open pages show what `GET /ticker` answers: the saved text with the chronicle's headlines.
  const shown = { ticker: await tickerWithChronicle(deps, text) };
  return deps.db.transaction(async (tx) => {
    // Locked so that concurrent saves each audit the text they really replaced.
    const [before] = await tx.select().from(tickerTable).where(eq(tickerTable.id, TICKER_ROW_ID)).for('update');
    const [row] = await tx
      .insert(tickerTable)
      .values({ id: TICKER_ROW_ID, text, updatedAt: now, updatedBy: actor.userId })
      .onConflictDoUpdate({ target: tickerTable.id, set: { text, updatedAt: now, updatedBy: actor.userId } })
      .returning();
    const after = { ticker: row!.text };
    await recordAudit(tx, actor, now, {
      action: 'ticker.updated',
      targetId: 'ticker',
      before: { ticker: before?.text ?? DEFAULT_TICKER },
      after,
    });
    // At most 1,000 characters and a few chronicle lines: well under NOTIFY's 8,000 bytes.
    await deps.events.publishInTransaction(tx, TICKER_UPDATED_EVENT, shown);
    return after;
  });
}
