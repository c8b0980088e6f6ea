// Starts the real server for the Playwright run on a fresh embedded database in a temporary
// directory, and removes that directory when the server stops.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The journeys run the production build, as `npm start` does (compiled server, built web app).
if (!existsSync(path.join(root, 'apps/web/dist/index.html')) || !existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  console.error('apps/web/dist or apps/server/dist is missing: run `npm run build` first (npm run test:e2e does).');
  process.exit(1);
}

// A directory the tests know (E2E_DATA_DIR, one per port) lets them run the operator CLI
// against this server; it starts empty like a temporary one.
const fixedDir = process.env.E2E_DATA_DIR;
if (fixedDir) {
  rmSync(fixedDir, { recursive: true, force: true });
  mkdirSync(fixedDir, { recursive: true });
}
const dataDir = fixedDir ?? mkdtempSync(path.join(tmpdir(), 'tod-e2e-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
