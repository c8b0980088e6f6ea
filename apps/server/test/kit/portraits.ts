import { eq } from 'drizzle-orm';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import type { TestApp } from '../kit.ts';

/** The portrait a character's row names, read from the database rather than through the API. */
export async function iconOf(t: TestApp, characterId: string): Promise<string | null> {
  const [row] = await t.app.deps.db
    .select({ icon: charactersTable.icon })
    .from(charactersTable)
    .where(eq(charactersTable.id, characterId));
  return row!.icon;
}
