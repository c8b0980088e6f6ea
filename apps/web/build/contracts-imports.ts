import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const BARREL = '@tod/contracts';
const INDEX_MODULE = '\0tod-contracts-index';

/** Where each name the contracts' index exports is declared: a module file, or the index itself. */
export interface ExportTable {
  /** Name → absolute path of the module that declares it. */
  modules: Map<string, string>;
  /** Declarations of the index itself (`export const API_BASE = '/api';`), by name. */
  own: Map<string, string>;
}

const DECLARED =
  /^export\s+(?:declare\s+)?(?:const|let|function\*?|class|enum|type|interface|async\s+function)\s+([A-Za-z_$][\w$]*)/gm;

/**
 * Reads the index (`export * from './x.ts'` lines and its own one-line constants) and the names
 * each listed module declares.
 */
export function readExportTable(srcDir: string): ExportTable {
  const index = readFileSync(path.join(srcDir, 'index.ts'), 'utf8');
  const modules = new Map<string, string>();
  const files = new Set(readdirSync(srcDir));
  for (const match of index.matchAll(/^export \* from '\.\/([\w.-]+)';$/gm)) {
    const file = match[1] ?? '';
    if (!files.has(file)) continue;
    const full = path.join(srcDir, file);
    for (const declared of readFileSync(full, 'utf8').matchAll(DECLARED)) modules.set(declared[1] ?? '', full);
  }
  const own = new Map<string, string>();
  for (const match of index.matchAll(/^export const ([A-Za-z_$][\w$]*) = ('[^'\n]*'|-?\d[\d_.]*|true|false);$/gm)) {
    own.set(match[1] ?? '', match[0]);
  }
  return { modules, own };
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@tod\/contracts';/g;

/**
 * Rewrites `import { a, type B, c } from '@tod/contracts'` into imports from the modules that
 * declare `a` and `c`. Returns null when nothing changes. A name the table does not know keeps
 * the index import, so an unusual export is slower to load, never broken.
 */
export function rewriteContractsImports(code: string, table: ExportTable): string | null {
  if (!code.includes(BARREL)) return null;
  let changed = false;
  const next = code.replace(IMPORT, (whole, typeOnly: string | undefined, list: string) => {
    if (typeOnly) return whole;
    const byModule = new Map<string, string[]>();
    const kept: string[] = [];
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      // Type-only names vanish when TypeScript is stripped; they stay on the index import.
      if (spec.startsWith('type ')) {
        kept.push(spec);
        continue;
      }
      const name = spec.split(/\s+as\s+/)[0]?.trim() ?? spec;
      const target = table.modules.get(name) ?? (table.own.has(name) ? INDEX_MODULE : undefined);
      if (!target) {
        kept.push(spec);
        continue;
      }
      byModule.set(target, [...(byModule.get(target) ?? []), spec]);
    }
    if (byModule.size === 0) return whole;
    changed = true;
    const lines = [...byModule].map(([file, specs]) => `import { ${specs.join(', ')} } from ${JSON.stringify(file)};`);
    if (kept.length > 0) lines.push(`import { ${kept.join(', ')} } from '${BARREL}';`);
    // Same number of lines as the import it replaces, so the source map stays right.
    return lines.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
  });
  return changed ? next : null;
}

/**
 * Web build only (ADR 0011, "Weight"): the app imports the contracts through their index, which
 * re-exports every module. Through it, every contract module was part of the first visit's static
 * graph, so the bundler kept the schemas only the staff screens use in the first file, where
 * they were built on every page load. Importing each name from the module that declares it keeps
 * the first file down to the contracts the first visit uses; the others go with their screens.
 */
export function contractsImports(contractsSrc: string): Plugin {
  let table: ExportTable | null = null;
  return {
    name: 'tod:contracts-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      table = readExportTable(contractsSrc);
    },
    resolveId(id) {
      return id === INDEX_MODULE ? INDEX_MODULE : null;
    },
    load(id) {
      if (id !== INDEX_MODULE || !table) return null;
      return [...table.own.values()].join('\n');
    },
    transform(code, id) {
      if (!table || id.includes('node_modules') || !/\.tsx?$/.test(id)) return null;
      const next = rewriteContractsImports(code, table);
      return next === null ? null : { code: next, map: null };
    },
  };
}
