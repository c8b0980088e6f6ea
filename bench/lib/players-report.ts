// The players-per-server section of docs/performance.md (bench/players.ts).
import { measuredLine } from './doc.ts';
import type { Calibration } from './players-cost.ts';
import { MiB } from './processes.ts';

export const START = '<!-- bench:players:start -->';
export const END = '<!-- bench:players:end -->';

export interface StepResult {
  players: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errorShare: number;
  held: boolean;
  /** Resident memory of the game server(s), summed, at most during the hold. */
  rssPeak: number;
  /** Cores the game server(s) and the load generators used during the hold. */
  serverCores: number;
  generatorCores: number;
  /** Cores PostgreSQL's backends for the bench database used (0 on PGlite, which runs inside the server). */
  databaseCores: number;
  /** Calls started per second during the hold, by call (long polls and feed opens included). */
  callsPerSecond: Record<string, number>;
  loadAverage: number;
  slowest: Array<{ name: string; count: number; p99: number }>;
  errorsByCall: Record<string, number>;
  refusals: Record<string, number>;
  samples: string[];
}

export interface CaseResult {
  label: string;
  instances: number;
  steps: StepResult[];
  rssIdle: number;
  holdSeconds: number;
  rampSeconds: number;
  /** CPU per call kind on the idle server, when measured (players-cost.ts). */
  calibration: Calibration | null;
}

