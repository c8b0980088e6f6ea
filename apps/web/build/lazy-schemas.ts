import path from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const HELPER = 'virtual:tod-lazy-schema';
/** Calls on a schema whose result is a value, not a schema: left as written. */
const VALUE_METHODS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'encode', 'decode', 'toJSONSchema']);

/** The identifier a chain of calls and member reads starts from: `z` for `z.object({}).extend({})`. */
function rootOf(node: Node | undefined): string | null {
  let at = node;
  while (at) {
    if (at.type === 'Identifier') return at.name as string;
    if (at.type === 'CallExpression') at = at.callee as Node;
    else if (at.type === 'MemberExpression') at = at.object as Node;
    else if (at.type === 'TSAsExpression' || at.type === 'TSSatisfiesExpression') at = at.expression as Node;
    else return null;
  }
  return null;
}

/**
 * Wraps each top-level `const X = z....` (and `const Y = X.extend(...)`, any chain that starts
 * from zod or from a schema already wrapped) in `lazySchema(() => ...)`. Returns null when the
 * module declares no schema.
 */
export function lazifySchemas(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const program = parseAst(code, { lang: 'ts', sourceType: 'module' }, id) as unknown as { body: Node[] };
  const lazy = new Set<string>(['z']);
  const out = new MagicString(code);
  for (const statement of program.body) {
    const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as Node | null;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      const name = (declarator.id as Node).type === 'Identifier' ? ((declarator.id as Node).name as string) : null;
      const value = init?.type === 'TSAsExpression' || init?.type === 'TSSatisfiesExpression' ? (init.expression as Node) : init;
      if (!init || !name || value?.type !== 'CallExpression') continue;
      const callee = value.callee as Node;
      if (callee.type === 'MemberExpression' && VALUE_METHODS.has(((callee.property as Node).name as string) ?? '')) continue;
      const root = rootOf(value);
      if (!root || !lazy.has(root)) continue;
      out.appendLeft(init.start, '__lazySchema(() => ');
      out.appendRight(init.end, ')');
      lazy.add(name);
    }
  }
  // Only zod itself in the set: nothing was wrapped.
  if (lazy.size === 1) return null;
  out.prepend(`import { lazySchema as __lazySchema } from '${HELPER}';\n`);
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

/**
 * The contracts' schemas are made on first use instead of when their module loads (ADR 0060):
 * the first visit's script holds about 400 of them, and making them all was half of the time
 * the page's main thread spent evaluating it.
 */
export function lazySchemas(contractsSrc: string, helperFile: string): Plugin {
  const root = path.normalize(contractsSrc) + path.sep;
  return {
    name: 'tod-lazy-schemas',
    enforce: 'pre',
    resolveId(source) {
      return source === HELPER ? helperFile : null;
    },
    transform(code, id) {
      const file = path.normalize(id.split('?')[0] ?? '');
      if (!file.startsWith(root) || !file.endsWith('.ts') || file.endsWith('.test.ts')) return null;
      return lazifySchemas(code, file);
    },
  };
}
