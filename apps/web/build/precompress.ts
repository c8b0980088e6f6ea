import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { FIRST_VISIT_BUDGET_KIB, firstVisitKiB } from './first-visit-budget.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Maps are left alone, the server never sends them. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the original. */
export async function compressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    // Compressed once per build, served many times: the slowest, smallest settings pay off.
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Writes brotli and gzip copies of every text file this build produced (its chunks, index.html
 * and the public folder), for the server to send by `Accept-Encoding` (ADR 0011). Files kept
 * from earlier builds already have theirs. Then reports what a first visit to `/` downloads
 * against the budget, so a change that outgrows it is seen at build time, not only by
 * the half-hour `npm run bench:web`.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  const written = new Set<string>();
  return {
    name: 'tod:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) written.add(name);
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const publicFiles = config.publicDir ? await listFiles(config.publicDir) : [];
      const names = [...new Set([...written, ...publicFiles])].filter((name) => TEXT_FILE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name);
          if ((await stat(file).catch(() => null))?.isFile()) await compressFile(file);
        }),
      );
      const { kib, files } = await firstVisitKiB(outDir);
      const summary = `first visit to /: ${kib.toFixed(1)} KiB of JavaScript as brotli in ${files.length} files (budget ${FIRST_VISIT_BUDGET_KIB} KiB)`;
      // A failure, not a warning: a warning scrolled past while the script grew from 130 to 147 KiB.
      if (kib > FIRST_VISIT_BUDGET_KIB) throw new Error(`${summary}: over budget (issue #11, ADR 0011)`);
      config.logger.info(summary);
    },
  };
}
