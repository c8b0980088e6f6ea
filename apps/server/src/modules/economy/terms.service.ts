import { type TermDeposit, type TermMoveResult, type TermState, notEnoughGoldMessage } from '@tod/contracts';
import {
  type TermDays,
  TermDeposits,
  type TermRefusal,
  maxTermPrincipal,
  termDueMs,
  termInterest,
  termRefusal,
  termUnlocked,
} from '@tod/game';
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { nowUnderLock, utcMinute } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { livingCharacterOf, noCharacter } from '../characters/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { termDepositsTable } from './economy.sql.ts';
import { moveGold } from './ledger.service.ts';

type Db = Deps['db'];
type Row = typeof termDepositsTable.$inferSelect;
const td = termDepositsTable;

const view = (r: Row): TermDeposit => ({
  id: r.id,
  days: r.days,
  principal: r.principal,
  interest: r.interest,
  openedAt: r.openedAt.toISOString(),
  dueAt: r.dueAt.toISOString(),
  collectedAt: r.collectedAt ? r.collectedAt.toISOString() : null,
});

/** The longest term the character has collected, in days (0 for none): it unlocks the next. */
async function longestCollected(db: Db, characterId: string): Promise<number> {
  const [row] = await db
    .select({ days: sql<number>`coalesce(max(${td.days}), 0)`.mapWith(Number) })
    .from(td)
    .where(and(eq(td.characterId, characterId), isNotNull(td.collectedAt)));
  return row?.days ?? 0;
}

/** The terms on offer to a character, its running deposit and its last collected ones. */
export async function termState(db: Db, characterId: string, level: number): Promise<TermState> {
  const longest = await longestCollected(db, characterId);
  const rows = await db.select().from(td).where(eq(td.characterId, characterId)).orderBy(desc(td.openedAt), desc(td.id)).limit(6);
  return {
    offers: TermDeposits.terms.map((t) => ({
      days: t.days,
      ratePercent: t.ratePercent,
      unlocked: termUnlocked(t.days, longest),
    })),
    minPrincipal: TermDeposits.minPrincipal,
    maxPrincipal: maxTermPrincipal(level),
    running: (() => {
      const open = rows.find((r) => !r.collectedAt);
      return open ? view(open) : null;
    })(),
    collected: rows
      .filter((r) => r.collectedAt)
      .slice(0, 5)
      .map(view),
  };
}

function refusalError(refusal: TermRefusal): AppError {
  if (refusal.reason === 'locked') {
    return new AppError('bank.term_locked', 403, `Collect a ${refusal.needs}-day term deposit first.`, {
      details: { needs: refusal.needs },
    });
  }
  if (refusal.reason === 'below_min') {
    return new AppError('bank.term_below_min', 400, `A term deposit is at least ${refusal.min} gold.`, {
      details: { min: refusal.min },
    });
  }
  return new AppError('bank.term_above_max', 400, `At your level a term deposit is at most ${refusal.max} gold.`, {
    details: { max: refusal.max },
  });
}

/**
 * Opens a term deposit from the gold on hand, with its return fixed now (the rate shown before).
 * The row is inserted first with ON CONFLICT DO NOTHING against the one-running-term index, so
 * of concurrent openings exactly one goes on; then `moveGold` takes the principal (guarded, so
 * gold that is not there is never locked away). Any refusal rolls both back.
 */
export async function openTerm(
  deps: Deps,
  userId: string,
  input: { days: TermDays; principal: number },
): Promise<Omit<TermMoveResult, 'character'>> {
  const me = (await livingCharacterOf(deps.db, userId))?.row;
  if (!me) throw noCharacter();
  const refused = termRefusal({
    days: input.days,
    principal: input.principal,
    level: me.level,
    longestCollected: await longestCollected(deps.db, me.id),
  });
  if (refused) throw refusalError(refused);
  const interest = termInterest(input.days, input.principal);
  return deps.db.transaction(async (tx: Db) => {
    const now = await nowUnderLock(tx, deps.clock);
    const dueAt = new Date(termDueMs(now.getTime(), input.days, deps.config.gameSpeed));
    const [row] = await tx
      .insert(td)
      .values({ characterId: me.id, days: input.days, principal: input.principal, interest, openedAt: now, dueAt })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('bank.term_running', 'You already have a term deposit running. Collect it when it is due.');
    const gold = await moveGold(tx, {
      characterId: me.id,
      delta: -input.principal,
      kind: 'bank',
      ref: `term deposit ${row.id}, ${input.days} days`,
      at: now,
    });
    if (gold === null) {
      const latest = (await livingCharacterOf(tx, userId))?.row.gold ?? 0;
      throw new AppError('bank.not_enough_gold', 409, notEnoughGoldMessage(input.principal, latest, 'open this term deposit'), {
        details: { price: input.principal, gold: latest },
      });
    }
    return {
      message: `You locked ${input.principal} gold for ${input.days} ${input.days === 1 ? 'day' : 'days'}. It will pay ${interest} gold interest.`,
      term: view(row),
      gold,
    };
  });
}

/**
 * Collects a due term deposit: one guarded UPDATE marks it collected only while it is the
 * caller's, uncollected and due, so it pays exactly once whichever instance or retry asks (no
 * scheduler, nothing to replay after a restart); the principal (ledger `bank`) and the interest
 * (ledger `interest`, gold created) go to the hand in the same transaction. Early withdrawal is
 * refused: a term deposit is locked until it is due.
 */
export async function collectTerm(deps: Deps, userId: string, id: number): Promise<Omit<TermMoveResult, 'character'>> {
  const me = (await livingCharacterOf(deps.db, userId))?.row;
  if (!me) throw noCharacter();
  return deps.db.transaction(async (tx: Db) => {
    const now = await nowUnderLock(tx, deps.clock);
    const [row] = await tx
      .update(td)
      .set({ collectedAt: now })
      .where(and(eq(td.id, id), eq(td.characterId, me.id), isNull(td.collectedAt), lte(td.dueAt, now)))
      .returning();
    if (!row) throw await whyNotCollected(tx, me.id, id);
    await moveGold(tx, {
      characterId: me.id,
      delta: row.principal,
      kind: 'bank',
      ref: `term deposit ${row.id} returned`,
      at: now,
    });
    const gold = await moveGold(tx, {
      characterId: me.id,
      delta: row.interest,
      kind: 'interest',
      ref: `term deposit ${row.id}`,
      at: now,
    });
    if (gold === null) throw noCharacter();
    await record(tx, [
      journalEntries.termCollected({ userId, characterId: me.id, at: now }, row.principal, row.interest, row.days),
    ]);
    return {
      message: `You collected ${row.principal + row.interest} gold: ${row.principal} gold and ${row.interest} gold interest.`,
      term: view(row),
      gold,
    };
  });
}

async function whyNotCollected(tx: Db, characterId: string, id: number): Promise<AppError> {
  const [row] = await tx
    .select()
    .from(td)
    .where(and(eq(td.id, id), eq(td.characterId, characterId)));
  if (!row) return notFound('bank.term_not_found', 'Term deposit not found.');
  if (row.collectedAt) return conflict('bank.term_collected', 'This term deposit was already collected.');
  return new AppError(
    'bank.term_not_due',
    409,
    `This term deposit is locked until ${utcMinute(row.dueAt)}; it cannot be taken out before.`,
    { details: { dueAt: row.dueAt.toISOString() } },
  );
}
