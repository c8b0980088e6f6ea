import type { LedgerKind } from '@tod/contracts';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { tsParam } from '../../db/columns.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../lib/deps.ts';
import { charactersTable, updateCharacters } from '../characters/index.ts';

type Db = Deps['db'];
const c = charactersTable;

export interface GoldMove {
  characterId: string;
  /** Signed whole gold: positive adds, negative takes. */
  delta: number;
  kind: LedgerKind;
  /** What it paid for or came from (a deed's name, a city, a deposit id). */
  ref?: string | null;
  /** The other character of a transfer. */
  counterpartyId?: string | null;
  /** When it happened (the caller's clock); the database's time when left out. */
  at?: Date;
}

function assertWhole(delta: number): void {
  if (!Number.isSafeInteger(delta)) throw new Error(`a gold change must be a whole number, not ${delta}`);
}

const whenOf = (at: Date | undefined): SQL => (at ? tsParam(at) : sql`now()`);

/**
 * Changes one character's gold and writes its ledger line in ONE statement (a data-modifying
 * CTE), inside the caller's transaction: the UPDATE is guarded by `gold + delta >= 0`, so of
 * concurrent takers none overdraws (PostgreSQL re-checks the WHERE on the row version it waited
 * for), and the line exists exactly when the change does. Returns the new balance, or null
 * when the character lacks the gold (or does not exist): then nothing changed, and the caller
 * answers with its own `<m>.not_enough_gold`. A zero delta changes nothing and writes no line.
 */
export async function moveGold(tx: Pick<Db, 'update' | 'execute'>, move: GoldMove): Promise<number | null> {
  assertWhole(move.delta);
  const claim = updateCharacters(tx, 'economy', { gold: sql`${c.gold} + ${move.delta}` })
    .where(and(eq(c.id, move.characterId), sql`${c.gold} + ${move.delta} >= 0`))
    .returning({ id: c.id, gold: c.gold });
  const statement = sql`with moved as (${claim.getSQL()}),
    line as (${ledgerInsert(sql`moved`, move)})
    select gold from moved`;
  const [row] = await rowsOf<{ gold: number | string }>(tx, statement);
  return row ? Number(row.gold) : null;
}

/**
 * The ledger line of a change another statement makes, for a single-statement write that
 * cannot call `moveGold` (the deed attempt, docs/hot-path.md): `claim` names a CTE of that
 * statement that returns the character's `"id"` and new `"gold"`; the line is written only if
 * the claim returned a row, and only for a nonzero delta.
 */
export function goldLedgerFromClaim(claim: SQL, move: Omit<GoldMove, 'characterId'>): SQL {
  assertWhole(move.delta);
  return ledgerInsert(claim, move);
}

function ledgerInsert(from: SQL, move: Omit<GoldMove, 'characterId'>): SQL {
  return sql`insert into gold_ledger (character_id, delta, balance_after, kind, ref, counterparty_id, created_at)
    select f.id, ${move.delta}::int, f.gold, ${move.kind}::text, ${move.ref ?? null}::text,
      ${move.counterpartyId ?? null}::uuid, ${whenOf(move.at)}
    from ${from} f where ${move.delta}::int <> 0
    returning id`;
}
