import { strykerConfig } from './stryker.shared.mjs';

const area = process.env.MUTATION_AREA;
const modules = area ? [area] : ['accounts', 'characters', 'deeds'];

// MUTATION_AREA=accounts|characters|deeds mutates one module, with its own report and incremental file.
export default strykerConfig({
  area: area ? `server-${area}` : 'server',
  vitestConfig: 'mutation/vitest.server.config.ts',
  // Table declarations (`*.sql.ts`) are left out: the migrations make the schema, so a changed
  // default, reference or index there changes nothing the server does (docs/mutation.md).
  mutate: modules.flatMap((m) => [
    `apps/server/src/modules/${m}/**/*.ts`,
    `!apps/server/src/modules/${m}/**/*.test.ts`,
    `!apps/server/src/modules/${m}/**/*.sql.ts`,
  ]),
});
