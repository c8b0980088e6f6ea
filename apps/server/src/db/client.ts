import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
/**
 * The driver-neutral Drizzle handle every service takes. It carries no schema: services name
 * their tables in each query, so db/ needs no knowledge of the modules above it.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Unlisten = () => Promise<void>;

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
  /**
   * PGlite only: its data directory as a gzipped tarball, taken while no query runs (a crash-
   * consistent copy that opens like the original: cli/backup.ts).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const drizzleOptions = { casing: 'snake_case' } as const;

export function wrapPglite(client: PGlite): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, ...drizzleOptions }) as unknown as Db,
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
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
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // Keep timestamps as Date and bigint ids as strings: the same as PGlite gives.
    types: { bigint: postgres.BigInt },
  });
  return {
    kind: 'postgres',
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
