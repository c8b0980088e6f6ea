import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import { EVENTS_PG_CHANNEL } from './events-channel.ts';
import { rowsOf } from './rows.ts';

/**
 * The event the triggers below publish on the events channel; lib/event-catalogue.ts keys its
 * payload schema by this constant, so the catalogue cannot lose it: `u` is the account whose
 * user row or characters changed, or what a character of it has (skills, items, crew and its
 * charter); `all` means something every account's view shows changed (a city was renamed or
 * deleted).
 */
export const ACCOUNT_DATA_CHANGED = 'accounts.data_changed';

/**
 * The event the content triggers below publish: `t` names the table written. The content cache
 * (lib/content-cache.ts) drops what it holds on every one of them.
 */
export const CONTENT_CHANGED = 'content.changed';

/**
 * The event the `rate_limits` trigger below publishes when counters are deleted (an operator,
 * a test, the maintenance prune): a window remembered as spent may have ended early, so the
 * limits module forgets what it remembered (modules/limits/spent-windows.ts).
 */
export const LIMITS_CLEARED = 'limits.cleared';

/**
 * Tables staff edit and every player reads: served from memory (lib/content-cache.ts,
 * docs/decisions/0045-content-cache.md), so every write to them, whoever makes it (staff, the
 * seed, the CLI, a test), must be announced. A table a cached read comes to use goes here.
 */
export const CONTENT_TABLES = ['deeds', 'cities', 'buildings', 'skills', 'items'] as const;

/**
 * Tables of what a character has beyond its own row (skills, items, crew membership), each with
 * a `character_id`: their writes are announced as the owning account's change.
 */
export const KIT_TABLES = ['character_skills', 'character_items', 'crew_members'] as const;

/**
 * Triggers that announce every write to what a signed-in request's actor holds (the account,
 * its sessions and characters, their city's name), whoever writes it: any module, the CLI, a test, staff.
 * "Last seen" alone changes once a minute per player and is not shown in the account view, so
 * it is left out. The session cache uses them (docs/decisions/0027-session-cache-on-postgresql.md). PGlite
 * runs every statement in this process and calls listeners before the writing statement
 * returns; PostgreSQL delivers them at commit, in commit order, to every instance, and the
 * cache waits for a fence (lib/event-fence.ts) before trusting what it holds.
 * Idempotent; runs at every start-up after the migrations.
 */
