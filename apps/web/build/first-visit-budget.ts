import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Issue #11: the JavaScript a first visit to `/` transfers, compressed, is at most this. */
export const FIRST_VISIT_BUDGET_KIB = 140;

/**
 * The scripts a first visit to `/` fetches: those index.html runs and those it preloads (the
 * route preload script adds more only on deep links, which the budget does not cover).
 */
export function firstVisitScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="(\/[^"]+\.js)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) found.add(url);
  }
  return [...found];
}

/** Sum of the brotli copies' sizes (the plain file's where there is none), in KiB. */
export async function firstVisitKiB(outDir: string): Promise<{ kib: number; files: string[] }> {
  const files = firstVisitScripts(await readFile(path.join(outDir, 'index.html'), 'utf8'));
  let bytes = 0;
  for (const url of files) {
    const file = path.join(outDir, url);
    const compressed = await stat(`${file}.br`).catch(() => null);
    bytes += compressed ? compressed.size : (await stat(file)).size;
  }
  return { kib: bytes / 1024, files };
}
