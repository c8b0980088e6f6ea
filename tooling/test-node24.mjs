// The Node 24 pass of `npm test` (docs/decisions/0051-node-24-in-ci.md): Node 24 taken from the
// npm registry (`npx -p node@24`, a prebuilt binary shipped as a package), whatever Node the
// machine has. With PostgreSQL (`TEST_DATABASE_URL`) it runs the fast unit projects and the
// whole server suite on PostgreSQL, which the machine's Node then leaves to it: every server
// file runs on both Node lines and on both databases, and CI pays for the server suite once per
// database as before. Without PostgreSQL it runs the unit projects only, and says so.
// Arguments replace the projects: `npm run test:node24 -- --project web`.
import { spawnSync } from 'node:child_process';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const projects = ['game', 'contracts', 'tooling', 'server-mocks', ...(withPostgres ? ['server-postgres'] : [])];
const args = process.argv.slice(2);
const vitest = ['run', ...(args.length > 0 ? args : projects.flatMap((p) => ['--project', p]))];
if (args.length === 0 && !withPostgres) {
  console.log('test:node24: no TEST_DATABASE_URL, so the server suite runs on the machine’s Node only.');
}
const started = Date.now();
const run = spawnSync('npx', ['--yes', '--package', 'node@24', 'node', 'node_modules/vitest/vitest.mjs', ...vitest], {
  stdio: 'inherit',
});
console.log(`test:node24: ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(run.status ?? 1);