export interface PlayersSettings {
  command: string;
  generators: number;
  p99LimitMs: number;
  errorLimit: number;
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const ms = (v: number) => (v >= 100 ? `${v.toFixed(0)} ms` : `${v.toFixed(1)} ms`);
export const num = (v: number) => Math.round(v).toLocaleString('en');

/** The machine the targets are set for: the load generators, the server(s) and PostgreSQL share it. */
export const MACHINE_CORES = 2;

/**
 * A step's CPU per 1,000 players (cores, i.e. CPU seconds a second) by side, and the players
 * whose CPU fills the machine's cores: with the generators on it (as the bench runs), and with
 * them elsewhere (as real players are). Each server process runs its JavaScript, and PGlite's
 * engine, on one thread: it uses about one core at most, whatever the machine has, so
 * `instances` cores bound the server's side too. A ceiling: latency grows before the cores are full.
 */
export function costOf(step: StepResult, instances = 1) {
  const per = (cores: number) => (cores * 1000) / step.players;
  const server = per(step.serverCores);
  const database = per(step.databaseCores);
  const generators = per(step.generatorCores);
  const serverThreads = (Math.min(instances, MACHINE_CORES) * 1000) / server;
  return {
    server,
    database,
    generators,
    machinePlayers: Math.min(serverThreads, (MACHINE_CORES * 1000) / (server + database + generators)),
    serverPlayers: Math.min(serverThreads, (MACHINE_CORES * 1000) / (server + database)),
  };
}

/**
 * Where a player's CPU goes: each call kind's rate per 1,000 players in `step` times its CPU per
 * call on the idle server, beside what the step measured in all. The rest is work no single call
 * pays for: held connections' timers, heartbeats, the presence re-read, garbage collection, and
 * calls under load costing more or less than one at a time.
 */
function costTable(result: CaseResult, step: StepResult | null): string[] {
  const calibration = result.calibration;
  if (!calibration || !step) return [];
  const perCall = new Map(calibration.calls.map((c) => [c.name, c]));
  const hasDb = step.databaseCores > 0 || calibration.calls.some((c) => c.databaseMs > 0);
  const rates: Array<[string, number]> = [
    ...Object.entries(step.callsPerSecond),
    ...calibration.calls.flatMap(
      (c): Array<[string, number]> => (c.perPlayerPerSecond === undefined ? [] : [[c.name, c.perPlayerPerSecond * step.players]]),
    ),
  ];
  const rows = rates.map(([name, rate]) => {
    const perThousand = (rate * 1000) / step.players;
    const cost = perCall.get(name);
    const cores = cost ? (perThousand * (cost.serverMs + cost.databaseMs)) / 1000 : null;
    return { name, perThousand, cost, cores };
  });
  rows.sort((a, b) => (b.cores ?? -1) - (a.cores ?? -1));
  const { server, database } = costOf(step);
  const measured = server + database;
  const explained = rows.reduce((sum, r) => sum + (r.cores ?? 0), 0);
  const share = (cores: number) => `${((cores / measured) * 100).toFixed(0)}%`;
  return [
    '',
    `#### ${result.label}: where a player's CPU goes (${num(step.players)} players)`,
    '',
    `CPU per call measured on the idle server before the first step (200 calls a kind, 4 at a time; long polls and live feeds ${num(calibration.connectionsHeld / 2)} each, the poll held to its 304), times the calls each 1,000 players made during the hold. A held connection (long poll or live feed) added ${(calibration.heldHeapBytes / 1024).toFixed(1)} KiB of heap and ${(calibration.heldRssBytes / 1024).toFixed(1)} KiB resident.`,
    '',
    `| call | calls/s per 1,000 players | CPU ms per call: server${hasDb ? ' + PostgreSQL' : ''} | cores per 1,000 players | share of measured |`,
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name.includes(' /') ? `\`${r.name}\`` : r.name} | ${r.perThousand.toFixed(2)} | ${r.cost ? `${r.cost.serverMs.toFixed(2)}${hasDb ? ` + ${r.cost.databaseMs.toFixed(2)}` : ''}` : 'not measured'} | ` +
        `${r.cores === null ? '' : r.cores.toFixed(4)} | ${r.cores === null ? '' : share(r.cores)} |`,
    ),
    `| **the calls above** | | | **${explained.toFixed(3)}** | ${share(explained)} |`,
    `| **measured during the hold** | | | **${measured.toFixed(3)}** | 100% |`,
  ];
}

/** The most players a case held for a whole step, and the step that was not held (if any). */
export function capacityOf(result: CaseResult): { held: StepResult | null; failed: StepResult | null } {
  const held = result.steps.filter((s) => s.held).at(-1) ?? null;
  const failed = result.steps.find((s) => !s.held) ?? null;
  return { held, failed };
}

/**
 * Past this share of failed calls a step's CPU per player says little: the players' calls were
 * not answered (a starved or failing server does less work than they asked for).
 */
export const COSTED_ERROR_SHARE = 0.01;

/** The step a case's CPU cost is read from: its largest with the players' calls answered (the fixed costs weigh least there). */
export function costedStep(result: CaseResult): StepResult | null {
  return result.steps.filter((s) => s.errorShare <= COSTED_ERROR_SHARE).at(-1) ?? null;
}

function projection(result: CaseResult): string {
  const step = costedStep(result);
  if (!step) return `none: every step had over ${COSTED_ERROR_SHARE * 100}% failed`;
  const cost = costOf(step, result.instances);
  return `${num(cost.machinePlayers)} (${num(cost.serverPlayers)}), from ${num(step.players)}`;
}

function why(step: StepResult, settings: PlayersSettings): string {
  const reasons = [];
  if (step.p99 > settings.p99LimitMs) reasons.push(`p99 ${ms(step.p99)}`);
  if (step.errorShare > settings.errorLimit) {
    const worst = Object.entries(step.errorsByCall).sort((a, b) => b[1] - a[1])[0];
    reasons.push(`${(step.errorShare * 100).toFixed(2)}% failed${worst ? ` (most: ${worst[0]})` : ''}`);
  }
  const slowest = step.slowest[0];
  return `${num(step.players)}: ${reasons.join(', ')}${slowest ? `; slowest call ${slowest.name} (p99 ${ms(slowest.p99)})` : ''}`;
}

export function section(results: CaseResult[], settings: PlayersSettings, skipped: string[]): string {
  const summary = [
    '| database | players held | target | p99 there | req/s there | server RSS idle / there | cores: server / players | first step not held | 2 cores hold, by CPU (players elsewhere) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const r of results) {
    const { held, failed } = capacityOf(r);
    const target = r.label.startsWith('PGlite') ? 5_000 : 10_000;
    summary.push(
      `| ${r.label} | **${held ? num(held.players) : 'none'}** | ${num(target)}: ${held && held.players >= target ? 'met' : '**missed**'} | ` +
        `${held ? ms(held.p99) : ''} | ${held ? num(held.requestsPerSecond) : ''} | ${mib(r.rssIdle)} / ${held ? mib(held.rssPeak) : ''} | ` +
        `${held ? `${held.serverCores.toFixed(2)} / ${held.generatorCores.toFixed(2)}` : ''} | ${failed ? why(failed, settings) : 'all held'} | ` +
        `${projection(r)} |`,
    );
  }
  const steps = results.flatMap((r) => [
    '',
    `#### ${r.label}: every step`,
    '',
    '| players | held | req/s | p50 | p99 | failed | server RSS | cores: server / PostgreSQL / players | per 1,000 players | 2 cores hold (players elsewhere) | load avg | slowest calls (p99) |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...r.steps.map((s) => {
      const cost = costOf(s, r.instances);
      return (
        `| ${num(s.players)} | ${s.held ? 'yes' : '**no**'} | ${num(s.requestsPerSecond)} | ${ms(s.p50)} | ${ms(s.p99)} | ` +
        `${(s.errorShare * 100).toFixed(3)}% | ${mib(s.rssPeak)} | ${s.serverCores.toFixed(2)} / ${s.databaseCores.toFixed(2)} / ${s.generatorCores.toFixed(2)} | ` +
        `${(cost.server + cost.database).toFixed(3)} / ${cost.generators.toFixed(3)} | ` +
        `${s.errorShare <= COSTED_ERROR_SHARE ? `${num(cost.machinePlayers)} (${num(cost.serverPlayers)})` : 'calls failed: not costed'} | ` +
        `${s.loadAverage.toFixed(1)} | ${s.slowest.map((c) => `${c.name} ${ms(c.p99)}`).join('; ')} |`
      );
    }),
    ...costTable(r, costedStep(r)),
  ]);
  const first = results[0];
  return [
    START,
    '## Players per server',
    '',
    measuredLine(settings.command),
    '',
    'Method (`bench/players.ts`, behaviour model in [capacity.md](capacity.md#behaviour-model)): the game',
    'server runs its production build (`GAME_SPEED=100000` so that no cooldown refuses an attempt;',
    'the players keep real time); simulated players arrive in steps, each step spread over',
    `${first?.rampSeconds ?? 30} s and then held ${first?.holdSeconds ?? 120} s; a step is held when the p99 of every call the players made`,
    `during the hold (long polls and the live feed's open time left out) is at most ${settings.p99LimitMs} ms and at`,
    `most ${settings.errorLimit * 100}% failed (5xx, timeouts, broken connections); req/s counts those calls too, not the`,
    `long polls. ${settings.generators} load-generator processes`,
    '(undici keep-alive pools, players as timers) share the 2 cores with the server(s) and PostgreSQL;',
    'two instances share one database, players split between them as a load balancer would.',
    'Cores are CPU seconds a second from `/proc` (server processes, PostgreSQL backends of the bench',
    'database, load generators): unlike latency they hardly change when other work shares the machine, so',
    `"2 cores hold" (${MACHINE_CORES} cores over all three sides' CPU per player, in brackets without the generators, and at most`,
    "one core per server process, whose JavaScript and PGlite's engine run on one thread) is the noise-robust",
    'ceiling, reached only if latency stays within the limit up to full cores; steps with over 1% failed are not costed.',
    '',
    ...summary,
    ...steps,
    ...(skipped.length > 0 ? ['', ...skipped.map((line) => `- ${line}`)] : []),
    END,
  ].join('\n');
}
