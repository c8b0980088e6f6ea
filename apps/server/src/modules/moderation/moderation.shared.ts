import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { type SessionUser, usersTable } from '../accounts/index.ts';
import type { Actor } from '../admin/index.ts';
import { charactersTable } from '../characters/index.ts';

export type ModDeps = Pick<Deps, 'db' | 'clock'>;

export const actorOf = (s: SessionUser): Actor => ({ userId: s.userId, email: s.email });

/** The account behind a character, with its role; 404 when the character does not exist. */
export async function targetOf(db: Db, characterId: string) {
  const c = charactersTable;
  const [row] = await db
    .select({ userId: c.userId, name: c.name, role: usersTable.role })
    .from(c)
    .innerJoin(usersTable, eq(usersTable.id, c.userId))
    .where(eq(c.id, characterId));
  if (!row) throw notFound('character.not_found', 'No character has this id.');
  return row;
}

/** Staff act only on accounts below their own role (a moderator cannot mute another moderator). */
export function assertOutranks(actor: SessionUser, targetRole: number, what: string): void {
  if (targetRole >= actor.role) throw forbidden(`You cannot ${what} someone with your role or a higher one.`);
}
