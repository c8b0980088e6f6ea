import { describe, expect, it } from 'vitest';
import { preloadScript, routeChunkTable } from './route-preload.ts';

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

describe('routeChunkTable', () => {
  const bundle = {
    'assets/index-1.js': chunk('assets/index-1.js', { isEntry: true, facadeModuleId: '/app/index.html' }),
    'assets/deeds-2.js': chunk('assets/deeds-2.js', {
      facadeModuleId: '/app/src/app/routes/deeds.tsx',
      imports: ['assets/index-1.js', 'assets/api-3.js'],
    }),
    'assets/api-3.js': chunk('assets/api-3.js'),
  };

  it("lists a route's chunk and what it imports beyond the entry", () => {
    const table = routeChunkTable(bundle as never, { '^/deeds/?$': 'src/app/routes/deeds.tsx' }, '/app');
    expect(table).toEqual([['^/deeds/?$', ['assets/deeds-2.js', 'assets/api-3.js']]]);
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

describe('preloadScript', () => {
  it('adds a modulepreload link for each file of the first route that matches the address', () => {
    const table: [string, string[]][] = [
      ['^/deeds/?$', ['assets/deeds-2.js', 'assets/api-3.js']],
      ['^/city/?$', ['assets/city-4.js']],
    ];
    window.history.replaceState(null, '', '/deeds');
    document.head.innerHTML = '';
    new Function(preloadScript(table))();
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/assets/deeds-2.js', '/assets/api-3.js']);
  });
});
