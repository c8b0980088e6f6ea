import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Finds every write to a table in the server's source and who makes it, so that
// tooling/table-writes.test.ts can hold each module to the tables it owns
// (docs/decisions/0031-module-order-and-table-ownership.md). dependency-cruiser sees imports,
// not writes: reading another module's table is allowed, writing it is not.
//
// It reads the source as text. A table is owned by the module (or floor) whose `*.sql.ts`
// declares it with `pgTable('name', ...)`. A write is a query-builder call
// `.insert(x)`, `.update(x)` or `.delete(x)` whose argument is a table, an alias of one
// (`const c = charactersTable`) or a value typed as one (`t: typeof bansTable`, or a type that
// is a union of those); raw SQL `insert into t`, `update t`, `delete from t` by name or by
// `${table}`; and the staff-change helpers (`updateAudited`, `deleteAudited`), whose
// `table:` property names the table their caller writes. An argument that is none of these
// (a Map's `delete(key)`, a hash's `update(text)`) is not a table and is skipped.

export interface TableWrite {
  /** Path from the repository root. */
  file: string;
  line: number;
  /** The module (or floor, such as `seed`) the writing file belongs to. */
  writer: string;
  table: string;
  owner: string;
}

/** A writer allowed to write a table it does not own, with the reason. */
export interface WriteException {
  writer: string;
  tables: readonly string[];
  reason: string;
}

const SERVER_SRC = 'apps/server/src';
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)/gi;
const BUILDER_WRITE = /\.(insert|update|delete)\(\s*(\w+)\s*[,)]/g;
const HELPER_TABLE = /\btable:\s*(\w+)/g;
const WRITER_NAME = /\bupdateCharacters\(\s*\w+\s*,\s*'([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `modules/<m>/...` belongs to module m; anything else to its floor (`seed/...` to seed, `app.ts` to app). */
export function ownerOf(pathFromSrc: string): string {
  const parts = pathFromSrc.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  return parts[0]!.replace(/\.ts$/, '');
}

/**
 * Blanks comments but keeps every line, so line numbers stay right and prose is not read as
 * SQL. Strings and template literals (with their `${}` code, nested to any depth) are kept
 * whole, so `'/api/*'` or `'https://'` starts no comment.
 */
export function withoutComments(text: string): string {
  let out = '';
  let i = 0;
  /** One entry per open template (`template`) or `${}` in one (its count of open braces). */
  const nesting: (number | 'template')[] = [];
  const blank = (end: number) => {
    out += text.slice(i, end).replace(/[^\n]/g, ' ');
    i = end;
  };
  const keep = (end: number) => {
    out += text.slice(i, end);
    i = end;
  };
  while (i < text.length) {
    const ch = text[i]!;
    const next = text[i + 1];
    const top = nesting.at(-1);
    if (top === 'template') {
      if (ch === '\\') keep(i + 2);
      else if (ch === '`') {
        nesting.pop();
        keep(i + 1);
      } else if (ch === '$' && next === '{') {
        nesting.push(0);
        keep(i + 2);
      } else keep(i + 1);
      continue;
    }
    if (ch === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      blank(end === -1 ? text.length : end);
    } else if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      blank(end === -1 ? text.length : end + 2);
    } else if (ch === "'" || ch === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== ch && text[end] !== '\n') end += text[end] === '\\' ? 2 : 1;
      keep(end + 1);
    } else if (ch === '`') {
      nesting.push('template');
      keep(i + 1);
    } else if (ch === '}' && top === 0) {
      nesting.pop();
      keep(i + 1);
    } else {
      if (typeof top === 'number' && (ch === '{' || ch === '}')) nesting[nesting.length - 1] = top + (ch === '{' ? 1 : -1);
      keep(i + 1);
    }
  }
  return out;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

interface Table {
  name: string;
  owner: string;
}

