import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { usersTable } from '../../src/modules/accounts/accounts.sql.ts';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import type { TestApp } from '../kit.ts';

/** Exactly the fields anyone signed in may see of a character. */
export const PUBLIC_KEYS = [
  'alignment',
  'bio',
  'createdAt',
  'dead',
  'evil',
  'experience',
  'gold',
  'good',
  'icon',
  'id',
  'inJail',
  'level',
  'location',
  'neutral',
  'username',
].sort();

/** Calls of the characters API, bound to one test app. */
export function characterCalls(t: TestApp) {
  return {
    create: (cookie: string | undefined, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/character/create', cookie, payload }),
    account: async (cookie: string) => (await t.request({ method: 'GET', url: '/api/auth/account', cookie })).json(),
    retire: (cookie: string) => t.request({ method: 'POST', url: '/api/character/retire', cookie }),
    search: (name: string, cookie: string) =>
      t.request({ method: 'GET', url: `/api/character/search?name=${encodeURIComponent(name)}`, cookie }),
    async livingCount(userId: string): Promise<number> {
      const [row] = await t.app.deps.db
        .select({ n: count() })
        .from(charactersTable)
        .where(and(eq(charactersTable.userId, userId), eq(charactersTable.dead, false)));
      return row!.n;
    },
    async userIdOf(email: string): Promise<string> {
      const [row] = await t.app.deps.db.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.email, email));
      return row!.id;
    },
  };
}

/** Letters only, so it can sit inside a name and never matches another test's characters. */
export const token = () =>
  [...randomBytes(6)]
    .map((b) => 'bcdfghjkmnpqrstvwxz'[b % 19])
    .join('')
    .replace(/^./, (ch) => ch.toUpperCase());
