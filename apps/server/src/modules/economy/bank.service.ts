import { type BankMoveResult, type BankState, notEnoughGoldMessage } from '@tod/contracts';
import { Bank, depositFee } from '@tod/game';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { livingCharacterOf, noCharacter } from '../characters/index.ts';
import { bankAccountsTable } from './economy.sql.ts';
import { moveGold } from './ledger.service.ts';
import { termState } from './terms.service.ts';

type Db = Deps['db'];
const b = bankAccountsTable;

async function living(db: Db, userId: string) {
  const me = await livingCharacterOf(db, userId);
  if (!me) throw noCharacter();
  return me.row;
}

async function balanceOf(db: Db, characterId: string): Promise<number> {
  const [row] = await db.select({ balance: b.balance }).from(b).where(eq(b.characterId, characterId));
  return row?.balance ?? 0;
}

/** The caller's bank balance, gold on hand, the deposit fee and the term deposits, shown before any. */
export async function bankState(deps: Deps, userId: string): Promise<BankState> {
  const me = await living(deps.db, userId);
  return {
    balance: await balanceOf(deps.db, me.id),
    gold: me.gold,
    feeRatePercent: Bank.depositFeeRate * 100,
    minFee: Bank.minFee,
    terms: await termState(deps.db, me.id, me.level),
  };
}

type Move = Omit<BankMoveResult, 'character'>;

/**
 * A deposit: the amount leaves the hand through `moveGold` (one guarded statement, so concurrent
 * deposits never spend gold that is not there), the fee is destroyed, the rest is added to the
 * bank by one atomic upsert; both in one transaction.
 */
export async function deposit(deps: Deps, userId: string, amount: number): Promise<Move> {
  const fee = depositFee(amount);
  if (amount <= fee) {
    throw badRequest('bank.amount_below_fee', `A deposit must be larger than its fee of ${fee} gold.`);
  }
  const me = await living(deps.db, userId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx: Db) => {
    const gold = await moveGold(tx, { characterId: me.id, delta: -amount, kind: 'bank', ref: `deposit, fee ${fee}`, at: now });
    if (gold === null) {
      const latest = await living(tx, userId);
      throw new AppError('bank.not_enough_gold', 409, notEnoughGoldMessage(amount, latest.gold, 'deposit it'), {
        details: { price: amount, gold: latest.gold },
      });
    }
    const [row] = await tx
      .insert(b)
      .values({ characterId: me.id, balance: amount - fee, updatedAt: now })
      .onConflictDoUpdate({ target: b.characterId, set: { balance: sql`${b.balance} + ${amount - fee}`, updatedAt: now } })
      .returning({ balance: b.balance });
    return {
      message: `You deposited ${amount} gold (fee ${fee} gold).`,
      fee,
      balance: row!.balance,
      gold,
    };
  });
}

/**
 * A withdrawal, free: one guarded UPDATE takes the amount from the bank only when the balance
 * covers it (so of concurrent withdrawals none overdraws), then `moveGold` puts it in hand.
 */
export async function withdraw(deps: Deps, userId: string, amount: number): Promise<Move> {
  const me = await living(deps.db, userId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx: Db) => {
    const [row] = await tx
      .update(b)
      .set({ balance: sql`${b.balance} - ${amount}`, updatedAt: now })
      .where(and(eq(b.characterId, me.id), gte(b.balance, amount)))
      .returning({ balance: b.balance });
    if (!row) {
      const balance = await balanceOf(tx, me.id);
      throw new AppError('bank.not_enough_in_bank', 409, `You have ${balance} gold in the bank.`, { details: { balance } });
    }
    const gold = await moveGold(tx, { characterId: me.id, delta: amount, kind: 'bank', ref: 'withdrawal', at: now });
    if (gold === null) throw noCharacter();
    return { message: `You withdrew ${amount} gold.`, fee: 0, balance: row.balance, gold };
  });
}