const STATEMENTS = [
  // Which account changed is read from the row's own column, in a branch per table (PL/pgSQL
  // resolves a field only when it runs). "Last seen" alone is told apart by comparing the rows
  // with it set alike (NEW here is the function's own copy; an AFTER trigger's return value is
  // ignored), not by copying both rows to jsonb. `x` names the writing transaction (ADR 0056).
  `CREATE OR REPLACE FUNCTION tod_account_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account uuid;
BEGIN
  IF TG_TABLE_NAME = 'cities' THEN
    PERFORM pg_notify('${EVENTS_PG_CHANNEL}', json_build_object('c', '${ACCOUNT_DATA_CHANGED}', 'p', json_build_object('all', true))::text);
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'DELETE' THEN account := OLD.id; ELSE account := NEW.id; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    account := OLD.user_id;
  ELSE
    account := NEW.user_id;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'characters' THEN
    NEW.last_seen_at := OLD.last_seen_at;
    IF NEW IS NOT DISTINCT FROM OLD THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('${EVENTS_PG_CHANNEL}', json_build_object('c', '${ACCOUNT_DATA_CHANGED}', 'p', json_build_object(
    'u', account, 'x', pg_current_xact_id()::text))::text);
  RETURN NULL;
END
$$`,
  `CREATE OR REPLACE TRIGGER tod_account_data_changed AFTER INSERT OR UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION tod_account_data_changed()`,
  `CREATE OR REPLACE TRIGGER tod_account_data_changed AFTER INSERT OR UPDATE OR DELETE ON characters
    FOR EACH ROW EXECUTE FUNCTION tod_account_data_changed()`,
  // Sessions ended by a password change, a reset, a ban or a deleted account (accounts/sessions.ts
  // `endSessionsOf`) must stop resolving at once, not when the cache entry would age out.
  `CREATE OR REPLACE TRIGGER tod_account_data_changed AFTER DELETE ON sessions
    FOR EACH ROW EXECUTE FUNCTION tod_account_data_changed()`,
  `CREATE OR REPLACE TRIGGER tod_account_data_changed AFTER UPDATE OR DELETE ON cities
    FOR EACH STATEMENT EXECUTE FUNCTION tod_account_data_changed()`,
  // What a character has beyond its row (skills, items, crew) is announced as its account's
  // change, in the same words as the character's own trigger (the writing transaction's id
  // included): PostgreSQL sends identical notifications of one transaction once, so a deed
  // attempt that wears items and writes the character costs one, and the session cache still
  // knows it as the attempt's own (ADR 0056). The deed list's cache of the player's state listens (modules/deeds).
  `CREATE OR REPLACE FUNCTION tod_character_kit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  SELECT ch.user_id::text INTO owner FROM characters ch
    WHERE ch.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.character_id ELSE NEW.character_id END);
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('${EVENTS_PG_CHANNEL}', json_build_object('c', '${ACCOUNT_DATA_CHANGED}', 'p', json_build_object('u', owner, 'x', pg_current_xact_id()::text))::text);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.character_id IS DISTINCT FROM OLD.character_id THEN
      SELECT ch.user_id::text INTO owner FROM characters ch WHERE ch.id = OLD.character_id;
      IF owner IS NOT NULL THEN
        PERFORM pg_notify('${EVENTS_PG_CHANNEL}', json_build_object('c', '${ACCOUNT_DATA_CHANGED}', 'p', json_build_object('u', owner, 'x', pg_current_xact_id()::text))::text);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END
$$`,
  ...KIT_TABLES.map(
    (table) => `CREATE OR REPLACE TRIGGER tod_character_kit_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
    FOR EACH ROW EXECUTE FUNCTION tod_character_kit_changed()`,
  ),
  // A crew's charter counts in its members' deeds: a change announces each member's account.
  `CREATE OR REPLACE FUNCTION tod_crew_charter_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  FOR owner IN SELECT ch.user_id::text FROM crew_members cm INNER JOIN characters ch ON ch.id = cm.character_id
      WHERE cm.crew_id = NEW.id LOOP
    PERFORM pg_notify('${EVENTS_PG_CHANNEL}', json_build_object('c', '${ACCOUNT_DATA_CHANGED}', 'p', json_build_object('u', owner, 'x', pg_current_xact_id()::text))::text);
  END LOOP;
  RETURN NULL;
END
$$`,
  `CREATE OR REPLACE TRIGGER tod_crew_charter_changed AFTER UPDATE OF charter ON crews
    FOR EACH ROW WHEN (OLD.charter IS DISTINCT FROM NEW.charter) EXECUTE FUNCTION tod_crew_charter_changed()`,
  // One event per statement, not per row: a seed inserting hundreds of deeds empties the cache once.
  `CREATE OR REPLACE FUNCTION tod_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${EVENTS_PG_CHANNEL}', json_build_object('c', '${CONTENT_CHANGED}', 'p', json_build_object('t', TG_TABLE_NAME))::text);
  RETURN NULL;
END
$$`,
  `CREATE OR REPLACE FUNCTION tod_limits_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${EVENTS_PG_CHANNEL}', json_build_object('c', '${LIMITS_CLEARED}', 'p', json_build_object())::text);
  RETURN NULL;
END
$$`,
  `CREATE OR REPLACE TRIGGER tod_limits_cleared AFTER DELETE OR TRUNCATE ON rate_limits
    FOR EACH STATEMENT EXECUTE FUNCTION tod_limits_cleared()`,
  ...CONTENT_TABLES.map(
    (table) => `CREATE OR REPLACE TRIGGER tod_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
    FOR EACH STATEMENT EXECUTE FUNCTION tod_content_changed()`,
  ),
];

/** Marks the installed version, so a restart on an up-to-date database runs one query, not DDL. */
const VERSION = createHash('sha256').update(STATEMENTS.join('\n')).digest('hex').slice(0, 16);

/** Any number: instances starting together take it in turn, so their DDL does not collide. */
const INSTALL_LOCK = 7_160_016;

export async function installChangeNotifications(database: Database): Promise<void> {
  const installedVersion = async (tx: Pick<Db, 'execute'>) => {
    const rows = await rowsOf<{ version: string | null }>(
      tx,
      sql`SELECT obj_description(to_regproc('tod_account_data_changed'), 'pg_proc') AS version`,
    );
    return rows[0]?.version ?? null;
  };
  if ((await installedVersion(database.db)) === VERSION) return;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${INSTALL_LOCK})`);
    if ((await installedVersion(tx)) === VERSION) return;
    for (const statement of STATEMENTS) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(`COMMENT ON FUNCTION tod_account_data_changed() IS '${VERSION}'`));
  });
}