/** Every table declared in a `*.sql.ts` file: its variable, its SQL name, its owner. */
function declaredTables(root: string, files: string[]): Map<string, Table> {
  const tables = new Map<string, Table>();
  for (const file of files.filter((f) => f.endsWith('.sql.ts'))) {
    const text = readFileSync(file, 'utf8');
    const owner = ownerOf(relative(join(root, SERVER_SRC), file));
    for (const m of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*'([^']+)'/g)) {
      tables.set(m[1]!, { name: m[2]!, owner });
    }
  }
  return tables;
}

/** What each identifier in one file stands for: the tables it may be. */
function tableNames(text: string, tables: Map<string, Table>): Map<string, Table[]> {
  const names = new Map<string, Table[]>();
  for (const [variable, table] of tables) names.set(variable, [table]);
  const unions = new Map<string, Table[]>();
  for (const m of text.matchAll(/\btype\s+(\w+)\s*=\s*((?:typeof\s+\w+\s*\|?\s*)+);/g)) {
    const members = [...m[2]!.matchAll(/typeof\s+(\w+)/g)].flatMap((t) => names.get(t[1]!) ?? []);
    if (members.length > 0) unions.set(m[1]!, members);
  }
  for (const m of text.matchAll(/\b(\w+Table)\s+as\s+(\w+)/g)) {
    const table = names.get(m[1]!);
    if (table) names.set(m[2]!, table);
  }
  for (const m of text.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*(\w+)\s*;/g)) {
    const table = names.get(m[2]!);
    if (table) names.set(m[1]!, table);
  }
  for (const m of text.matchAll(/\b(\w+)\s*:\s*(?:typeof\s+(\w+)|(\w+))\s*[,)=;]/g)) {
    const table = m[2] ? names.get(m[2]) : unions.get(m[3]!);
    if (table) names.set(m[1]!, table);
  }
  return names;
}

/** Every table write in the server's source under `root` (a repository, or a fixture laid out like one). */
export function tableWrites(root: string): TableWrite[] {
  const src = join(root, SERVER_SRC);
  const files = sourceFiles(src);
  const tables = declaredTables(root, files);
  const byName = new Map([...tables.values()].map((t) => [t.name, [t]]));
  const writes: TableWrite[] = [];
  for (const file of files) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    const names = tableNames(text, tables);
    const writer = ownerOf(relative(src, file));
    const add = (index: number, found: Table[] | undefined) => {
      for (const table of found ?? []) {
        writes.push({ file: relative(root, file), line: lineAt(text, index), writer, table: table.name, owner: table.owner });
      }
    };
    for (const m of text.matchAll(BUILDER_WRITE)) add(m.index, names.get(m[2]!));
    for (const m of text.matchAll(SQL_WRITE)) add(m.index, m[2] ? names.get(m[2]) : byName.get(m[3]!));
    if (/\b(updateAudited|deleteAudited)\(/.test(text)) {
      for (const m of text.matchAll(HELPER_TABLE)) add(m.index, names.get(m[1]!));
    }
  }
  return writes;
}

/** Writes of a table by a module (or floor) that does not own it and has no listed exception. */
export function foreignWrites(writes: TableWrite[], exceptions: readonly WriteException[]): TableWrite[] {
  return writes.filter(
    (w) => w.writer !== w.owner && !exceptions.some((e) => e.writer === w.writer && e.tables.includes(w.table)),
  );
}

/**
 * Each `updateCharacters(db, '<writer>', ...)` call whose writer is not named after the calling
 * module (`<module>` or `<module>.<action>`): a module changes characters only as itself.
 */
export function borrowedWriterNames(root: string): { file: string; line: number; writer: string }[] {
  const src = join(root, SERVER_SRC);
  return sourceFiles(src).flatMap((file) => {
    const module = ownerOf(relative(src, file));
    const text = withoutComments(readFileSync(file, 'utf8'));
    return [...text.matchAll(WRITER_NAME)]
      .filter((m) => m[1] !== module && !m[1]!.startsWith(`${module}.`))
      .map((m) => ({ file: relative(root, file), line: lineAt(text, m.index), writer: m[1]! }));
  });
}
