import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { testSettings } from './kit/settings.ts';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresDatabases } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** Once per run: migrate and seed one template; every test file starts from a copy of it. */
export async function setupDatabase(project: TestProject, dbKind: 'pglite' | 'postgres') {
  const { databaseUrl } = testSettings();
  project.provide('dbKind', dbKind);
  if (dbKind === 'postgres') {
    if (!databaseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
    const prefix = `tod_test_${process.pid}_`;
    const template = `${prefix}template`;
    await buildPostgresTemplate(databaseUrl, template);
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => dropPostgresDatabases(databaseUrl, prefix);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'tod-test-'));
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
