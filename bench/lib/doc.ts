// Each benchmark owns one section of docs/performance.md, between its own markers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './processes.ts';

export const DOC = path.join(ROOT, 'docs', 'performance.md');

const INTRO = [
  '# Performance',
  '',
  'Benchmarks live in `bench/` and run with `npm run bench` from the repository root. Each section',
  'below is rewritten by its benchmark; the numbers are from the machine and date it names.',
  '',
].join('\n');

/** Replaces the text between `start` and `end` (markers included), or appends it. */
export function writeSection(start: string, end: string, text: string): void {
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : INTRO;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${text}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${text}\n`;
  writeFileSync(DOC, next);
}

/** "Measured <date> with `<command>` on <machine>; load average ..." */
export function measuredLine(command: string): string {
  const cpu = os.cpus();
  return (
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`${command}\` on ${cpu.length} × ` +
    `${cpu[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ` +
    `${os.type()} ${os.release()}; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min).`
  );
}

export const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
