import { type EconomyOverview, economyAdminApi } from '@tod/contracts';
import { utcDay } from '@tod/game';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tsParam } from '../../db/columns.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';

type Db = Deps['db'];
const DAY_MS = 86_400_000;
const n = (v: number | string | null | undefined) => Number(v ?? 0);

/**
 * The staff economy page (docs/economy.md#staff), read from the ledger itself so the two always
 * agree: per UTC day and kind the gold that came into hands (positive lines) and left them
 * (negative lines); the money supply now; the richest characters and the largest lines.
 */
export async function economyOverview(db: Db, now: Date, days: number): Promise<EconomyOverview> {
  const firstDay = utcDay(now.getTime() - (days - 1) * DAY_MS);
  const since = tsParam(new Date(`${firstDay}T00:00:00.000Z`));
  const byKind = await rowsOf<{ day: string; kind: string; created: string | number; destroyed: string | number }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, kind,
        coalesce(sum(delta) filter (where delta > 0), 0) as created,
        coalesce(-sum(delta) filter (where delta < 0), 0) as destroyed
      from gold_ledger where created_at >= ${since}
      group by 1, 2 order by 1 desc, 2`,
  );
  const dayList = Array.from({ length: days }, (_, i) => utcDay(now.getTime() - i * DAY_MS));
  const [supply] = await rowsOf<{ on_hand: string | number; in_bank: string | number; in_terms: string | number }>(
    db,
    sql`select
      (select coalesce(sum(gold), 0) from characters where not dead) as on_hand,
      (select coalesce(sum(balance), 0) from bank_accounts) as in_bank,
      (select coalesce(sum(principal), 0) from term_deposits where collected_at is null) as in_terms`,
  );
  const richest = await rowsOf<{ id: string; name: string; level: number; gold: number; bank: string | number }>(
    db,
    sql`select c.id, c.name, c.level, c.gold, coalesce(b.balance, 0) as bank
      from characters c left join bank_accounts b on b.character_id = c.id
      where not c.dead order by c.gold + coalesce(b.balance, 0) desc, c.name limit 10`,
  );
  const largest = await rowsOf<{
    id: string | number;
    created_at: string;
    character_id: string;
    name: string;
    delta: number;
    kind: string;
    ref: string | null;
  }>(
    db,
    sql`select l.id, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, l.character_id, c.name, l.delta, l.kind, l.ref
      from gold_ledger l join characters c on c.id = l.character_id
      where l.created_at >= ${since} order by abs(l.delta) desc, l.id desc limit 10`,
  );
  return {
    supply: { onHand: n(supply?.on_hand), inBank: n(supply?.in_bank), inTerms: n(supply?.in_terms) },
    days: dayList.map((day) => {
      const kinds = byKind
        .filter((r) => r.day === day)
        .map((r) => ({ kind: r.kind, created: n(r.created), destroyed: n(r.destroyed) }));
      return {
        day,
        created: kinds.reduce((s, k) => s + k.created, 0),
        destroyed: kinds.reduce((s, k) => s + k.destroyed, 0),
        kinds,
      };
    }),
    richest: richest.map((r) => ({ id: r.id, name: r.name, level: n(r.level), gold: n(r.gold), bank: n(r.bank) })),
    largest: largest.map((r) => ({
      id: n(r.id),
      at: r.created_at,
      characterId: r.character_id,
      name: r.name,
      delta: n(r.delta),
      kind: r.kind,
      ref: r.ref,
    })),
  };
}

/** Staff economy routes (role 2+). */
export function economyAdminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, economyAdminApi.overview, ({ query }) => economyOverview(deps.db, deps.clock.now(), query.days));
}
