/** What the owner's raw query looks like from the outside, without parsing its grammar. */
export interface SqlShape {
  /** The first statement, without trailing semicolons. */
  statement: string;
  /** Its first keyword, lower-case (`select`, `with`, ...), or null when it has none. */
  keyword: string | null;
  /** Whether anything but comments and semicolons follows the first statement. */
  multiple: boolean;
}

const IDENT = /[A-Za-z0-9_$\u0080-\uffff]/;
const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/**
 * Finds where the first statement ends by skipping what may hide a semicolon: quoted strings
 * (with `''`, and backslash escapes in E'' strings), quoted identifiers, dollar-quoted bodies and
 * comments (block comments nest, as in PostgreSQL). The postgres.js driver sends a query without
 * parameters over the simple protocol, which runs several statements, so this check is what
 * keeps runsql to one statement there; PGlite refuses several on its own.
 */
export function sqlShape(text: string): SqlShape {
  let keyword: string | null = null;
  let end = text.length;
  let i = 0;
  const n = text.length;
  const skipComment = (): boolean => {
    if (text.startsWith('--', i)) {
      const nl = text.indexOf('\n', i);
      i = nl === -1 ? n : nl + 1;
      return true;
    }
    if (text.startsWith('/*', i)) {
      let depth = 0;
      while (i < n) {
        if (text.startsWith('/*', i)) {
          depth += 1;
          i += 2;
        } else if (text.startsWith('*/', i)) {
          depth -= 1;
          i += 2;
          if (depth === 0) break;
        } else i += 1;
      }
      return true;
    }
    return false;
  };

  while (i < n) {
    const ch = text[i]!;
    if (skipComment()) continue;
    if (ch === "'") {
      const prev = text[i - 1] ?? '';
      const escapes = (prev === 'E' || prev === 'e') && !IDENT.test(text[i - 2] ?? '');
      i += 1;
      while (i < n) {
        if (escapes && text[i] === '\\') i += 2;
        else if (text[i] === "'" && text[i + 1] === "'") i += 2;
        else if (text[i] === "'") break;
        else i += 1;
      }
      i += 1;
      continue;
    }
    if (ch === '"') {
      i += 1;
      while (i < n) {
        if (text[i] === '"' && text[i + 1] === '"') i += 2;
        else if (text[i] === '"') break;
        else i += 1;
      }
      i += 1;
      continue;
    }
    if (ch === '$' && !IDENT.test(text[i - 1] ?? '')) {
      const tag = DOLLAR_TAG.exec(text.slice(i, i + 64))?.[0];
      if (tag) {
        const close = text.indexOf(tag, i + tag.length);
        i = close === -1 ? n : close + tag.length;
        continue;
      }
    }
    if (ch === ';') {
      end = i;
      break;
    }
    if (keyword === null && /[A-Za-z_]/.test(ch)) {
      keyword = /^[A-Za-z_]+/.exec(text.slice(i))![0].toLowerCase();
    } else if (keyword === null && !/[\s(]/.test(ch)) {
      // Something else leads (a number, an operator): there is no keyword to go by.
      keyword = '';
    }
    i += 1;
  }

  // After the first statement only semicolons, blanks and comments may follow.
  let multiple = false;
  i = end;
  while (i < n) {
    if (skipComment()) continue;
    if (text[i] === ';' || /\s/.test(text[i]!)) {
      i += 1;
      continue;
    }
    multiple = true;
    break;
  }
  return { statement: text.slice(0, end).trim(), keyword: keyword || null, multiple };
}
