// Restart to healthy, alone (`npm run bench:restart`): builds the server, lets a first start
// create, migrate and seed a PGlite DATA_DIR (as `npm run bench` does), then restarts the
// production build on that directory again and again, printing the wall time to a healthy
// answer and the CPU the process used until then (all threads, from /proc).
//
//   npm run bench:restart -- [--runs 8] [--players 20] [--no-build]
//                            [--variant label=apps/server/dist-old/main.js ...] [--cpu-prof]
//
// Several `--variant`s run alternately on the same directory (A B A B ..., the order flipping
// every round), so a busy machine slows each about alike: quote their ratio, and the CPU times,
// which depend less on the load. A variant is a build placed beside dist/ (`node build.mjs
// --outdir=dist-old` in apps/server, or a copy of dist/; `dist-*` is ignored), since the bundle
// finds migrations and the web build one folder up. `--cpu-prof` writes one V8 profile per
// restart to a temporary folder (open in Chrome DevTools); profiling slows the start.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer, createPlayer, pgliteDatabase } from './lib/game.ts';
import { freePort, guardRun, startChild } from './lib/processes.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '8' },
    players: { type: 'string', default: '20' },
    'no-build': { type: 'boolean', default: false },
    variant: { type: 'string', multiple: true },
    'cpu-prof': { type: 'boolean', default: false },
  },
});

const RUNS = Number(values.runs);
const PLAYERS = Number(values.players);
const variants = (values.variant ?? ['current=apps/server/dist/main.js']).map((v) => {
  const at = v.indexOf('=');
  return at < 0 ? { label: v, script: v } : { label: v.slice(0, at), script: v.slice(at + 1) };
});
const profileDir = values['cpu-prof'] ? mkdtempSync(path.join(os.tmpdir(), 'tod-restart-prof-')) : null;

/** CPU milliseconds of the process's main thread (the JavaScript thread) so far, from /proc. */
function mainThreadCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15) in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function start(script: string, env: Record<string, string>, nodeArgs: string[] = []) {
  const port = await freePort();
  const child = await startChild(
    script,
    script,
    { PORT: String(port), HOST: '127.0.0.1', GAME_SPEED: '100000', TRUST_PROXY: '1', ...env },
    `http://127.0.0.1:${port}/api/health`,
    { nodeArgs },
  );
  return { ...child, base: `http://127.0.0.1:${port}` };
}

async function main(): Promise<void> {
  const stopGuard = guardRun(20 * 60_000);
  if (!values['no-build']) buildServer();
  const db = pgliteDatabase();
  try {
    const first = await start(variants[0]!.script, db.env);
    console.log(`first start (initdb, migrate, seed): ${first.startMs.toFixed(0)} ms`);
    for (let i = 0; i < PLAYERS; i += 4)
      await Promise.all(
        Array.from({ length: Math.min(4, PLAYERS - i) }, (_, j) =>
          createPlayer(first.base, `Restart${i + j}x${process.pid}`, i + j),
        ),
      );
    await first.stop();

    const wall = new Map<string, number[]>(variants.map((v) => [v.label, []]));
    const cpu = new Map<string, number[]>(variants.map((v) => [v.label, []]));
    const mainCpu = new Map<string, number[]>(variants.map((v) => [v.label, []]));
    for (let round = 0; round < RUNS; round += 1) {
      const order = round % 2 ? [...variants].reverse() : variants;
      for (const variant of order) {
        // Node refuses --cpu-prof in NODE_OPTIONS: it goes on the command line.
        const nodeArgs = profileDir
          ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${variant.label}-${round}.cpuprofile`]
          : [];
        const child = await start(variant.script, db.env, nodeArgs);
        wall.get(variant.label)!.push(child.startMs);
        // Read right after the health answer: the server idles meanwhile.
        const main = mainThreadCpuMs(child.pid);
        if (child.startCpuMs !== null) cpu.get(variant.label)!.push(child.startCpuMs);
        if (main !== null) mainCpu.get(variant.label)!.push(main);
        await child.stop();
      }
    }

    const load = os.loadavg().map((l) => l.toFixed(1));
    console.log(`load average ${load.join(' / ')} on ${os.cpus().length} cores; ${RUNS} restarts each, ${PLAYERS} players`);
    const base = variants[0]!.label;
    for (const { label } of variants) {
      const w = wall.get(label)!;
      const c = cpu.get(label)!;
      const m = mainCpu.get(label)!;
      const ratio =
        label === base
          ? ''
          : `  (${(median(w) / median(wall.get(base)!)).toFixed(2)}x wall, ${(median(c) / median(cpu.get(base)!)).toFixed(2)}x CPU, ` +
            `${(median(m) / median(mainCpu.get(base)!)).toFixed(2)}x main thread of ${base})`;
      console.log(
        `${label}: to healthy median ${median(w).toFixed(0)} ms [${w.map((v) => v.toFixed(0)).join(', ')}]; ` +
          `CPU median ${median(c).toFixed(0)} ms [${c.map((v) => v.toFixed(0)).join(', ')}], ` +
          `of which main thread ${median(m).toFixed(0)} ms${ratio}`,
      );
    }
    if (profileDir) console.log(`CPU profiles in ${profileDir}`);
  } finally {
    await db.drop();
    stopGuard();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
