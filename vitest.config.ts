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
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          exclude: ['apps/server/test/api/multi-instance.test.ts', '**/node_modules/**'],
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
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
});
