import type { Db } from './client.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement prepared once per database handle and reused: Drizzle otherwise builds the SQL
 * text of a query on every call, about a third of a cheap call's CPU on the hot path. `build`
 * must end in `.prepare(name)` with the name it is given, and take its values through
 * `sql.placeholder`.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    byName.set(name, statement);
  }
  return statement;
}
