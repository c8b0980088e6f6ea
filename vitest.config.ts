import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

// The server suite runs on embedded PGlite always, and on PostgreSQL too when
// TEST_DATABASE_URL names a server (CI sets it when one answers).
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'game', include: ['packages/game/src/**/*.test.ts'] } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      // The repository's own checks (the import boundaries), run over throwaway fixture trees.
      { test: { name: 'tooling', include: ['tooling/**/*.test.ts'], testTimeout: 120_000 } },
      // The reduced balance simulation: seconds of bots, run as its own project.
      { test: { name: 'sim', include: ['sim/src/**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          exclude: ['apps/server/test/api/multi-instance*.test.ts', '**/node_modules/**'],
          globalSetup: ['apps/server/test/global-setup.pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                globalSetup: ['apps/server/test/global-setup.postgres.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
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
