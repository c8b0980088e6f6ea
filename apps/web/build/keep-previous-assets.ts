import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build notes when each older asset stopped being part of the current build. */
export const HISTORY_FILE = '.assets-history.json';

/** How long a replaced asset stays servable: longer than any tab is likely to stay open unused. */
export const KEEP_PREVIOUS_MS = 7 * 24 * 60 * 60 * 1000;

/** `assets/x.js.br` belongs to `assets/x.js`. */
const baseName = (name: string) => name.replace(/\.(?:br|gz)$/, '');

export interface RetentionPlan {
  /** Files under assets/ to delete now (relative to the output folder). */
  remove: string[];
  /** The history to write back: file -> when it was first seen replaced (epoch ms). */
  history: Record<string, number>;
}

/**
 * Decides which files of earlier builds go: a file the new build did not write is noted as
 * replaced now, and deleted once it has been replaced for longer than `keepMs`.
 */
export function planRetention(
  files: string[],
  current: ReadonlySet<string>,
  previous: Readonly<Record<string, number>>,
  now: number,
  keepMs: number,
): RetentionPlan {
  const history: Record<string, number> = {};
  const remove: string[] = [];
  for (const file of files) {
    if (current.has(baseName(file))) continue;
    const replacedAt = previous[file] ?? now;
    if (now - replacedAt > keepMs) remove.push(file);
    else history[file] = replacedAt;
  }
  return { remove, history };
}

async function readHistory(file: string): Promise<Record<string, number>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/**
 * Keeps the hashed assets of earlier builds for {@link KEEP_PREVIOUS_MS} instead of emptying
 * the output folder: a page opened before a redeploy still loads the chunks it knows (ADR 0011).
 * Needs `build.emptyOutDir: false`; index.html and the public files are simply overwritten.
 */
export function keepPreviousAssets(options: { keepMs?: number; now?: () => number } = {}): Plugin {
  const keepMs = options.keepMs ?? KEEP_PREVIOUS_MS;
  const now = options.now ?? Date.now;
  return {
    name: 'tod:keep-previous-assets',
    apply: 'build',
    config: () => ({ build: { emptyOutDir: false } }),
    async writeBundle(output, bundle) {
      const outDir = output.dir;
      if (!outDir) return;
      const assetsDir = path.join(outDir, 'assets');
      const files = (await readdir(assetsDir).catch(() => [])).map((name) => `assets/${name}`);
      const historyFile = path.join(outDir, HISTORY_FILE);
      const plan = planRetention(files, new Set(Object.keys(bundle)), await readHistory(historyFile), now(), keepMs);
      await Promise.all(plan.remove.map((file) => rm(path.join(outDir, file), { force: true })));
      await writeFile(historyFile, `${JSON.stringify(plan.history, null, 2)}\n`);
    },
  };
}
