import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowedWriterNames, foreignWrites, tableWrites, type WriteException } from './table-writes.ts';

// A module writes only the tables it owns (its `<m>.sql.ts`), and `characters` outside the
// characters module only through `updateCharacters` under its own writer name
// (docs/decisions/0031-module-order-and-table-ownership.md). The check runs on a fixture tree
// first, to prove it finds each kind of write, then on the real server.

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every write a module or floor may make to a table it does not own, and why. The one list. */
const EXCEPTIONS: readonly WriteException[] = [
  {
    writer: 'seed',
    tables: [
      'cities',
      'buildings',
      'deeds',
      'skills',
      'items',
      'announcements',
      'features',
      'roadmap_phases',
      'ticker',
      'content_packs',
      'quest_templates',
      'quest_chain_defs',
    ],
    reason:
      'The content pack is applied once per database by src/seed/, which sits above every module and writes their content tables and its own record in db/seed.sql.ts (ADR 0023).',
  },
];

const files: Record<string, string> = {
  'apps/server/src/db/seed.sql.ts': "export const contentPacksTable = pgTable('content_packs', {});\n",
  'apps/server/src/modules/world/world.sql.ts':
    "export const citiesTable = pgTable(\n  'cities',\n  {},\n);\nexport const buildingsTable = pgTable('buildings', {});\n",
  'apps/server/src/modules/characters/characters.sql.ts': "export const charactersTable = pgTable('characters', {});\n",
  'apps/server/src/modules/world/world.service.ts': [
    'const c = citiesTable;',
    'type Place = typeof citiesTable | typeof buildingsTable;',
    'export const own = (db, t: Place) => [db.insert(c).values({}), db.delete(t), db.update(buildingsTable)];',
    'export const read = (db) => db.select().from(charactersTable);',
    '',
  ].join('\n'),
  'apps/server/src/modules/deeds/deeds.service.ts': [
    "import { charactersTable as ch } from '../characters/characters.sql.ts';",
    '// update characters set gold = 0 (a comment is not a write)',
    'const seen = new Map();',
    'export const a = (db, key) => [seen.delete(key), db.update(ch).set({ gold: 0 })];',
    'export const b = (db) => db.execute(sql`delete from cities where true`);',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source holds a template literal
    'export const c = (db) => db.execute(sql`UPDATE ${buildingsTable} SET name = 1`);',
    "export const d = (db) => updateCharacters(db, 'deeds', {});",
    "export const e = (db) => updateCharacters(db, 'gameplay.travel', {});",
    '',
  ].join('\n'),
  'apps/server/src/modules/world/cities.admin.service.ts': [
    "const route = '/api/*';",
    'export const w = (db) => db.insert(buildingsTable); /* the string above opened no comment */',
    "const site = 'https://example.org'; // update cities: prose, not a write",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source holds a template literal
    'export const n = (db) => sql`${sql`${db.delete(citiesTable)}`} // still SQL text: delete from buildings`;',
    '',
  ].join('\n'),
  'apps/server/src/modules/home/home.admin.service.ts':
    'export const f = (deps) => deleteAudited(deps, actor, { table: citiesTable, id: 1 });\n',
  'apps/server/src/seed/seed.ts': 'export const s = (db) => [db.insert(citiesTable), db.insert(contentPacksTable)];\n',
  'apps/server/src/cli/commands.ts': 'export const k = (db) => db.insert(buildingsTable);\n',
  'apps/server/src/modules/world/world.service.test.ts': 'export const t = (db) => db.insert(charactersTable);\n',
};

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tod-table-writes-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const described = (writes: { file: string; line: number; writer: string; table?: string }[]) =>
  writes.map((w) => `${w.file}:${w.line} ${w.writer}${w.table ? ` -> ${w.table}` : ''}`).sort();

describe('the table ownership check, on a fixture', () => {
  it('finds builder calls, aliases, typed values, raw SQL by name or interpolated table, and staff-change tables', () => {
    expect(described(tableWrites(dir))).toEqual([
      'apps/server/src/cli/commands.ts:1 cli -> buildings',
      'apps/server/src/modules/deeds/deeds.service.ts:4 deeds -> characters',
      'apps/server/src/modules/deeds/deeds.service.ts:5 deeds -> cities',
      'apps/server/src/modules/deeds/deeds.service.ts:6 deeds -> buildings',
      'apps/server/src/modules/home/home.admin.service.ts:1 home -> cities',
      'apps/server/src/modules/world/cities.admin.service.ts:2 world -> buildings',
      'apps/server/src/modules/world/cities.admin.service.ts:4 world -> buildings',
      'apps/server/src/modules/world/cities.admin.service.ts:4 world -> cities',
      'apps/server/src/modules/world/world.service.ts:3 world -> buildings',
      'apps/server/src/modules/world/world.service.ts:3 world -> buildings',
      'apps/server/src/modules/world/world.service.ts:3 world -> cities',
      'apps/server/src/modules/world/world.service.ts:3 world -> cities',
      'apps/server/src/seed/seed.ts:1 seed -> cities',
      'apps/server/src/seed/seed.ts:1 seed -> content_packs',
    ]);
  });

  it("fails each write of another module's table unless an exception lists it", () => {
    expect(described(foreignWrites(tableWrites(dir), EXCEPTIONS))).toEqual([
      'apps/server/src/cli/commands.ts:1 cli -> buildings',
      'apps/server/src/modules/deeds/deeds.service.ts:4 deeds -> characters',
      'apps/server/src/modules/deeds/deeds.service.ts:5 deeds -> cities',
      'apps/server/src/modules/deeds/deeds.service.ts:6 deeds -> buildings',
      'apps/server/src/modules/home/home.admin.service.ts:1 home -> cities',
    ]);
  });

  it('fails a characters writer named after another module', () => {
    expect(described(borrowedWriterNames(dir))).toEqual(['apps/server/src/modules/deeds/deeds.service.ts:8 gameplay.travel']);
  });
});

describe('the server', () => {
  it('writes each table only from the module that owns it, or with a listed exception', () => {
    expect(foreignWrites(tableWrites(repo), EXCEPTIONS)).toEqual([]);
  });

  it('names each characters writer after the module that calls updateCharacters', () => {
    expect(borrowedWriterNames(repo)).toEqual([]);
  });

  it('lists no exception that nothing needs', () => {
    const writes = tableWrites(repo);
    for (const exception of EXCEPTIONS) {
      for (const table of exception.tables) {
        expect(
          writes.some((w) => w.writer === exception.writer && w.table === table),
          `${exception.writer} -> ${table}`,
        ).toBe(true);
      }
    }
  });
});
