import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { preparingPglite } from './pglite-prepared.ts';
/**
 * The driver-neutral Drizzle handle every service takes. It carries no schema: services name
 * their tables in each query, so db/ needs no knowledge of the modules above it.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Unlisten = () => Promise<void>;

/** Told how long each statement or transaction took (lib/metrics.ts turns it into `/metrics`). */
export interface DbObserver {
  statement(seconds: number, failed: boolean): void;
  transaction(seconds: number, failed: boolean): void;
}

/**
 * What the driver is doing now. `busy` counts statements run outside a transaction plus open
 * transactions: on PostgreSQL each holds one of the pool's `poolSize` connections while it runs.
 */
export interface DbStats {
  readonly poolSize: number;
  busy: number;
}

/** One database, whichever engine: the query handle plus the NOTIFY/LISTEN port. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs raw SQL and returns its rows (both drivers shaped alike). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * `onReconnect` runs each time the listening connection is back after a drop: notifications
   * sent meanwhile are lost. PGlite never drops.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `fn` while this process holds the PostgreSQL advisory lock `key`, waiting for any other
   * holder (db/schema-lock.ts). On PGlite it just runs `fn`: one process owns the database.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  readonly stats: DbStats;
  /**
   * Times every statement outside a transaction and every transaction as a whole from now on
   * (statements inside a transaction are part of its time). Off until called: a server without
   * metrics pays nothing.
   */
  observe(observer: DbObserver): void;
  /**
   * PGlite only: its data directory as a gzipped tarball, taken while no query runs (a crash-
   * consistent copy that opens like the original: cli/backup.ts).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const drizzleOptions = { casing: 'snake_case' } as const;

/**
 * Wraps `owner[name]` (a driver's query or transaction method) so each call is timed once it is
 * observed. `settled` attaches to what the call returns without changing it: postgres.js gives
 * a lazy query whose `.values()` the caller may still set, so the wrapper returns it untouched.
 */
function timeMethod<K extends string>(
  owner: Record<K, (...args: never[]) => PromiseLike<unknown>>,
  name: K,
  stats: DbStats,
  report: (seconds: number, failed: boolean) => void,
): void {
  const original = owner[name].bind(owner) as (...args: unknown[]) => PromiseLike<unknown>;
  owner[name] = ((...args: unknown[]) => {
    const result = original(...args);
    const startedAt = performance.now();
    stats.busy += 1;
    const done = (failed: boolean) => {
      stats.busy -= 1;
      report((performance.now() - startedAt) / 1000, failed);
    };
    result.then(
      () => done(false),
      () => done(true),
    );
    return result;
  }) as never;
}

export function wrapPglite(client: PGlite): Database {
  const stats: DbStats = { poolSize: 1, busy: 0 };
  // Statements run again are prepared once (ADR 0056); `observe` times the client underneath.
  const prepared = preparingPglite(client);
  return {
    kind: 'pglite',
    stats,
    observe(observer) {
      const methods = client as unknown as Record<'query' | 'exec' | 'transaction', () => Promise<unknown>>;
      timeMethod(methods, 'query', stats, observer.statement);
      timeMethod(methods, 'exec', stats, observer.statement);
      timeMethod(methods, 'transaction', stats, observer.transaction);
    },
    db: drizzlePglite({ client: prepared, ...drizzleOptions }) as unknown as Db,
    async query<T>(text: string, params: unknown[] = []) {
      return (await prepared.query<T>(text, params)).rows;
    },
    async listen(channel, onPayload) {
      return client.listen(channel, onPayload);
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    withAdvisoryLock: (_key, fn) => fn(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

export function connectPostgres(url: string, options: { max?: number } = {}): Database {
  const stats: DbStats = { poolSize: options.max ?? 10, busy: 0 };
  const sql = postgres(url, {
    max: stats.poolSize,
    onnotice: () => {},
    // Keep timestamps as Date and bigint ids as strings: the same as PGlite gives.
    types: { bigint: postgres.BigInt },
  });
  return {
    kind: 'postgres',
    stats,
    observe(observer) {
      // Drizzle calls `unsafe` for a statement and `begin` for a transaction on this object;
      // a transaction's own statements go through the transaction's client, untimed.
      const methods = sql as unknown as Record<'unsafe' | 'begin', () => Promise<unknown>>;
      timeMethod(methods, 'unsafe', stats, observer.statement);
      timeMethod(methods, 'begin', stats, observer.transaction);
    },
    db: drizzlePostgres({ client: sql, ...drizzleOptions }) as unknown as Db,
    async query<T>(text: string, params: unknown[] = []) {
      return (await sql.unsafe(text, params as never[])) as unknown as T[];
    },
    async listen(channel, onPayload, onReconnect) {
      // postgres.js keeps one dedicated LISTEN connection and re-subscribes after a reconnect;
      // its `onlisten` runs on the first LISTEN and after every reconnection.
      let listens = 0;
      const sub = await sql.listen(channel, onPayload, () => {
        listens += 1;
        if (listens > 1) onReconnect?.();
      });
      return () => sub.unlisten();
    },
    async notify(channel, payload) {
      await sql.notify(channel, payload);
    },
    async withAdvisoryLock(key, fn) {
      // A session lock lives on one connection: that one is held apart from the pool for the
      // whole of `fn`, whose queries run on the others (so the pool needs two connections or
      // more; every caller's has ten). A process that dies loses its
      // connection, and PostgreSQL releases the lock with it.
      const held = await sql.reserve();
      try {
        await held`SELECT pg_advisory_lock(${key}::bigint)`;
        try {
          return await fn();
        } finally {
          await held`SELECT pg_advisory_unlock(${key}::bigint)`;
        }
      } finally {
        held.release();
      }
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
