// The players-per-server section of docs/performance.md (bench/players.ts).
import { measuredLine } from './doc.ts';
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
}

export interface PlayersSettings {
  command: string;
  generators: number;
  p99LimitMs: number;
  errorLimit: number;
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const ms = (v: number) => (v >= 100 ? `${v.toFixed(0)} ms` : `${v.toFixed(1)} ms`);
const num = (v: number) => Math.round(v).toLocaleString('en');

/** The most players a case held for a whole step, and the step that was not held (if any). */
export function capacityOf(result: CaseResult): { held: StepResult | null; failed: StepResult | null } {
  const held = result.steps.filter((s) => s.held).at(-1) ?? null;
  const failed = result.steps.find((s) => !s.held) ?? null;
  return { held, failed };
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
    '| database | players held | target | p99 there | req/s there | server RSS idle / there | cores: server / players | first step not held |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of results) {
    const { held, failed } = capacityOf(r);
    const target = r.label.startsWith('PGlite') ? 5_000 : 10_000;
    summary.push(
      `| ${r.label} | **${held ? num(held.players) : 'none'}** | ${num(target)}: ${held && held.players >= target ? 'met' : '**missed**'} | ` +
        `${held ? ms(held.p99) : ''} | ${held ? num(held.requestsPerSecond) : ''} | ${mib(r.rssIdle)} / ${held ? mib(held.rssPeak) : ''} | ` +
        `${held ? `${held.serverCores.toFixed(2)} / ${held.generatorCores.toFixed(2)}` : ''} | ${failed ? why(failed, settings) : 'all held'} |`,
    );
  }
  const steps = results.flatMap((r) => [
    '',
    `#### ${r.label}: every step`,
    '',
    '| players | held | req/s | p50 | p99 | failed | server RSS | cores: server / players | load avg | slowest calls (p99) |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...r.steps.map(
      (s) =>
        `| ${num(s.players)} | ${s.held ? 'yes' : '**no**'} | ${num(s.requestsPerSecond)} | ${ms(s.p50)} | ${ms(s.p99)} | ` +
        `${(s.errorShare * 100).toFixed(3)}% | ${mib(s.rssPeak)} | ${s.serverCores.toFixed(2)} / ${s.generatorCores.toFixed(2)} | ` +
        `${s.loadAverage.toFixed(1)} | ${s.slowest.map((c) => `${c.name} ${ms(c.p99)}`).join('; ')} |`,
    ),
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
    '',
    ...summary,
    ...steps,
    ...(skipped.length > 0 ? ['', ...skipped.map((line) => `- ${line}`)] : []),
    END,
  ].join('\n');
}
