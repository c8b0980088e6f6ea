// Proves that a production install serves: the built server, web app and migrations copied into
// an empty folder with the package files, `npm ci --omit=dev --ignore-scripts` there, then the
// server started from it must become ready, serve the page, register a player, and carry out
// an operator command given through the compiled CLI (docs/operations.md, "A lean production
// install"). Run after `npm run build` (`npm run check:prod` builds first). Prints the install's
// size and each step's time; exits non-zero on any failure.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const step = (what) => console.log(`check:prod ${((Date.now() - started) / 1000).toFixed(1)} s  ${what}`);

for (const built of ['apps/server/dist/main.js', 'apps/server/dist/cli.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'tod-prod-'));
const copy = (rel) => cpSync(path.join(root, rel), path.join(dir, rel), { recursive: true });
let server;
try {
  // npm ci needs every workspace's package.json; a production host needs nothing else of the source.
  for (const file of ['package.json', 'package-lock.json', 'LICENSE']) copy(file);
  for (const parent of ['apps', 'packages']) {
    for (const name of readdirSync(path.join(root, parent))) copy(path.join(parent, name, 'package.json'));
  }
  for (const name of ['e2e', 'bench', 'sim']) copy(path.join(name, 'package.json'));
  for (const built of ['apps/server/dist', 'apps/server/drizzle', 'apps/web/dist']) copy(built);

  execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const size = execFileSync('du', ['-sh', 'node_modules'], { cwd: dir, encoding: 'utf8' }).split('\t')[0];
  step(`npm ci --omit=dev: node_modules is ${size}`);

  const env = { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'info' };
  server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (d) => {
    output += d;
  });
  server.stderr.on('data', (d) => {
    output += d;
  });
  let port;
  while (port === undefined) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before listening:\n${output}`);
    port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port === undefined) await new Promise((r) => setTimeout(r, 50));
  }
  const base = `http://127.0.0.1:${port}`;
  const expectStatus = async (res, status, what) => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}\n${output}`);
    return res;
  };
  await expectStatus(await fetch(`${base}/api/ready`), 200, 'GET /api/ready');
  const page = await (await expectStatus(await fetch(`${base}/`), 200, 'GET /')).text();
  if (!page.includes('<script')) throw new Error('GET / did not answer the web app');
  const email = `prod-${process.pid}@example.com`;
  await expectStatus(
    await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a production password 1' }),
    }),
    201,
    'POST /api/auth/register',
  );
  step(`the server from the production install is ready on ${base}, serves the page and registers a player`);

  // The compiled CLI, as an operator on that host runs it: it asks the running server.
  const cli = execFileSync('npm', ['run', '--silent', 'cli:prod', '--', 'set-role', email, '2'], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  if (!cli.includes(`${email} now has role 2.`)) throw new Error(`npm run cli:prod answered:\n${cli}`);
  // sharp loads its native library on the first portrait upload: it must be installed.
  execFileSync(process.execPath, ['--input-type=module', '-e', "await import('sharp')"], { cwd: path.join(dir, 'apps/server') });
  step('npm run cli:prod set-role carried out; sharp loads');

  server.kill('SIGTERM');
  const code = await new Promise((resolve) => server.on('exit', resolve));
  if (code !== 0) throw new Error(`the server exited ${code} on SIGTERM:\n${output}`);
  step('stopped cleanly: the production install serves');
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
