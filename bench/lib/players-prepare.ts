// The accounts of `npm run bench:players`. Thousands of registrations would each hash a password
// (argon2, about 70 ms of CPU, and the server admits about one a second by design), so one
// player registers and makes a character through the API, and its rows are copied in SQL while no
// server runs: every copy has the same password, its own e-mail, character and live session.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { connectPostgres } from '../../apps/server/src/db/client.ts';
import { BENCH_PASSWORD, type GameDatabase, createPlayer, startGameServer } from './game.ts';

export interface PreparedPlayer {
  index: number;
  cookie: string;
  email: string;
}

interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function open(db: GameDatabase): Promise<Sql> {
  if (db.label === 'PostgreSQL') {
    const client = connectPostgres(db.env.DATABASE_URL ?? '', { max: 1 });
    return { query: (text, params) => client.query(text, params), close: () => client.close() };
  }
  const client = await PGlite.create(path.join(db.env.DATA_DIR ?? '', 'pglite'));
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

/** Copies of row `id` of `table`, one per `g` in 1..count, with the columns `set` gives. */
async function copyRows(sql: Sql, table: string, id: string, count: number, set: Record<string, string>): Promise<void> {
  const columns = (
    await sql.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
      [table],
    )
  ).map((c) => c.column_name);
  const values = columns.map((c) => set[c] ?? `t."${c}"`);
  await sql.query(
    `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')})
     SELECT ${values.join(', ')} FROM "${table}" t, generate_series(1, ${count}) g WHERE t.id = $1`,
    [id],
  );
}

/** A version-4-shaped uuid from md5 (the contracts accept only well-formed ones); players-worker.ts makes the same. */
const uuidOf = (prefix: string) => `overlay(overlay(md5('${prefix}-' || g) placing '4' from 13) placing '8' from 17)::uuid`;

/** Session tokens are random in play; here `bench-session-<index>`, only ever on loopback. */
export const sessionTokenOf = (index: number) => `bench-session-${index}`;
export const emailOf = (index: number) => `bench-player-${index}@example.com`;

/**
 * `count` players (indexes 1..count) with a level-1 character in the starting city and a session
 * each. The character ids are `md5('bench-character-<index>')` (players-worker.ts writes to them).
 */
export async function preparePlayersBySql(
  db: GameDatabase,
  count: number,
  env: Record<string, string>,
): Promise<{ players: PreparedPlayer[]; cityId: string }> {
  const first = await startGameServer(db, env);
  let cookieName = '';
  try {
    const cookie = await createPlayer(first.base, 'Template', 0);
    cookieName = cookie.split('=')[0] ?? '';
  } finally {
    await first.stop();
  }
  const sql = await open(db);
  let cityId = '';
  try {
    const [template] = await sql.query<{ user_id: string; character_id: string; city_id: string }>(
      `SELECT u.id AS user_id, c.id AS character_id, c.city_id FROM users u JOIN characters c ON c.user_id = u.id
        WHERE c.name = 'Template'`,
    );
    if (!template) throw new Error('the template player is missing');
    cityId = template.city_id;
    await sql.query('BEGIN');
    await copyRows(sql, 'users', template.user_id, count, {
      id: uuidOf('bench-user'),
      email: `'bench-player-' || g || '@example.com'`,
    });
    await copyRows(sql, 'characters', template.character_id, count, {
      id: uuidOf('bench-character'),
      user_id: uuidOf('bench-user'),
      name: `'Bench' || g`,
      child_code: `'B' || upper(substr(md5('child-' || g), 1, 11))`,
      last_seen_at: 'now()',
    });
    const [session] = await sql.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 LIMIT 1', [template.user_id]);
    if (!session) throw new Error('the template player has no session');
    await copyRows(sql, 'sessions', session.id, count, {
      id: uuidOf('bench-session'),
      user_id: uuidOf('bench-user'),
      token_hash: `encode(sha256(convert_to('bench-session-' || g, 'UTF8')), 'hex')`,
      created_at: 'now()',
      // Used a while ago, as a returning player's session was: its first call marks it used (once a minute).
      last_used_at: "now() - interval '2 minutes'",
    });
    await sql.query('COMMIT');
  } finally {
    await sql.close();
  }
  const players = Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    cookie: `${cookieName}=${sessionTokenOf(i + 1)}`,
    email: emailOf(i + 1),
  }));
  return { players, cityId };
}

export { BENCH_PASSWORD };
