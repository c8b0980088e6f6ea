// The only test file that reads the environment, as config.ts is the only production one
// (Biome's noProcessEnv lets these two through; docs/hardening.md names the fuzz settings).

/** What a test run is told by its environment: a PostgreSQL server, the fuzz run's seed and size. */
export const testSettings = () => ({
  databaseUrl: process.env.TEST_DATABASE_URL || undefined,
  /** The fuzz run's seed and runs per call and caller (`npm run test:fuzz`; docs/hardening.md). */
  fuzzSeed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
  fuzzRuns: process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined,
});

export { inheritedEnv } from '../../src/config.ts';
