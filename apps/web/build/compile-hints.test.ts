import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.ts';

// A two-line entry whose second line maps to src/app.ts line 7, column 2.
const entryMap = { version: 3, sources: ['src/app.ts'], names: [], mappings: ';AAME' };

function bundle() {
  return {
    'assets/index-1.js': { type: 'chunk', fileName: 'assets/index-1.js', code: 'const preload=1;\nrun();' },
    'assets/index-1.js.map': { type: 'asset', fileName: 'assets/index-1.js.map', source: JSON.stringify(entryMap) },
    'assets/deeds-2.js': { type: 'chunk', fileName: 'assets/deeds-2.js', code: 'export{}' },
    'assets/index-1.css': { type: 'asset', fileName: 'assets/index-1.css', source: 'p{}' },
  };
}

/** The source map's segments per generated line (a map separates lines with ';'). */
const linesOf = (map: unknown) => JSON.parse(String(map)).mappings.split(';');

describe('addCompileHints', () => {
  it('puts the hint on the first line of every script, above what Vite put there', () => {
    const out = bundle();
    addCompileHints(out as never);
    expect(out['assets/index-1.js'].code).toBe(`${COMPILE_HINT}\nconst preload=1;\nrun();`);
    expect(out['assets/deeds-2.js'].code).toBe(`${COMPILE_HINT}\nexport{}`);
    expect(out['assets/index-1.css'].source).toBe('p{}');
  });

  it('keeps the source map pointing at the same code, now one line lower', () => {
    const out = bundle();
    expect(linesOf(out['assets/index-1.js.map'].source)).toEqual(['', 'AAME']);
    addCompileHints(out as never);
    // run(), now on line 3, still maps to src/app.ts line 7; the hint and the preload list map nowhere.
    expect(linesOf(out['assets/index-1.js.map'].source)).toEqual(['', '', 'AAME']);
    expect(JSON.parse(out['assets/index-1.js.map'].source).sources).toEqual(['src/app.ts']);
  });

  it('adds it once, however often it runs', () => {
    const out = bundle();
    addCompileHints(out as never);
    addCompileHints(out as never);
    expect(out['assets/deeds-2.js'].code).toBe(`${COMPILE_HINT}\nexport{}`);
    expect(JSON.parse(out['assets/index-1.js.map'].source).mappings).toBe(';;AAME');
  });
});
