import type { Db } from '../../db/client.ts';
import { crewLogTable } from './crews.sql.ts';

/** Kinds of crew log lines. */
export type CrewLogKind =
  | 'founded'
  | 'joined'
  | 'left'
  | 'removed'
  | 'invited'
  | 'applied'
  | 'rank'
  | 'permissions'
  | 'text'
  | 'deposit'
  | 'withdraw'
  | 'seat'
  | 'renamed'
  | 'leader'
  | 'group_deed';

/** Writes one crew log line in the caller's transaction. */
export async function logCrew(
  tx: Db,
  line: { crewId: string; at: Date; kind: CrewLogKind; actorId: string | null; amount?: number | null; text: string },
): Promise<void> {
  await tx.insert(crewLogTable).values({ ...line, amount: line.amount ?? null });
}
