/**
 * Chat markup (docs/product-rules.md#chat-and-presence: stored raw, rendered by the browser): `**bold**`, `*italic*`,
 * `` `code` ``, `[color=value]text[/color]` (value: a hash, letters or digits) and a leading
 * `/me` for an action. The parser yields a tree of plain data that components turn into React
 * elements, so player text is only ever text: nothing here builds HTML.
 */

export type ChatNode =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'bold'; children: ChatNode[] }
  | { type: 'italic'; children: ChatNode[] }
  | { type: 'color'; color: string; children: ChatNode[] };

interface ParsedChatMessage {
  /** A `/me` message: shown as "* Name does something". */
  action: boolean;
  nodes: ChatNode[];
}

const ACTION = /^\/me(?:\s+|$)/;
const COLOR_OPEN = /^\[color=(#?[A-Za-z0-9]+)\]/;
const COLOR_CLOSE = '[/color]';
/** Deeper nesting is kept as text: a 500-character message cannot need more. */
const MAX_DEPTH = 12;

type Closer = '**' | '*' | typeof COLOR_CLOSE;

interface Result {
  nodes: ChatNode[];
  end: number;
}

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

function pushText(nodes: ChatNode[], text: string): void {
  if (!text) return;
  const last = nodes.at(-1);
  if (last?.type === 'text') last.text += text;
  else nodes.push({ type: 'text', text });
}

/** Whether `closer` closes an emphasis at `i`: not after a space, as in markdown. */
function closesAt(source: string, i: number, closer: Closer): boolean {
  if (!source.startsWith(closer, i)) return false;
  if (closer === COLOR_CLOSE) return true;
  if (isSpace(source[i - 1])) return false;
  // '*' must not take the first half of a '**'.
  return closer === '**' || source[i + 1] !== '*';
}

/**
 * Inner parses already tried, by closer and start. An opener with no closer is retried from
 * every enclosing level, which without this is exponential in the number of markers ('*a *a
 * *a...'); with it each start is parsed once per closer, quadratic at worst over 500 characters.
 */
interface Memo {
  results: Map<string, Result | null>;
  /** Where each closer last appears: an opener after it can never close. */
  lastClose: Record<Closer, number>;
}

function lastCloseOf(source: string, closer: Closer): number {
  for (let i = source.length - closer.length; i >= 0; i--) if (closesAt(source, i, closer)) return i;
  return -1;
}

function parseInner(source: string, start: number, closer: Closer, depth: number, memo: Memo): Result | null {
  if (memo.lastClose[closer] < start) return null;
  const key = `${closer}@${start}`;
  if (!memo.results.has(key)) memo.results.set(key, parse(source, start, closer, depth, memo));
  return memo.results.get(key)!;
}

/**
 * Parses from `start` until `closer` (or the end when none). Returns null when a closer was
 * wanted and never came: the caller then keeps its opening marker as text.
 */
function parse(source: string, start: number, closer: Closer | null, depth: number, memo: Memo): Result | null {
  const nodes: ChatNode[] = [];
  let i = start;
  let text = '';
  const flush = () => {
    pushText(nodes, text);
    text = '';
  };
  while (i < source.length) {
    if (closer && closesAt(source, i, closer)) {
      flush();
      return { nodes, end: i + closer.length };
    }
    const ch = source[i]!;
    if (ch === '`') {
      const close = source.indexOf('`', i + 1);
      if (close > i + 1) {
        flush();
        nodes.push({ type: 'code', text: source.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    } else if (depth < MAX_DEPTH && ch === '*' && !isSpace(source[i + (source[i + 1] === '*' ? 2 : 1)])) {
      const marker: Closer = source[i + 1] === '*' ? '**' : '*';
      const inner = parseInner(source, i + marker.length, marker, depth + 1, memo);
      if (inner && inner.nodes.length > 0) {
        flush();
        nodes.push({ type: marker === '**' ? 'bold' : 'italic', children: inner.nodes });
        i = inner.end;
        continue;
      }
      text += marker;
      i += marker.length;
      continue;
    } else if (depth < MAX_DEPTH && ch === '[') {
      const open = COLOR_OPEN.exec(source.slice(i, i + 40));
      if (open) {
        const inner = parseInner(source, i + open[0].length, COLOR_CLOSE, depth + 1, memo);
        if (inner) {
          flush();
          nodes.push({ type: 'color', color: open[1]!, children: inner.nodes });
          i = inner.end;
          continue;
        }
      }
    }
    text += ch;
    i += 1;
  }
  if (closer) return null;
  flush();
  return { nodes, end: i };
}

/** Parses one message's text. */
export function parseChatMessage(message: string): ParsedChatMessage {
  const action = ACTION.exec(message);
  const body = action ? message.slice(action[0].length) : message;
  const memo: Memo = {
    results: new Map(),
    lastClose: { '**': lastCloseOf(body, '**'), '*': lastCloseOf(body, '*'), [COLOR_CLOSE]: lastCloseOf(body, COLOR_CLOSE) },
  };
  return { action: action !== null, nodes: parse(body, 0, null, 0, memo)?.nodes ?? [] };
}
