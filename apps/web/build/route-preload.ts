import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** A page address (a regular expression's source) and the route module that draws it. */
export type RoutePreloads = Record<string, string>;

/**
 * The script the page runs first: it asks for the chunks of the screen in the address bar while
 * the main script is still downloading, instead of after it ran (one round trip less before a
 * deep link, `/deeds` say, shows its screen). It only fetches; nothing runs before the app does.
 */
export function preloadScript(table: [string, string[]][]): string {
  return `const t=${JSON.stringify(table)};for(const[p,f]of t)if(new RegExp(p).test(location.pathname)){for(const h of f){const l=document.createElement("link");l.rel="modulepreload";l.href="/"+h;document.head.append(l)}break}\n`;
}

const STYLE_MODULE = /\.(?:css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/;

/**
 * A chunk made only of style sheets: Vite deletes it after this plugin has run (its CSS goes
 * into a .css file), so naming it would preload a file that does not exist.
 */
function isStyleOnly(chunk: Rolldown.OutputChunk): boolean {
  return chunk.exports.length === 0 && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => STYLE_MODULE.test(id));
}

/**
 * For each address, the route's chunk and the chunks it imports that the entry does not carry
 * (style-only chunks left out).
 * A listed module without a chunk of its own (renamed, or no longer lazy) is reported, not fatal:
 * it only loses its head start.
 */
export function routeChunkTable(
  bundle: OutputBundle,
  routes: RoutePreloads,
  root: string,
  warn: (message: string) => void = () => {},
): [string, string[]][] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const skipped = new Set(chunks.filter((c) => c.isEntry || isStyleOnly(c)).map((c) => c.fileName));
  const table: [string, string[]][] = [];
  for (const [pattern, modulePath] of Object.entries(routes)) {
    const moduleId = path.resolve(root, modulePath);
    const chunk = chunks.find((c) => c.facadeModuleId === moduleId);
    if (!chunk) {
      warn(`no chunk for ${modulePath} (renamed, or no longer lazily imported?): ${pattern} gets no preload`);
      continue;
    }
    table.push([pattern, [chunk.fileName, ...chunk.imports.filter((file) => !skipped.has(file))]]);
  }
  return table;
}

/**
 * Emits `assets/route-preload-<hash>.js` and puts it in index.html before the main script
 * (ADR 0011). Runs before Vite's HTML step, which reads the tag this plugin adds.
 */
export function routePreload(routes: RoutePreloads): Plugin {
  let root = process.cwd();
  let scriptFile: string | null = null;
  return {
    name: 'tod:route-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const source = preloadScript(routeChunkTable(bundle, routes, root, (message) => this.warn(message)));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      scriptFile = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) return [];
        return [{ tag: 'script', attrs: { type: 'module', src: `/${scriptFile}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
