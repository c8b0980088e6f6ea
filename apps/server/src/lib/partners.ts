import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A character's partner as the game actions need it: who to pay a bonus for, who to tell. */
export interface Partner {
  id: string;
  userId: string;
  name: string;
}

/**
 * The port through which game actions below the contacts module (the jailbreak, the deed
 * attempt) ask who a character's partner is (docs/contacts.md, "Partners"): declared here,
 * below the modules, and filled in by app.ts with the contacts module's lookup, so gameplay and
 * deeds need not come after contacts in the module order (the same seam as `ProgressRecorder`,
 * ADR 0034).
 */
export interface PartnerLookup {
  /** The living partner of a character, or null; read in the caller's transaction. */
  partnerOf(tx: Pick<Db, 'select'>, characterId: string): Promise<Partner | null>;
  /**
   * The same as a query piece selecting `(user_id, character_id)` of the living partner (no row
   * without one), for a statement that acts on it in one round trip (the deed attempt).
   */
  partnerSql(characterId: string): SQL;
}

/** A lookup that finds no partner: for an app built without contacts. */
export const noPartners: PartnerLookup = {
  partnerOf: async () => null,
  partnerSql: () => sql`select null::uuid, null::uuid where false`,
};
