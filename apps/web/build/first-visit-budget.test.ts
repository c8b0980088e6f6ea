import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstVisitKiB, firstVisitScripts } from './first-visit-budget.ts';

const HTML = `<!doctype html><html><head>
<link rel="preload" href="/api/auth/account" as="fetch" crossorigin="anonymous" />
<link rel="icon" href="/favicon.svg" />
<script type="module" crossorigin src="/assets/index-2.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-3.js">
<link rel="stylesheet" crossorigin href="/assets/index-4.css">
</head><body><div id="root"></div></body></html>`;

describe('firstVisitScripts', () => {
  it('lists the module scripts and preloaded modules, not the styles, icons or API preloads', () => {
    expect(firstVisitScripts(HTML)).toEqual(['/assets/index-2.js', '/assets/shared-3.js']);
  });
});

describe('firstVisitKiB', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the brotli copy of each script, or the file itself when it has none', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tod-budget-'));
    const write = (name: string, bytes: number) => writeFileSync(path.join(dir, name), 'x'.repeat(bytes));
    writeFileSync(path.join(dir, 'index.html'), HTML);
    mkdirSync(path.join(dir, 'assets'));
    write('assets/index-2.js', 9000);
    write('assets/index-2.js.br', 2048);
    write('assets/shared-3.js', 724);
    const { kib, files } = await firstVisitKiB(dir);
    expect(files).toHaveLength(2);
    expect(kib).toBeCloseTo((2048 + 724) / 1024, 5);
  });
});
