import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A page address (a regular expression's source) and the route module that draws it. */
export type RoutePreloads = Record<string, string>;

/**
 * Where the build writes the table the server reads (apps/server/src/plugins/page-template.ts):
 * a dotfile, so the static handler never serves it.
 */
export const ROUTE_PRELOADS_FILE = '.route-preloads.json';

const STYLE_MODULE = /\.(?:css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/;

/**
 * A chunk made only of style sheets: Vite deletes it after this plugin has run (its CSS goes
 * into a .css file), so naming it would preload a file that does not exist.
 */
function isStyleOnly(chunk: Rolldown.OutputChunk): boolean {
  return chunk.exports.length === 0 && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => STYLE_MODULE.test(id));
}

const stylesOf = (chunk: OutputChunk): string[] => [...(chunk.viteMetadata?.importedCss ?? [])];

/** A chunk and every chunk it imports statically, however deep, in import order. */
function staticClosure(start: OutputChunk, byFile: Map<string, OutputChunk>): OutputChunk[] {
  const seen = new Set<string>();
  const order: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    order.push(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return order;
}

/**
 * For each address, every file its screen needs beyond what the entry brings: the route's
 * chunk, the chunks it imports however deep (style-only chunks left out), then the style
 * sheets of all of them. A listed module without a chunk of its own (renamed, or no longer
 * lazy) is reported, not fatal: it only loses its head start.
 */
export function routeChunkTable(
  bundle: OutputBundle,
  routes: RoutePreloads,
  root: string,
  warn: (message: string) => void = () => {},
): [string, string[]][] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.filter((c) => c.isEntry).flatMap((c) => staticClosure(c, byFile));
  const entryFiles = new Set(entry.map((c) => c.fileName));
  const entryStyles = new Set(entry.flatMap(stylesOf));
  const table: [string, string[]][] = [];
  for (const [pattern, modulePath] of Object.entries(routes)) {
    const moduleId = path.resolve(root, modulePath);
    const chunk = chunks.find((c) => c.facadeModuleId === moduleId);
    if (!chunk) {
      warn(`no chunk for ${modulePath} (renamed, or no longer lazily imported?): ${pattern} gets no preload`);
      continue;
    }
    const closure = staticClosure(chunk, byFile);
    const scripts = closure.filter((c) => !entryFiles.has(c.fileName) && !isStyleOnly(c)).map((c) => c.fileName);
    const styles = new Set(closure.flatMap(stylesOf).filter((file) => !entryStyles.has(file)));
    table.push([pattern, [...scripts, ...styles]]);
  }
  return table;
}

/**
 * Writes the table of the screens a deep link opens to `.route-preloads.json`: the server puts
 * each navigation's files in its page as preload links, so the browser fetches them alongside
 * the main script instead of after it ran (docs/decisions/0030-route-preloads-in-the-page.md).
 * `playerRoutes` are addresses whose screen differs for a player with a living character (`/`
 * is the visitors' page for the others): their rows say so and only a player's page names them.
 */
export function routePreload(routes: RoutePreloads, playerRoutes: RoutePreloads = {}): Plugin {
  let root = process.cwd();
  return {
    name: 'tod:route-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const warn = (message: string) => this.warn(message);
      // Rows for players come first: the server takes the first row that matches the page and
      // whoever it is for, so a player's `/` gets their home's files and a visitor's none.
      const table = [
        ...routeChunkTable(bundle, playerRoutes, root, warn).map(([pattern, files]) => [pattern, files, 'player']),
        ...routeChunkTable(bundle, routes, root, warn),
      ];
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(table)}\n` });
    },
  };
}
