// What each long main-thread task of a Lighthouse load did, in our source's terms: the tool that
// finds which code a page's blocking time comes from (docs/performance.md, "Reading a load").
//
//   LH_EXTRA=--additional-trace-categories=disabled-by-default-v8.cpu_profiler \
//     node bench-web/run.mjs --pages=/ --presets=mobile --runs=2 --no-cls --no-write --calibrated --reports=/tmp/lh
//   node bench-web/tasks.mjs /tmp/lh/_-signed-in-mobile-<time> [--min=9] [--dist=apps/web/dist]
//
// The folder is one kept load (its trace); the report beside it (<folder>.json) gives the score
// and Lighthouse's own list of long tasks at the simulated phone's speed. Every task of at least
// --min ms (real time on this machine) after the first script ran is listed with its trace
// events, the functions that ran longest in it (self time, from the CPU samples) and the source
// files under which the time was spent. Positions are read through the build's hidden source
// maps, so --dist must be the build that was measured.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const [folder] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const MIN_MS = Number(option('min', '9'));
const DIST = path.resolve(option('dist', path.join(ROOT, 'apps/web/dist')));
if (!folder) throw new Error('usage: node bench-web/tasks.mjs <kept load folder> [--min=9] [--dist=apps/web/dist]');

const ms = (us) => (us / 1000).toFixed(1);
const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SHOWN = new Set([
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
]);

const maps = new Map();
/** "function file:line" of a sampled frame, through the build's source map when it has one. */
function place(frame) {
  const asset = /\/assets\/([^/?#]+\.js)/.exec(frame.url)?.[1];
  if (!asset) return { name: frame.functionName || '(anonymous)', file: frame.url.replace(/.*\//, '') };
  if (!maps.has(asset)) {
    const file = path.join(DIST, 'assets', `${asset}.map`);
    maps.set(asset, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  const map = maps.get(asset);
  if (!map) return { name: frame.functionName || '(anonymous)', file: `${asset}:${frame.lineNumber + 1}` };
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  // Code the bundler wrote itself has no source.
  if (at.source === null) return { name: frame.functionName || '(bundler)', file: asset };
  const file = at.source.replace(/.*node_modules\//, '~').replace(/^(\.\.\/)+/, '');
  return { name: at.name ?? frame.functionName ?? '(anonymous)', file: `${file}:${at.line}` };
}

/** The page's main thread: the renderer main thread with the most events. */
function mainThread(events) {
  const counts = new Map();
  for (const e of events) if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') counts.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (counts.has(key)) counts.set(key, counts.get(key) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** [timestamp, node id] of every CPU sample on that thread, and the nodes by id. */
function samplesOf(events, isMain) {
  const nodes = new Map();
  const samples = [];
  for (const profile of events.filter((e) => e.name === 'Profile' && isMain(e))) {
    let at = profile.args.data.startTime;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === profile.pid)) {
      const cpu = chunk.args.data.cpuProfile ?? {};
      for (const node of cpu.nodes ?? []) nodes.set(node.id, node);
      const deltas = chunk.args.data.timeDeltas ?? [];
      (cpu.samples ?? []).forEach((id, i) => {
        at += deltas[i] ?? 0;
        samples.push([at, id]);
      });
    }
  }
  return { nodes, samples };
}

const top = (totals, count) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${ms(us)} ${key}`)
    .join(' | ');

const report = existsSync(`${folder}.json`) ? JSON.parse(readFileSync(`${folder}.json`, 'utf8')) : null;
if (report) {
  const audit = (id) => `${Math.round(report.audits[id].numericValue)} ms (${report.audits[id].score})`;
  console.log(
    `score ${report.categories.performance.score}, FCP ${audit('first-contentful-paint')}, TBT ${audit('total-blocking-time')}`,
  );
  const simulated = report.audits['long-tasks'].details?.items ?? [];
  console.log(
    `Lighthouse's long tasks (simulated start:duration): ${simulated.map((t) => `${Math.round(t.startTime)}:${Math.round(t.duration)}`).join(' ')}`,
  );
}
const trace = JSON.parse(readFileSync(path.join(folder, 'defaultPass.trace.json'), 'utf8'));
const events = trace.traceEvents ?? trace;
const main = mainThread(events);
const isMain = (e) => `${e.pid}:${e.tid}` === main;
const timed = events.filter((e) => isMain(e) && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const start = events.filter((e) => e.name === 'navigationStart' && isMain(e)).at(-1)?.ts ?? timed[0].ts;
const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts;
const firstScript = timed.find((e) => e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript')?.ts ?? start;
const { nodes, samples } = samplesOf(events, isMain);
console.log(
  `real FCP ${fcp ? ms(fcp - start) : '?'} ms; ${samples.length} CPU samples${samples.length ? '' : ' (run with LH_EXTRA, see above)'}`,
);

for (const task of timed.filter((e) => TASK.has(e.name) && e.dur >= MIN_MS * 1000 && e.ts + e.dur > firstScript)) {
  const end = task.ts + task.dur;
  const inside = timed.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && e.dur >= 1000 && SHOWN.has(e.name));
  console.log(
    `@${ms(task.ts - start)}${fcp && task.ts < fcp ? ' (before FCP)' : ''} ${ms(task.dur)} ms: ${inside.map((e) => `${e.name} ${ms(e.dur)}`).join(', ')}`,
  );
  const own = new Map();
  const under = new Map();
  const mine = samples.filter(([at]) => at >= task.ts && at <= end);
  mine.forEach(([at, id], i) => {
    const spent = (mine[i + 1]?.[0] ?? at) - at;
    const node = nodes.get(id);
    if (!node) return;
    const here = node.callFrame.url ? place(node.callFrame) : { name: node.callFrame.functionName, file: '' };
    const key = `${here.name} ${here.file}`.trim();
    own.set(key, (own.get(key) ?? 0) + spent);
    const files = new Set();
    for (let n = node; n; n = nodes.get(n.parent)) if (n.callFrame.url) files.add(place(n.callFrame).file.replace(/:\d+$/, ''));
    for (const file of files) under.set(file, (under.get(file) ?? 0) + spent);
  });
  if (own.size) console.log(`   self:  ${top(own, 6)}\n   under: ${top(under, 6)}`);
}
