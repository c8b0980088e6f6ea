import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * JSON that can sit inside an HTML `<script>` element: every `<` is written as `\u003c`, so no
 * text (an e-mail or a name holding `</script>` or `<!--`) can end the element or change how
 * the browser reads it; U+2028 and U+2029 are escaped too, so the text is also valid
 * JavaScript. `JSON.parse` gives back exactly the original value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** What the build writes next to index.html (apps/web/build/route-preload.ts): `[pattern, files][]`. */
export const ROUTE_PRELOADS_FILE = '.route-preloads.json';

/** A page address, its links, and whether only a player's page (a living character) names them. */
type RouteTable = [RegExp, string, boolean][];

/**
 * The preload links of each screen a deep link opens, from the build's table: a module
 * preload per script, the style sheets as they are (Vite's loader then finds them in the page
 * and does not wait for them again). Unreadable or malformed: no links, the page still works.
 */
function readRouteTable(text: string | null): RouteTable {
  if (text === null) return [];
  try {
    const table = JSON.parse(text) as unknown;
    if (!Array.isArray(table)) return [];
    return table.flatMap((row): RouteTable => {
      if (!Array.isArray(row) || typeof row[0] !== 'string' || !Array.isArray(row[1])) return [];
      const files = (row[1] as unknown[]).filter(
        (f): f is string => typeof f === 'string' && /^assets\/[\w.-]+\.(?:js|css)$/.test(f),
      );
      const links = files.map((f) =>
        f.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="/${f}">`
          : `<link rel="modulepreload" crossorigin href="/${f}">`,
      );
      return [[new RegExp(row[0]), links.join(''), row[2] === 'player']];
    });
  } catch {
    return [];
  }
}

/**
 * The built index.html, held in memory and filled per request with a data element (ADR 0026)
 * and the preload links of the screen the address opens (ADR 0030). Read once at start-up;
 * each use checks both files' size and modification time (a `stat` each) and reads them again
 * when a new build has replaced them, as the static files are looked up per request so a running
 * server serves what is on disk (ADR 0011).
 */
export class PageTemplate {
  readonly #file: string;
  readonly #routesFile: string;
  #stamp: string;
  #head = '';
  #body = '';
  #after = '';
  #routes: RouteTable = [];

  constructor(file: string) {
    this.#file = file;
    this.#routesFile = path.join(path.dirname(file), ROUTE_PRELOADS_FILE);
    this.#stamp = `${stampSync(this.#file)} ${stampSync(this.#routesFile)}`;
    this.#split(readFileSync(this.#file, 'utf8'), readOrNull(this.#routesFile));
  }

  /**
   * The page for `urlPath` with `element` (already safe HTML) placed at the end of its body: a
   * module script runs only once the document is parsed, so the app finds it wherever it is.
   * `player`: the page is for a player with a living character, who sees their own home at `/`.
   */
  async render(element: string, urlPath = '/', player = false): Promise<string> {
    await this.#refresh();
    const links = this.#routes.find(([pattern, , forPlayers]) => (player || !forPlayers) && pattern.test(urlPath))?.[1] ?? '';
    return `${this.#head}${links}${this.#body}${element}${this.#after}`;
  }

  async #refresh(): Promise<void> {
    try {
      // Both files: a deploy may write them one after the other.
      const stamp = (await Promise.all([this.#file, this.#routesFile].map(stampNow))).join(' ');
      if (stamp === this.#stamp) return;
      const text = await readFile(this.#file, 'utf8');
      this.#split(text, await readFile(this.#routesFile, 'utf8').catch(() => null));
      this.#stamp = stamp;
    } catch {
      // Gone for a moment (a deploy writing the new build): the copy in memory still works.
    }
  }

  #split(text: string, routes: string | null): void {
    const bodyEnd = text.lastIndexOf('</body>');
    const cut = bodyEnd === -1 ? text.length : bodyEnd;
    const headEnd = text.lastIndexOf('</head>', cut);
    // No head (not a page Vite writes): the links go just before the body's end.
    const at = headEnd === -1 ? cut : headEnd;
    this.#head = text.slice(0, at);
    this.#body = text.slice(at, cut);
    this.#after = text.slice(cut);
    this.#routes = readRouteTable(routes);
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** A file's size and modification time, '-' when it is missing. */
const stampOf = (s: { size: number; mtimeMs: number }) => `${s.size}:${s.mtimeMs}`;
const stampNow = (file: string) => stat(file).then(stampOf, () => '-');
function stampSync(file: string): string {
  try {
    return stampOf(statSync(file));
  } catch {
    return '-';
  }
}
