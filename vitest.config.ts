import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

// The server suite runs on embedded PGlite always, and on PostgreSQL too when
// TEST_DATABASE_URL names a server (CI sets it when one answers).
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const mockingServerTests = ['apps/server/src/modules/accounts/session-store.test.ts'];

/**
 * What both server projects share. Files run without isolation: each worker imports the app once
 * instead of once per file, about 3 s a file (docs/testing.md says what a test file may then not do).
 */
const serverProject = {
  include: serverTests,
  exclude: ['**/node_modules/**', ...mockingServerTests],
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its own process, which does little: on CI's 2 cores
    // that is one worker, with the second core idle while a server test waits on its database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'game', include: ['packages/game/src/**/*.test.ts'] } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      // The repository's own checks (the import boundaries), run over throwaway fixture trees.
      { test: { name: 'tooling', include: ['tooling/**/*.test.ts'], testTimeout: 120_000 } },
      // The reduced balance simulation: seconds of bots, run as its own project.
      { test: { name: 'sim', include: ['sim/src/**/*.test.ts'], testTimeout: 120_000 } },
      // The benchmarks' pure parts (the simulated players' behaviour model).
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      // Tests that replace modules (vi.mock) need a module registry of their own.
      { test: { name: 'server-mocks', include: mockingServerTests } },
      {
        test: {
          ...serverProject,
          name: 'server-pglite',
          exclude: [...serverProject.exclude, 'apps/server/test/api/multi-instance*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.pglite.ts'],
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                ...serverProject,
                name: 'server-postgres',
                // The data-directory lock guards the embedded database's files; PostgreSQL has none.
                exclude: [...serverProject.exclude, 'apps/server/test/api/data-dir-lock.test.ts'],
                globalSetup: ['apps/server/test/global-setup.postgres.ts'],
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          // A limit for hung tests, not a speed check: screens that type and click take a few
          // seconds when the machine is busy (CI shares its cores), well past the 5 s default.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
