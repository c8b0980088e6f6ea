import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the real boundary check (.dependency-cruiser.cjs, the way `npm run lint:boundaries`
// runs it) over a throwaway tree laid out like the repository, where each fixture file makes
// one import. Every rule must catch its forbidden imports and let the allowed ones through.

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { SERVER_FLOORS, SERVER_MODULES } = createRequire(import.meta.url)('./server-order.cjs') as {
  SERVER_FLOORS: string[][];
  SERVER_MODULES: string[];
};

/** Fixture files: path -> source. Imports are what the rules judge. */
const files: Record<string, string> = {
  // A fake package per name the rules care about, so they resolve into node_modules as in the repository.
  ...Object.fromEntries(
    ['zod', 'react', 'fastify', 'drizzle-orm'].flatMap((name) => [
      [`node_modules/${name}/package.json`, JSON.stringify({ name, version: '1.0.0', main: 'index.js' })],
      [`node_modules/${name}/index.js`, 'module.exports = {};\n'],
    ]),
  ),
  'apps/web/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),

  'packages/game/src/index.ts': "export const rule = (value: unknown) => <number>value;\nexport { helper } from './helper.ts';\n",
  'packages/game/src/helper.ts': 'export const helper = 1;\n',
  'packages/game/src/uses-zod.ts': "import { z } from 'zod';\nexport const a = z;\n",
  'packages/game/src/uses-node.ts': "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n",
  'packages/game/src/uses-react.ts': "import React from 'react';\nexport const a = React;\n",
  'packages/game/src/uses-contracts.ts': "import { shape } from '../../contracts/src/index.ts';\nexport const a = shape;\n",

  'packages/contracts/src/index.ts':
    "import { z } from 'zod';\nimport { rule } from '../../game/src/index.ts';\nexport const shape = [z, rule];\n",
  'packages/contracts/src/uses-server.ts':
    "import type { Config } from '../../../apps/server/src/config.ts';\nexport type A = Config;\n",
  'packages/contracts/src/uses-react.ts': "import React from 'react';\nexport const a = React;\n",

  'apps/server/src/config.ts':
    "import { env } from 'node:process';\nexport type Config = { port: string };\nexport const port = env.PORT;\n",
  'apps/server/src/app.ts':
    "import { world } from './modules/world/index.ts';\nimport { worldRoutes } from './modules/world/world.routes.ts';\nexport const app = [world, worldRoutes];\n",
  'apps/server/src/lib/errors.ts': 'export class AppError extends Error {}\n',
  'apps/server/src/lib/uses-web.ts': "import { ok } from '../../../web/src/lib/api-client.ts';\nexport const a = ok;\n",
  'apps/server/src/lib/uses-react.ts': "import React from 'react';\nexport const a = React;\n",
  'apps/server/src/lib/uses-process.ts': "import { env } from 'node:process';\nexport const a = env;\n",
  'apps/server/src/lib/uses-module.ts': "import type { World } from '../modules/world/index.ts';\nexport type A = World;\n",
  'apps/server/src/lib/cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = () => b;\n",
  'apps/server/src/lib/cycle-b.ts': "import { a } from './cycle-a.ts';\nexport const b = () => a;\n",
  'apps/server/src/jobs/uses-lib.ts': "import { AppError } from '../lib/errors.ts';\nexport const a = AppError;\n",
  'apps/server/src/db/uses-lib.ts': "import { AppError } from '../lib/errors.ts';\nexport const a = AppError;\n",
  'apps/server/src/seed/uses-routes.ts':
    "import { worldRoutes } from '../modules/world/world.routes.ts';\nexport const a = worldRoutes;\n",
  'apps/server/src/db/uses-module.ts':
    "import { worldTable } from '../modules/world/world.sql.ts';\nexport const a = worldTable;\n",
  'apps/server/src/plugins/uses-module.ts': "import { world } from '../modules/world/index.ts';\nexport const a = world;\n",
  'apps/server/src/modules/world/index.ts': "export type World = string;\nexport { world } from './world.service.ts';\n",
  'apps/server/src/modules/world/world.service.ts':
    "import { AppError } from '../../lib/errors.ts';\nimport { worldTable } from './world.sql.ts';\nexport const world = [AppError, worldTable];\n",
  'apps/server/src/modules/world/world.sql.ts': "import { sql } from 'drizzle-orm';\nexport const worldTable = sql;\n",
  'apps/server/src/modules/world/world.routes.ts':
    "import { world } from './world.service.ts';\nexport const worldRoutes = () => world;\n",
  // world sits below deeds in tooling/server-order.cjs; characters too, but a table may name any table.
  'apps/server/src/modules/world/uses-deeds.ts': "import { deeds } from '../deeds/index.ts';\nexport const a = deeds;\n",
  'apps/server/src/modules/world/uses-deeds-table.ts':
    "import { deedsTable } from '../deeds/deeds.sql.ts';\nexport const a = deedsTable;\n",
  'apps/server/src/modules/characters/characters.sql.ts':
    "import { deedsTable } from '../deeds/deeds.sql.ts';\nexport const charactersTable = deedsTable;\n",
  'apps/server/src/modules/unlisted/unlisted.service.ts':
    "import { AppError } from '../../lib/errors.ts';\nexport const a = AppError;\n",
  'apps/server/src/modules/deeds/index.ts':
    "export { deeds } from './deeds.service.ts';\nexport { deedsRoutes } from './deeds.routes.ts';\n",
  'apps/server/src/modules/deeds/deeds.routes.ts':
    "import { deeds } from './deeds.service.ts';\nexport const deedsRoutes = () => deeds;\n",
  'apps/server/src/modules/deeds/deeds.sql.ts': "import { sql } from 'drizzle-orm';\nexport const deedsTable = sql;\n",
  'apps/server/src/modules/deeds/uses-routes.ts':
    "import { worldRoutes } from '../world/world.routes.ts';\nexport const a = worldRoutes;\n",
  'apps/server/src/modules/deeds/deeds.service.ts':
    "import { world } from '../world/index.ts';\nimport { worldTable } from '../world/world.sql.ts';\nexport const deeds = [world, worldTable];\n",
  'apps/server/src/modules/deeds/uses-internal.ts':
    "import { world } from '../world/world.service.ts';\nexport const a = world;\n",

  'apps/web/src/lib/api-client.ts': "import { shape } from '@tod/contracts';\nexport const ok = shape;\n",
  'apps/web/src/lib/uses-server.ts': "import { port } from '../../../server/src/config.ts';\nexport const a = port;\n",
  'apps/web/src/lib/uses-fastify.ts': "import fastify from 'fastify';\nexport const a = fastify;\n",
  'apps/web/src/lib/uses-node.ts': "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n",
  'apps/web/src/lib/uses-missing.ts': "import { gone } from '@/lib/moved-away.ts';\nexport const a = gone;\n",
  'apps/web/src/lib/reads-a-file.test.ts': "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n",
  'apps/web/src/components/ui/panel.tsx': 'export const Panel = () => <section className="panel" />;\n',
  'apps/web/src/components/ui/uses-feature.tsx':
    "import { deedsQuery } from '@/features/deeds/api.ts';\nexport const A = () => <p>{String(deedsQuery)}</p>;\n",
  'apps/web/src/app/router.tsx':
    "import { deedsQuery } from '@/features/deeds/api.ts';\nexport const Router = () => <p>{String(deedsQuery)}</p>;\n",
  'apps/web/src/features/deeds/uses-app.ts': "import { Router } from '@/app/router.tsx';\nexport const a = Router;\n",
  'apps/web/src/features/deeds/api.ts': "import { ok } from '@/lib/api-client.ts';\nexport const deedsQuery = ok;\n",
  'apps/web/src/features/chat/api.ts':
    "import { Panel } from '@/components/ui/panel.tsx';\nimport { ok } from '../../lib/api-client.ts';\nexport const chat = [Panel, ok];\n",
  'apps/web/src/features/chat/components/uses-relative.tsx':
    "import { deedsQuery } from '../../deeds/api.ts';\nexport const A = () => <p>{String(deedsQuery)}</p>;\n",
  'apps/web/src/features/chat/uses-alias.ts':
    "import { deedsQuery } from '@/features/deeds/api.ts';\nexport const a = deedsQuery;\n",

  // Test helpers: the server's test kit, a testing/ folder, a test file; only tests and helpers may import them.
  'apps/server/test/kit/clock.ts': "import { AppError } from '../../src/lib/errors.ts';\nexport const FakeClock = AppError;\n",
  'apps/server/test/api/uses-kit.test.ts': "import { FakeClock } from '../kit/clock.ts';\nexport const a = FakeClock;\n",
  'apps/server/src/lib/uses-test-kit.ts': "import { FakeClock } from '../../test/kit/clock.ts';\nexport const a = FakeClock;\n",
  'packages/game/src/testing/draws.ts': "import { helper } from '../helper.ts';\nexport const draws = helper;\n",
  'packages/game/src/rule.test.ts': "import { draws } from './testing/draws.ts';\nexport const a = draws;\n",
  'packages/game/src/uses-testing.ts': "import { draws } from './testing/draws.ts';\nexport const a = draws;\n",
  'apps/web/src/testing/render.tsx': "import { Panel } from '@/components/ui/panel.tsx';\nexport const render = Panel;\n",
  'apps/web/src/lib/uses-testing.ts': "import { render } from '@/testing/render.tsx';\nexport const a = render;\n",
  'apps/web/src/lib/uses-a-test.ts': "import { a } from './reads-a-file.test.ts';\nexport const b = a;\n",
};

type Violation = { from: string; to: string; rule: { name: string } };
let violations: Violation[] = [];
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tod-boundaries-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  // @tod/contracts resolves through a workspace link, as npm lays it out.
  writeFileSync(
    join(dir, 'packages/contracts/package.json'),
    JSON.stringify({ name: '@tod/contracts', exports: { '.': './src/index.ts' } }),
  );
  mkdirSync(join(dir, 'node_modules/@tod'), { recursive: true });
  symlinkSync('../../packages/contracts', join(dir, 'node_modules/@tod/contracts'), 'dir');
  violations = cruise(dir);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The check exits non-zero when it finds violations; its JSON report is on stdout either way. */
function cruise(cwd: string): Violation[] {
  const args = [
    '--require',
    join(repo, 'tooling/swc-tsx.cjs'),
    join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
    '--config',
    join(repo, '.dependency-cruiser.cjs'),
    '--webpack-config',
    join(repo, 'tooling/resolve-aliases.cjs'),
    '--no-ignore-known',
    '--output-type',
    'json',
    'apps',
    'packages',
  ];
  let out: string;
  try {
    out = execFileSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    out = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

const caught = (rule: string) =>
  violations
    .filter((v) => v.rule.name === rule)
    .map((v) => `${v.from} -> ${v.to}`)
    .sort();

describe('the boundary check', () => {
  it('keeps packages/game pure: no other package, no node:*, no React, no zod', () => {
    expect(caught('game-is-pure')).toEqual([
      'packages/game/src/uses-contracts.ts -> packages/contracts/src/index.ts',
      'packages/game/src/uses-node.ts -> fs',
      'packages/game/src/uses-react.ts -> node_modules/react/index.js',
      'packages/game/src/uses-zod.ts -> node_modules/zod/index.js',
    ]);
  });

  it('lets contracts import only game and zod (type-only imports count)', () => {
    expect(caught('contracts-only-game-and-zod')).toEqual([
      'packages/contracts/src/uses-react.ts -> node_modules/react/index.js',
      'packages/contracts/src/uses-server.ts -> apps/server/src/config.ts',
    ]);
  });

  it('keeps the server away from web code and React', () => {
    expect(caught('server-never-imports-web')).toEqual([
      'apps/server/src/lib/uses-react.ts -> node_modules/react/index.js',
      'apps/server/src/lib/uses-web.ts -> apps/web/src/lib/api-client.ts',
    ]);
  });

  it('keeps the web app away from server code and server-only packages', () => {
    expect(caught('web-never-imports-server')).toEqual([
      'apps/web/src/lib/uses-fastify.ts -> node_modules/fastify/index.js',
      'apps/web/src/lib/uses-server.ts -> apps/server/src/config.ts',
    ]);
  });

  it('keeps node:* out of web code, but not out of its tests', () => {
    expect(caught('web-no-node-builtins')).toEqual(['apps/web/src/lib/uses-node.ts -> fs']);
  });

  it('stops a web feature importing another, by a relative path or the @/ alias (in .tsx too)', () => {
    expect(caught('web-features-are-independent')).toEqual([
      'apps/web/src/features/chat/components/uses-relative.tsx -> apps/web/src/features/deeds/api.ts',
      'apps/web/src/features/chat/uses-alias.ts -> apps/web/src/features/deeds/api.ts',
    ]);
  });

  it('stops a web feature importing app/ (routes, layouts, providers)', () => {
    expect(caught('web-features-below-app')).toEqual(['apps/web/src/features/deeds/uses-app.ts -> apps/web/src/app/router.tsx']);
  });

  it('stops shared web code importing a feature', () => {
    expect(caught('web-shared-code-below-features')).toEqual([
      'apps/web/src/components/ui/uses-feature.tsx -> apps/web/src/features/deeds/api.ts',
    ]);
  });

  it('lets a server module reach another only through its index.ts or its <m>.sql.ts', () => {
    expect(caught('server-module-through-index')).toEqual([
      'apps/server/src/modules/deeds/uses-internal.ts -> apps/server/src/modules/world/world.service.ts',
      'apps/server/src/modules/deeds/uses-routes.ts -> apps/server/src/modules/world/world.routes.ts',
    ]);
  });

  it('keeps each server floor to the floors beneath it: db/ below lib/, both below modules (type-only imports count)', () => {
    expect(caught('server-floors-look-down')).toEqual([
      'apps/server/src/db/uses-lib.ts -> apps/server/src/lib/errors.ts',
      'apps/server/src/db/uses-module.ts -> apps/server/src/modules/world/world.sql.ts',
      'apps/server/src/lib/uses-module.ts -> apps/server/src/modules/world/index.ts',
      'apps/server/src/plugins/uses-module.ts -> apps/server/src/modules/world/index.ts',
    ]);
  });

  it('lets a server module import only modules listed before it, but a table may name any table', () => {
    expect(caught('server-modules-look-down')).toEqual([
      'apps/server/src/modules/world/uses-deeds-table.ts -> apps/server/src/modules/deeds/deeds.sql.ts',
      'apps/server/src/modules/world/uses-deeds.ts -> apps/server/src/modules/deeds/index.ts',
    ]);
  });

  it('judges every server folder: one missing from the order fails', () => {
    expect(caught('server-floor-listed')).toEqual(['apps/server/src/jobs/uses-lib.ts -> apps/server/src/lib/errors.ts']);
  });

  it('judges every server module: one missing from the order fails', () => {
    expect(caught('server-module-listed')).toEqual([
      'apps/server/src/modules/unlisted/unlisted.service.ts -> apps/server/src/lib/errors.ts',
    ]);
  });

  it("lets only app.ts import a module's routes or plugin files, and no index.ts export them", () => {
    expect(caught('server-wiring-only-in-app')).toEqual([
      'apps/server/src/modules/deeds/index.ts -> apps/server/src/modules/deeds/deeds.routes.ts',
      'apps/server/src/modules/deeds/uses-routes.ts -> apps/server/src/modules/world/world.routes.ts',
      'apps/server/src/seed/uses-routes.ts -> apps/server/src/modules/world/world.routes.ts',
    ]);
  });

  it('lets only config.ts import node:process', () => {
    expect(caught('env-only-in-config')).toEqual(['apps/server/src/lib/uses-process.ts -> process']);
  });

  it('fails on an import it cannot resolve, so a broken alias cannot hide a feature import', () => {
    expect(caught('resolvable')).toEqual(['apps/web/src/lib/uses-missing.ts -> @/lib/moved-away.ts']);
  });

  it('finds import cycles', () => {
    expect(caught('no-circular')).toEqual(['apps/server/src/lib/cycle-a.ts -> apps/server/src/lib/cycle-b.ts']);
  });

  it('orders exactly the server folders and modules that exist', () => {
    const src = join(repo, 'apps/server/src');
    const floors = readdirSync(src)
      .filter((name) => !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''));
    expect([...SERVER_FLOORS.flat()].sort()).toEqual(floors.sort());
    expect([...SERVER_MODULES].sort()).toEqual(readdirSync(join(src, 'modules')).sort());
  });

  it('reports nothing else: every allowed import passes', () => {
    const judged = new Set([
      'game-is-pure',
      'contracts-only-game-and-zod',
      'server-never-imports-web',
      'web-never-imports-server',
      'web-no-node-builtins',
      'web-features-are-independent',
      'web-features-below-app',
      'web-shared-code-below-features',
      'server-module-through-index',
      'server-floors-look-down',
      'server-modules-look-down',
      'server-floor-listed',
      'server-module-listed',
      'server-wiring-only-in-app',
      'env-only-in-config',
      'resolvable',
      'no-circular',
      'production-never-imports-tests',
    ]);
    expect(violations.filter((v) => !judged.has(v.rule.name))).toEqual([]);
    expect(violations).toHaveLength(35);
  });

  it('keeps test helpers out of production code: the server test kit, testing/ folders, test files', () => {
    expect(caught('production-never-imports-tests')).toEqual([
      'apps/server/src/lib/uses-test-kit.ts -> apps/server/test/kit/clock.ts',
      'apps/web/src/lib/uses-a-test.ts -> apps/web/src/lib/reads-a-file.test.ts',
      'apps/web/src/lib/uses-testing.ts -> apps/web/src/testing/render.tsx',
      'packages/game/src/uses-testing.ts -> packages/game/src/testing/draws.ts',
    ]);
  });
});
