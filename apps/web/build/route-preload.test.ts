import { describe, expect, it } from 'vitest';
import { routeChunkTable } from './route-preload.ts';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  exports: ['default'],
  moduleIds: [`/app/src/${fileName}.ts`],
  ...extra,
});
const css = (...files: string[]) => ({ viteMetadata: { importedCss: new Set(files) } });

describe('routeChunkTable', () => {
  const bundle = {
    'assets/index-1.js': chunk('assets/index-1.js', {
      isEntry: true,
      facadeModuleId: '/app/index.html',
      imports: ['assets/shared-0.js'],
      ...css('assets/index-1.css'),
    }),
    'assets/shared-0.js': chunk('assets/shared-0.js'),
    'assets/deeds-2.js': chunk('assets/deeds-2.js', {
      facadeModuleId: '/app/src/app/routes/deeds.tsx',
      imports: ['assets/index-1.js', 'assets/api-3.js'],
      ...css('assets/deeds-2.css'),
    }),
    'assets/api-3.js': chunk('assets/api-3.js', { imports: ['assets/shared-0.js', 'assets/dialog-7.js'] }),
    'assets/dialog-7.js': chunk('assets/dialog-7.js', { ...css('assets/dialog-7.css', 'assets/index-1.css') }),
  };

  it("lists a route's chunk, what it imports however deep beyond the entry, then their style sheets", () => {
    const table = routeChunkTable(bundle as never, { '^/deeds/?$': 'src/app/routes/deeds.tsx' }, '/app');
    expect(table).toEqual([
      ['^/deeds/?$', ['assets/deeds-2.js', 'assets/api-3.js', 'assets/dialog-7.js', 'assets/deeds-2.css', 'assets/dialog-7.css']],
    ]);
  });

  it('leaves out a chunk of style sheets only, which Vite deletes after this step', () => {
    const withStyles = {
      ...bundle,
      'assets/city-4.js': chunk('assets/city-4.js', {
        facadeModuleId: '/app/src/app/routes/city.tsx',
        imports: ['assets/world-5.js', 'assets/world-6.js'],
      }),
      'assets/world-5.js': chunk('assets/world-5.js', { exports: [], moduleIds: ['/app/src/features/world/world.css'] }),
      'assets/world-6.js': chunk('assets/world-6.js', {
        moduleIds: ['/app/src/features/world/api.ts', '/app/src/features/world/map.css'],
      }),
    };
    const table = routeChunkTable(withStyles as never, { '^/city/?$': 'src/app/routes/city.tsx' }, '/app');
    expect(table).toEqual([['^/city/?$', ['assets/city-4.js', 'assets/world-6.js']]]);
  });

  it('reports and skips a listed route that has no chunk of its own', () => {
    const warnings: string[] = [];
    const table = routeChunkTable(bundle as never, { '^/city/?$': 'src/app/routes/city.tsx' }, '/app', (m) => warnings.push(m));
    expect(table).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('city.tsx')]);
  });
});
