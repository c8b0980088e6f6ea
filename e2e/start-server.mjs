// Starts the real server for the Playwright run on a fresh embedded database in a temporary
// directory, and removes that directory when the server stops.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does).');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tod-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
