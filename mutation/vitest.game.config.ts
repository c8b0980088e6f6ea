import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The game rules' tests alone, for Stryker (docs/mutation.md): the root config's other projects
// (web, server) would only slow every mutant down.
export default defineConfig({
  test: {
    name: 'game',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['packages/game/src/**/*.test.ts'],
  },
});
