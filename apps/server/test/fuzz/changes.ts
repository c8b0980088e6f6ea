import type { Database } from '../../src/db/client.ts';

/**
 * Tables a refused request may still write, by design: every write attempt counts against the
 * rate limits, refused or not (packages/contracts/src/limits.ts), a wrong password is
 * counted toward the login lockout, and a signed-in account's 429 answers are counted as a
 * script sign (docs/fair-play.md#script-flags; written every 30 seconds, during whichever request
 * runs then). They get no change trigger.
 */
export const WRITTEN_WHEN_REFUSED = ['rate_limits', 'login_throttles', 'fairplay_refusals'];

/**
 * Puts a row trigger on every other table of the test database that notes each insert, update
 * and delete in `fuzz_changes`. The note is written in the writing transaction, so a write
 * rolled back leaves none: what remains is exactly what a request stored.
 */
export async function watchChanges(database: Database): Promise<void> {
  await database.query('CREATE TABLE fuzz_changes (id serial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL)');
  // "Last seen" alone is written in the background by the presence hub for whoever holds a live
  // connection, whatever request is being checked; on PostgreSQL such a write can land during
  // any request. It is not something a request stores, so it is not noted.
  await database.query(`CREATE FUNCTION fuzz_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'characters'
         AND (to_jsonb(OLD) - 'last_seen_at') = (to_jsonb(NEW) - 'last_seen_at') THEN
        RETURN NULL;
      END IF;
      INSERT INTO fuzz_changes (tbl, op) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`);
  const tables = await database.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'fuzz_changes'`,
  );
  for (const { name } of tables) {
    if (WRITTEN_WHEN_REFUSED.includes(name)) continue;
    await database.query(
      `CREATE TRIGGER fuzz_watch AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_note_change()`,
    );
  }
}

/** The writes noted since the last call (`table op` each), and forgets them. */
export async function takeChanges(database: Database): Promise<string[]> {
  const rows = await database.query<{ tbl: string; op: string }>('DELETE FROM fuzz_changes RETURNING tbl, op');
  return rows.map((r) => `${r.tbl} ${r.op}`);
}
