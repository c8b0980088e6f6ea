import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The port through which game actions below the crews module (bail, the jailbreak, travel) say
 * that characters were jailed, freed or moved, so the crews whose group deeds seat them tell
 * their members' open pages at once (docs/crews.md, "Live"): a jailed member blocks a launch
 * until someone frees them. Declared here, below the modules, and filled in by app.ts with the
 * crews module's watch, as `PartnerLookup` is (ADR 0044).
 */
export interface SeatWatch {
  /** Called in the changing transaction; the news is sent only if it commits. */
  changed(tx: Db, characterIds: readonly string[]): Promise<void>;
  /**
   * The same news as a query for a statement that has no round trip to spare (a deed attempt
   * that jails, ADR 0053): selecting its rows queues the NOTIFYs, only where `when` holds. The
   * caller must select from it (PostgreSQL skips a plain CTE nothing reads).
   */
  changedSql(characterId: string, when: SQL): SQL;
}

/** A watch that tells no one: for an app built without crews. */
export const noSeatWatch: SeatWatch = { changed: async () => {}, changedSql: () => sql`select 1 where false` };
