import type { PGlite, QueryOptions } from '@electric-sql/pglite';

/** A statement text is prepared the second time it is run: one-off statements never are. */
const PREPARE_ON_USE = 2;
/** Prepared statements kept at most; past it, new texts run as before. */
const MAX_PREPARED = 500;
/** Texts counted at most while waiting for their second use; the count restarts past it. */
const MAX_COUNTED = 5_000;

/** Statements worth keeping a plan for: data statements, not session or transaction commands. */
const DATA_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

type Serialize = ((value: unknown) => string) | undefined;
interface Prepared {
  name: string;
  serializers: Serialize[];
}

/** A value as a quoted SQL literal (standard_conforming_strings is on: only quotes are doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * PGlite's `query` parses, analyses and plans its text on every call (it uses the unnamed
 * statement), and the hot statements are large (the deed attempt's write is a dozen CTEs): the
 * parse and the plan cost more CPU than running it (docs/decisions/0056-deed-attempt-keeps-its-session.md).
 * This client prepares a data statement the second time its text is run (SQL `PREPARE`, with
 * the parameter types PGlite's own `describeQuery` finds) and from then on runs `EXECUTE` with
 * each value serialised exactly as `query` would send it, as a literal of that type. PostgreSQL
 * keeps the parsed statement and, once a generic plan is as cheap as a custom one, the plan; a
 * change to a table the statement reads makes it re-plan, as for any prepared statement.
 * Transactions (`transaction`, `exec`) are left as they are. A text PostgreSQL will not prepare
 * (a parameter of unknown type, an error) is run as before, every time.
 */
export function preparingPglite(client: PGlite): PGlite {
  const uses = new Map<string, number>();
  const statements = new Map<string, Promise<Prepared | null>>();
  let serial = 0;

  const prepare = async (text: string): Promise<Prepared | null> => {
    try {
      const described = await client.describeQuery(text);
      serial += 1;
      const name = `tod_prepared_${serial}`;
      await client.query(`PREPARE ${name} AS ${text}`);
      return { name, serializers: described.queryParams.map((p) => p.serializer as Serialize) };
    } catch {
      return null;
    }
  };

  const statementFor = (text: string): Promise<Prepared | null> | null => {
    const known = statements.get(text);
    if (known) return known;
    if (statements.size >= MAX_PREPARED || !DATA_STATEMENT.test(text)) return null;
    const count = (uses.get(text) ?? 0) + 1;
    if (count < PREPARE_ON_USE) {
      if (uses.size >= MAX_COUNTED) uses.clear();
      uses.set(text, count);
      return null;
    }
    uses.delete(text);
    const prepared = prepare(text);
    statements.set(text, prepared);
    return prepared;
  };

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    const pending = options?.paramTypes || options?.serializers || options?.blob ? null : statementFor(text);
    const prepared = pending ? await pending : null;
    if (!prepared || prepared.serializers.length !== params.length) return client.query<T>(text, params, options);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return 'NULL';
      const serialize = prepared.serializers[i];
      return literal(serialize ? serialize(value) : String(value));
    });
    const call = values.length > 0 ? `EXECUTE ${prepared.name}(${values.join(', ')})` : `EXECUTE ${prepared.name}`;
    return client.query<T>(call, [], options);
  }

  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      const value = Reflect.get(target, prop, target);
      // PGlite keeps private fields: its methods must run on the client itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
