// Page-speed bench: Lighthouse 12 (mobile and desktop presets) on the built app, driving the
// machine's Chromium, for `/` as a visitor and `/deeds`, `/city`, `/chat` signed in. Each page
// runs several times; the table shows the run with the median performance score. Writes the
// table into docs/performance.md between the bench:web markers.
//
//   npm run bench:web                         # builds the app first, 5 runs per page and preset
//   node bench-web/run.mjs --runs=5 --no-write   # on an existing build, print only
//   node bench-web/run.mjs --pages=/deeds --presets=mobile --runs=1 --no-cls --no-write
//                                             # one page, one preset, no layout-shift probe: while iterating
//   ... --reports=/tmp/lh                     # also keeps each run's Lighthouse report (JSON) there,
//                                             # and with --calibrated the gathered load (its trace)
//   LH_EXTRA=--additional-trace-categories=disabled-by-default-v8.cpu_profiler node bench-web/run.mjs ...
//                                             # one more Lighthouse flag: here, samples of which
//                                             # function ran, in the trace --reports keeps
//   ... --calibrated --no-write               # mobile runs slowed for this machine's speed (see below)
//
// Lighthouse (about 185 MB) lives in bench-web/node_modules, installed on first use from
// bench-web/package-lock.json, outside the main install. Loopback only; stops by itself.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measureCls } from './cls.mjs';
import { calibratedSlowdown, median, section, seconds, summarise, TARGETS, writeDoc } from './report.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = path.resolve(HERE, '..');
const DOC = path.join(ROOT, 'docs', 'performance.md');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const HARD_LIMIT_MS = 90 * 60_000;
// A safety net only: Lighthouse times out on its own (60 s per load). SIGINT, not SIGTERM, is
// the signal on which it closes the Chromium it started.
const LIGHTHOUSE_TIMEOUT_MS = 5 * 60_000;

const argv = process.argv.slice(2);
const RUNS = Number.parseInt(argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? '5', 10);
const WRITE_DOC = !argv.includes('--no-write');
const ONLY = argv
  .find((a) => a.startsWith('--pages='))
  ?.slice(8)
  .split(',');
const PRESETS = argv
  .find((a) => a.startsWith('--presets='))
  ?.slice(10)
  .split(',') ?? ['mobile', 'desktop'];
const PROBE_CLS = !argv.includes('--no-cls');
// Keeps every Lighthouse report (JSON) in this folder, to read its audits rather than the score.
const REPORTS = argv.find((a) => a.startsWith('--reports='))?.slice(10);
if (REPORTS) mkdirSync(REPORTS, { recursive: true });
// Lighthouse's phone counts main-thread time four times over whatever the machine, so a fast
// machine flatters a page and a slow one does it wrong (docs/performance.md, "A phone of one
// speed"). With this flag each mobile run is simulated at the slowdown that makes this run's
// machine stand in for the phone the preset means, from the speed the run itself measured.
const CALIBRATED = argv.includes('--calibrated');

const PAGES = [
  { path: '/', signedIn: false },
  // The player's home: a signed-in player landing on `/` waits for its lazy chunk.
  { path: '/', signedIn: true },
  { path: '/deeds', signedIn: true },
  { path: '/city', signedIn: true },
  { path: '/chat', signedIn: true },
].filter((p) => !ONLY || ONLY.includes(p.path));

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

let server;
const hardStop = setTimeout(() => {
  console.error('bench:web: still running after 90 minutes; stopping.');
  stopServer();
  process.exit(1);
}, HARD_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

function stopServer() {
  if (server && server.exitCode === null) server.kill('SIGTERM');
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function ensureLighthouse() {
  const bin = path.join(HERE, 'node_modules', '.bin', 'lighthouse');
  if (!existsSync(bin)) {
    console.log('bench:web: installing Lighthouse into bench-web/node_modules (once)...');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: HERE, stdio: 'inherit' });
  }
  return bin;
}

async function startServer(port, dataDir) {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: STAFF_EMAIL,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return base;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('the server did not answer /api/health within 2 minutes');
}

