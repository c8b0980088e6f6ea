import { strykerConfig } from './stryker.shared.mjs';

const area = process.env.MUTATION_AREA;
const modules = area ? [area] : ['accounts', 'characters', 'deeds'];

// MUTATION_AREA=accounts|characters|deeds mutates one module, with its own report and incremental file.
export default strykerConfig({
  area: area ? `server-${area}` : 'server',
  vitestConfig: 'mutation/vitest.server.config.ts',
  mutate: modules.flatMap((m) => [`apps/server/src/modules/${m}/**/*.ts`, `!apps/server/src/modules/${m}/**/*.test.ts`]),
});
