import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readExportTable, rewriteContractsImports } from './contracts-imports.ts';

// import.meta.dirname: under the web project's jsdom, import.meta.url is not a file address.
const SRC = path.resolve(import.meta.dirname, '../../../packages/contracts/src');
const table = readExportTable(SRC);
const file = (name: string) => JSON.stringify(path.join(SRC, name));

describe('readExportTable', () => {
  it('finds the module that declares each name the index re-exports', () => {
    expect(table.modules.get('adminApi')).toBe(path.join(SRC, 'admin.ts'));
    expect(table.modules.get('homeApi')).toBe(path.join(SRC, 'home.ts'));
    expect(table.modules.get('buildPath')).toBe(path.join(SRC, 'http.ts'));
  });

  it("keeps the index's own constants", () => {
    expect(table.own.get('API_BASE')).toBe("export const API_BASE = '/api';");
  });
});

describe('rewriteContractsImports', () => {
  it('imports each name from its own module and leaves type-only names on the index', () => {
    const code = "import { homeApi, type Feature, adminApi as admin } from '@tod/contracts';\nconst x = 1;";
    expect(rewriteContractsImports(code, table)).toBe(
      `import { homeApi } from ${file('home.ts')}; import { adminApi as admin } from ${file('admin.ts')}; ` +
        "import { type Feature } from '@tod/contracts';\nconst x = 1;",
    );
  });

  it('keeps the line count of a multi-line import, so source maps stay right', () => {
    const code = "import {\n  homeApi,\n  tickerApi,\n} from '@tod/contracts';\nexport const y = 2;";
    const next = rewriteContractsImports(code, table) ?? '';
    expect(next.split('\n')).toHaveLength(code.split('\n').length);
    expect(next.split('\n').at(-1)).toBe('export const y = 2;');
  });

  it("sends the index's own constants to a module of their own, not through the index", () => {
    const next = rewriteContractsImports("import { API_BASE } from '@tod/contracts';", table) ?? '';
    expect(next).not.toContain("'@tod/contracts'");
    expect(next).toContain('tod-contracts-index');
  });

  it('leaves type-only imports, unknown names and other files alone', () => {
    expect(rewriteContractsImports("import type { Feature } from '@tod/contracts';", table)).toBeNull();
    expect(rewriteContractsImports("import { NotAContract } from '@tod/contracts';", table)).toBeNull();
    expect(rewriteContractsImports("import { useState } from 'react';", table)).toBeNull();
  });
});
