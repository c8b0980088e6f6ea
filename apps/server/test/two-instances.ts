import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createTestApp, dbKind, freshDatabase, secondConnection, type TestApp } from './kit.ts';

export type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  databaseA: Database;
  databaseB: Database;
}

/**
 * Two server instances on one PostgreSQL database, each with its own connections, made before
 * the file's tests (after any `beforeAll` registered earlier) and closed after them. On PGlite
 * one database belongs to one process, so vitest.config.ts runs these files in the PostgreSQL
 * project only. Its fields are filled in once the hook has run.
 */
export function useTwoInstances(options: TestAppOptions = {}): TwoInstances {
  if (dbKind !== 'postgres') throw new Error('multi-instance tests need the server-postgres project');
  const two = {} as TwoInstances;
  beforeAll(async () => {
    two.databaseA = await freshDatabase();
    two.databaseB = secondConnection(two.databaseA);
    two.a = await createTestApp({ ...options, database: two.databaseA });
    two.b = await createTestApp({ ...options, database: two.databaseB });
  });
  afterAll(async () => {
    await two.a?.close();
    await two.b?.close();
    await two.databaseA?.close();
    await two.databaseB?.close();
  });
  return two;
}
