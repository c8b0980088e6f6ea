import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server's API tests on embedded PGlite, for Stryker (docs/mutation.md). PGlite needs no
// server and each test file starts from a copy of one migrated template, as in the root config.
// Only the suites written for the mutated modules run: every API test passes through accounts
// (sessions), and running all of them for each mutant costs hours on this machine.
const SUITES: Record<string, string[]> = {
  accounts: [
    'accounts',
    'account-self-service',
    'session-cache',
    'session-call',
    'rate-limits',
    'login-throttle',
    'sign-out-and-origin',
    'moderation',
    'account-pruning',
    'accounts-login',
    'account-interleaved',
  ],
  characters: [
    'characters',
    'character-profile',
    'character-guard',
    'icon',
    'portraits',
    'training',
    'gameplay-answers',
    'kill-character',
    'account-self-service',
    'journal',
    'chat',
    'presence',
    'moderation-roles',
    'character-child-code',
  ],
  deeds: [
    'deeds-attempt',
    'deeds-list',
    'deeds-rules',
    'deeds-level-boundary',
    'deeds-records',
    'admin-deeds',
    'gameplay-answers',
    'deeds-interleaved',
    'deeds-round-trips',
  ],
};
const area = process.env.MUTATION_AREA;
const suites = area ? (SUITES[area] ?? []) : Object.values(SUITES).flat();

export default defineConfig({
  test: {
    name: 'server-pglite',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: [
      ...suites.map((s) => `apps/server/test/api/${s}.test.ts`),
      // The modules' own unit tests (views, state columns) run beside their API suites.
      ...(area ? [area] : Object.keys(SUITES)).map((m) => `apps/server/src/modules/${m}/**/*.test.ts`),
    ],
    globalSetup: ['apps/server/test/global-setup.pglite.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