const STAFF_EMAIL = 'bench-staff@example.com';

/** A player with a character: the session cookie and the character's id. */
async function signUp(base, email = `bench-${Date.now()}@example.com`) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const created = await fetch(`${base}/api/character/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: `Bench ${Date.now() % 100000}`, bio: 'Measures pages.' }),
  });
  if (created.status !== 201) throw new Error(`character create answered ${created.status}: ${await created.text()}`);
  return { cookie, characterId: (await created.json()).id };
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART): such a run is repeated. */
async function lighthouse(bin, url, preset, cookie, outDir) {
  for (let attempt = 1; ; attempt++) {
    try {
      const run = await lighthouseOnce(bin, url, preset, cookie, outDir);
      if (!run.error || attempt === 3) return run;
      console.warn(`bench:web: ${url} ${preset}: ${run.error}; running it again`);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`bench:web: ${url} ${preset}: Lighthouse failed (${error.message.split('\n')[0]}); running it again`);
    }
  }
}

async function lighthouseOnce(bin, url, preset, cookie, outDir) {
  const out = path.join(outDir, `lh-${Date.now()}.json`);
  const kept =
    REPORTS &&
    path.join(REPORTS, `${new URL(url).pathname.replace(/\W/g, '_')}${cookie ? '-signed-in' : ''}-${preset}-${Date.now()}`);
  const common = [url, '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`, '--max-wait-for-load=60000', '--quiet'];
  if (preset === 'desktop') common.push('--preset=desktop');
  if (process.env.LH_EXTRA) common.push(process.env.LH_EXTRA);
  const writeReport = ['--output=json', `--output-path=${out}`];
  const chrome = cookie ? await signedInChrome(url, cookie) : null;
  if (chrome) common.push(`--port=${chrome.port}`);
  const lighthouse = (args) =>
    execFileSync(bin, args, {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: LIGHTHOUSE_TIMEOUT_MS,
      killSignal: 'SIGINT',
    });
  try {
    if (CALIBRATED && preset === 'mobile') {
      // Load once (gather), then score that load (audit) at the slowdown its own benchmark asks
      // for. The simulated runs load the page unthrottled, so the gathered load is the same.
      const artifactsDir = mkdtempSync(path.join(outDir, 'gather-'));
      lighthouse([...common, `--gather-mode=${artifactsDir}`]);
      const file = path.join(artifactsDir, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(file, 'utf8'));
      const slowdown = calibratedSlowdown(artifacts.BenchmarkIndex);
      // Lighthouse refuses to audit with other settings than it gathered with; the slowdown is
      // only used when scoring, so the gathered settings are given the one scoring will use.
      artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
      writeFileSync(file, JSON.stringify(artifacts));
      lighthouse([...common, ...writeReport, `--audit-mode=${artifactsDir}`, `--throttling.cpuSlowdownMultiplier=${slowdown}`]);
      // The gathered load (its trace among it) beside the report, to read what each task did.
      if (kept) cpSync(artifactsDir, kept, { recursive: true });
      console.log(
        `bench:web: ${url}: benchmark index ${Math.round(artifacts.BenchmarkIndex)}, scored at ${slowdown.toFixed(1)}x`,
      );
    } else {
      lighthouse([...common, ...writeReport]);
    }
  } finally {
    chrome?.kill();
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (kept) writeFileSync(`${kept}.json`, JSON.stringify(report));
  rmSync(out, { force: true });
  const refused = cookie ? signedOutCalls(report) : [];
  if (refused.length > 0) return { ...summarise(report), error: `the page's calls were answered 401: ${refused.join(', ')}` };
  return summarise(report);
}

/**
 * A Chromium whose cookie jar holds the player's session, for Lighthouse to drive (`--port`).
 * Lighthouse's own `--extra-headers` reaches the page's document but not the calls the page makes
 * (Chromium 156 sends them without it), so every signed-in page used to be measured drawing its
 * "Failed to load" states. Lighthouse's storage reset leaves cookies alone.
 */
