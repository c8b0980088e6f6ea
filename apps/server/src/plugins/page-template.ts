import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';

/**
 * JSON that can sit inside an HTML `<script>` element: every `<` is written as `\u003c`, so no
 * text (an e-mail or a name holding `</script>` or `<!--`) can end the element or change how
 * the browser reads it; U+2028 and U+2029 are escaped too, so the text is also valid
 * JavaScript. `JSON.parse` gives back exactly the original value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The built index.html, held in memory and filled per request with a data element (ADR 0026).
 * Read once at start-up; each use checks the file's size and modification time (one `stat`) and
 * reads it again when a new build has replaced it, as the static files are looked up per request
 * so a running server serves what is on disk (ADR 0011).
 */
export class PageTemplate {
  readonly #file: string;
  #stamp: string;
  #before = '';
  #after = '';

  constructor(file: string) {
    this.#file = file;
    this.#stamp = stampOf(statSync(this.#file));
    this.#split(readFileSync(this.#file, 'utf8'));
  }

  /**
   * The page with `element` (already safe HTML) placed at the end of its body: a module script
   * runs only once the document is parsed, so the app finds it wherever it is.
   */
  async render(element: string): Promise<string> {
    await this.#refresh();
    return `${this.#before}${element}${this.#after}`;
  }

  async #refresh(): Promise<void> {
    try {
      const stamp = stampOf(await stat(this.#file));
      if (stamp === this.#stamp) return;
      const text = await readFile(this.#file, 'utf8');
      this.#split(text);
      this.#stamp = stamp;
    } catch {
      // Gone for a moment (a deploy writing the new build): the copy in memory still works.
    }
  }

  #split(text: string): void {
    const at = text.lastIndexOf('</body>');
    const cut = at === -1 ? text.length : at;
    this.#before = text.slice(0, cut);
    this.#after = text.slice(cut);
  }
}

const stampOf = (s: { size: number; mtimeMs: number }) => `${s.size}:${s.mtimeMs}`;
