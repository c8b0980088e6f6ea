// Proves that a production install serves, where no container runtime can build the image: the
// run stage of the Dockerfile is carried out step by step in an empty folder standing for the
// image's WORKDIR (its COPY lines from the build stage or the repository, its `npm ci`, its ENV),
// then its CMD must become ready, serve the page, register a player, carry out an operator
// command through the compiled CLI, pass its HEALTHCHECK while running and fail it once stopped
// (docs/operations.md, "A lean production install"). Only what needs the image is left out: the
// base image, the unprivileged USER, the volume and `npm cache clean`; each skipped step is
// printed. Run after `npm run build` (`npm run check:prod` builds first). Prints the install's
// size and each step's time; exits non-zero on any failure.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const step = (what) => console.log(`check:prod ${((Date.now() - started) / 1000).toFixed(1)} s  ${what}`);

for (const built of ['apps/server/dist/main.js', 'apps/server/dist/cli.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
}

/** The instructions of the Dockerfile's `run` stage, continuation lines joined. */
function runStage(dockerfile) {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const from = lines.findIndex((l) => /^FROM\s+\S+\s+AS\s+run$/i.test(l));
  if (from < 0) throw new Error('the Dockerfile has no `FROM ... AS run` stage');
  const next = lines.findIndex((l, i) => i > from && /^FROM\s/i.test(l));
  return lines.slice(from + 1, next < 0 ? undefined : next).map((l) => {
    const [, op, rest] = /^(\S+)\s*(.*)$/.exec(l);
    return { op: op.toUpperCase(), rest };
  });
}

/**
 * Every file of the install but the data folder, with its last change: in the image the server
 * runs as `node` in a root-owned /app, so a file it wrote outside DATA_DIR would fail there.
 */
function installFiles(dir, skip, found = new Map()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (p === skip) continue;
    if (entry.isDirectory()) installFiles(p, skip, found);
    else found.set(p, statSync(p).mtimeMs);
  }
  return found;
}

const exec = (rest) => (rest.startsWith('[') ? JSON.parse(rest) : ['sh', '-c', rest]);

const dir = mkdtempSync(path.join(tmpdir(), 'tod-prod-'));
let server;
try {
  const image = { env: {}, workdir: '/', healthcheck: null, cmd: null };
  const inImage = (p) => path.join(dir, path.posix.isAbsolute(p) ? path.posix.relative(image.workdir, p) : p);
  for (const { op, rest } of runStage(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))) {
    if (op === 'WORKDIR') image.workdir = rest;
    else if (op === 'ENV') for (const [, k, v] of rest.matchAll(/(\w+)=(\S+)/g)) image.env[k] = v;
    else if (op === 'COPY') {
      // `--from=build /app/x`: the build stage's /app is this repository after `npm run build`.
      const args = rest.split(/\s+/);
      const fromBuild = args[0] === '--from=build';
      const parts = fromBuild ? args.slice(1) : args;
      const dest = parts.pop();
      for (const src of parts) {
        const from = path.join(root, fromBuild ? path.posix.relative('/app', src) : src);
        const to = dest.endsWith('/') ? path.join(inImage(dest), path.basename(src)) : inImage(dest);
        mkdirSync(path.dirname(to), { recursive: true });
        cpSync(from, to, { recursive: true });
      }
    } else if (op === 'RUN') {
      for (const command of rest.split('&&').map((c) => c.trim())) {
        if (!command.startsWith('npm ci ')) {
          step(`skipped (image only): RUN ${command}`);
          continue;
        }
        execFileSync('npm', [...command.split(/\s+/).slice(1), '--prefer-offline'], {
          cwd: inImage(image.workdir),
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        const size = execFileSync('du', ['-sh', 'node_modules'], { cwd: dir, encoding: 'utf8' }).split('\t')[0];
        step(`${command}: node_modules is ${size}`);
      }
    } else if (op === 'HEALTHCHECK') image.healthcheck = exec(rest.replace(/^.*?\bCMD\s+/, ''));
    else if (op === 'CMD') image.cmd = exec(rest);
    else step(`skipped (image only): ${op} ${rest}`);
  }
  if (!image.cmd || !image.healthcheck) throw new Error('the run stage needs a CMD and a HEALTHCHECK');
  const node = (argv) => (argv[0] === 'node' ? [process.execPath, ...argv.slice(1)] : argv);

  // The image's settings, but on a free port of this host and a data folder of the check.
  const env = {
    ...image.env,
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'info',
  };
  const before = installFiles(dir, env.DATA_DIR);
  const [command, ...args] = node(image.cmd);
  server = spawn(command, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  const healthcheck = () => {
    const [hc, ...hcArgs] = node(image.healthcheck);
    return spawnSync(hc, hcArgs, { env: { ...env, PORT: port }, stdio: 'ignore' }).status;
  };
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
  if (healthcheck() !== 0) throw new Error(`the image's HEALTHCHECK failed against the running server:\n${output}`);
  step(
    `the server from the production install is ready on ${base}, passes the HEALTHCHECK, serves the page and registers a player`,
  );

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
  if (healthcheck() === 0) throw new Error("the image's HEALTHCHECK passed with the server stopped");
  const after = installFiles(dir, env.DATA_DIR);
  const written = [...after].filter(([p, mtime]) => before.get(p) !== mtime).map(([p]) => path.relative(dir, p));
  if (written.length > 0)
    throw new Error(`the server wrote outside DATA_DIR, which the image's user cannot: ${written.join(', ')}`);
  step('stopped cleanly, the HEALTHCHECK then fails, and nothing was written outside DATA_DIR: the production install serves');

  // The systemd units of deploy/, checked offline where systemd's own checker is installed:
  // an unknown key or a bad value is a warning systemd would ignore at start, so any output fails.
  const units = readdirSync(path.join(root, 'deploy'))
    .filter((f) => /\.(service|timer)$/.test(f))
    .map((f) => path.join('deploy', f));
  const verify = spawnSync('systemd-analyze', ['verify', ...units.map((u) => `./${u}`)], { cwd: root, encoding: 'utf8' });
  if (verify.error) step('skipped: systemd-analyze is not installed, so the units in deploy/ were not checked');
  else if (verify.status !== 0 || verify.stderr.trim() || verify.stdout.trim()) {
    throw new Error(`systemd-analyze verify ${units.join(' ')}:\n${verify.stdout}${verify.stderr}`);
  } else step(`systemd-analyze verify: ${units.join(', ')} are valid units`);
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
