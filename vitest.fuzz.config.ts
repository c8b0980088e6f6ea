import { defineConfig } from 'vitest/config';

// `npm run test:fuzz`: the property-based fuzzing of every endpoint, kept out of `npm test`
// until a run fits the suite's time (docs/hardening.md, "The fuzz run"). On PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL names a server.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const fuzz = { include: ['apps/server/test/fuzz/**/*.fuzz.ts'], testTimeout: 3_600_000, hookTimeout: 600_000 };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'fuzz-pglite', ...fuzz, globalSetup: ['apps/server/test/global-setup.pglite.ts'] } },
      ...(withPostgres
        ? [{ test: { name: 'fuzz-postgres', ...fuzz, globalSetup: ['apps/server/test/global-setup.postgres.ts'] } }]
        : []),
    ],
  },
});