async function signedInChrome(url, cookie) {
  const { launch } = await fromLighthouseInstall('chrome-launcher');
  const puppeteer = await fromLighthouseInstall('puppeteer-core');
  const chrome = await launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS.split(' ') });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const [name, ...value] = cookie.split('=');
    await browser.setCookie({
      name,
      value: value.join('='),
      domain: new URL(url).hostname,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    await browser.disconnect();
    return chrome;
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/**
 * A package Lighthouse brought into bench-web/node_modules (installed by ensureLighthouse, outside
 * the workspaces, so neither a fresh checkout nor the import checks can see it).
 */
function fromLighthouseInstall(name) {
  const entry = createRequire(path.join(HERE, 'package.json')).resolve(name);
  return import(pathToFileURL(entry).href);
}

/** The page's API calls a signed-in run got 401 for: such a run measured an error page. */
function signedOutCalls(report) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((r) => r.statusCode === 401 && new URL(r.url).pathname.startsWith('/api/'))
    .map((r) => new URL(r.url).pathname);
}

const CLS_PAGES = [
  '/',
  '/deeds',
  '/training',
  '/quests',
  '/chat',
  '/city',
  '/travel',
  '/profile',
  '/edit-profile',
  '/character/search',
];
const CLS_STAFF_PAGES = ['/admin', '/admin/manage-home', '/admin/manage-deeds', '/admin/manage-cities', '/admin/manage-ticker'];

async function main() {
  const loadAtStart = os.loadavg();
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run bench:web does).');
  }
  const bin = ensureLighthouse();
  const lhVersion = JSON.parse(readFileSync(path.join(HERE, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tod-bench-web-'));
  try {
    const base = await startServer(await freePort(), dataDir);
    const { cookie, characterId } = await signUp(base);
    const staff = await signUp(base, STAFF_EMAIL);
    const results = [];
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        const runs = [];
        // One unmeasured load first: the server's first answers warm its caches and the disk's.
        await lighthouse(bin, base + page.path, preset, page.signedIn ? cookie : null, dataDir);
        for (let i = 0; i < RUNS; i++) {
          const run = await lighthouse(bin, base + page.path, preset, page.signedIn ? cookie : null, dataDir);
          if (run.error) console.warn(`bench:web: ${page.path} ${preset}: ${run.error}`);
          runs.push(run);
          console.log(
            `${page.path} ${preset} run ${i + 1}: ${run.score.toFixed(2)} (LCP ${seconds(run.lcpMs)}, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, JS ${run.jsKiB.toFixed(1)} KiB)`,
          );
        }
        results.push({ page: page.path, signedIn: page.signedIn, preset, runs, median: median(runs) });
      }
    }
    const cls = !PROBE_CLS
      ? []
      : [
          ...(await measureCls(base, [{ path: '/', signedIn: false }], null)).map((r) => ({ ...r, who: 'visitor' })),
          ...(
            await measureCls(
              base,
              [...CLS_PAGES, `/character/view/${characterId}`].map((path) => ({ path, signedIn: true })),
              cookie,
            )
          ).map((r) => ({ ...r, who: 'signed in', path: r.path.replace(characterId, '{id}') })),
          ...(
            await measureCls(
              base,
              CLS_STAFF_PAGES.map((path) => ({ path, signedIn: true })),
              staff.cookie,
            )
          ).map((r) => ({
            ...r,
            who: 'staff',
          })),
        ];
    for (const r of cls)
      if (r.cls > TARGETS.cls) console.warn(`bench:web: CLS ${r.cls.toFixed(3)} on ${r.path} at ${r.width} px`);
    const text = section(results, { lhVersion, cls, runs: RUNS, chrome: CHROME, loadAtStart });
    console.log(`\n${text}`);
    if (WRITE_DOC) writeDoc(DOC, text);
  } finally {
    stopServer();
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
    clearTimeout(hardStop);
  }
}

main().catch((error) => {
  console.error(error);
  stopServer();
  process.exit(1);
});
