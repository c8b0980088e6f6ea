/**
 * Colour markup `[color=value]text[/color]` (docs/product-rules.md#input-rules; value is a hash, letters or digits) as a
 * remark plugin: the tags become `span` elements with an inline colour. Working on the syntax
 * tree, never on HTML strings, keeps player text from ever becoming markup.
 */
import { tagStyle } from '@/lib/readable-color.ts';

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown> };
}

const OPEN = /\[color=(#?[A-Za-z0-9]+)\]/;
const TOKEN = /\[color=#?[A-Za-z0-9]+\]|\[\/color\]/g;
const CLOSE = '[/color]';

const text = (value: string): MdNode => ({ type: 'text', value });

/** The tag's colours for both themes, brought up to AA contrast (lib/readable-color.ts). */
function colorNode(color: string, children: MdNode[]): MdNode {
  const style = Object.entries(tagStyle(color))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  return {
    type: 'colorTag',
    data: { hName: 'span', hProperties: { className: ['color-tag'], ...(style && { style }) } },
    children,
  };
}

/** Splits `nodes` at the `[/color]` that closes an already opened tag, honouring nested tags. */
function findClose(nodes: MdNode[]): { inner: MdNode[]; rest: MdNode[] } | null {
  let depth = 0;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.type !== 'text' || node.value === undefined) continue;
    for (const match of node.value.matchAll(TOKEN)) {
      if (match[0] !== CLOSE) {
        depth += 1;
        continue;
      }
      if (depth > 0) {
        depth -= 1;
        continue;
      }
      const before = node.value.slice(0, match.index);
      const after = node.value.slice(match.index + CLOSE.length);
      const inner = [...nodes.slice(0, i), ...(before ? [text(before)] : [])];
      const rest = [...(after ? [text(after)] : []), ...nodes.slice(i + 1)];
      return { inner, rest };
    }
  }
  return null;
}

function transform(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = [];
  const queue = [...nodes];
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node.type === 'text' && node.value !== undefined) {
      const open = OPEN.exec(node.value);
      if (!open) {
        out.push(node);
        continue;
      }
      const before = node.value.slice(0, open.index);
      const after = node.value.slice(open.index + open[0].length);
      const closed = findClose([text(after), ...queue]);
      if (closed) {
        if (before) out.push(text(before));
        out.push(colorNode(open[1]!, transform(closed.inner)));
        queue.splice(0, queue.length, ...closed.rest);
      } else {
        out.push(text(before + open[0]));
        if (after) queue.unshift(text(after));
      }
      continue;
    }
    if (node.children) node.children = transform(node.children);
    out.push(node);
  }
  return out;
}

export function remarkColorTags() {
  return (tree: MdNode) => {
    if (tree.children) tree.children = transform(tree.children);
  };
}
