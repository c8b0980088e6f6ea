import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const JSON_SCHEMA_MODULE = /[\\/]zod[\\/]v4[\\/]core[\\/](?:to-json-schema|json-schema-processors)\.js$/;

/**
 * zod's schemas carry their JSON Schema converters (about 17 kB), which the page never calls:
 * the built page gets the same exports as functions that refuse, so the first visit's script
 * does not carry them (docs/performance.md). The export names are read from zod's own file, so
 * an upgrade that renames one still builds. Tests and the dev server keep the real converters.
 */
export function zodJsonSchemaStub(): Plugin {
  return {
    name: 'tod-zod-json-schema-stub',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? '';
      if (!JSON_SCHEMA_MODULE.test(file)) return null;
      const source = await readFile(file, 'utf8');
      const names = new Set<string>();
      for (const m of source.matchAll(/^export (?:const|function|let|class) ([A-Za-z_$][\w$]*)/gm)) names.add(m[1] ?? '');
      for (const m of source.matchAll(/^export \{([^}]*)\}/gm)) {
        for (const part of (m[1] ?? '').split(','))
          names.add(
            part
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? '',
          );
      }
      names.delete('');
      // Schemas build their converter methods when created: the stub hands back a method that
      // refuses only if it is ever called.
      const lines = [
        "const refuse = () => { throw new Error('JSON Schema conversion is not part of the web build'); };",
        'const unavailable = () => refuse;',
        ...[...names].map((name) => `export const ${name} = unavailable;`),
      ];
      return `${lines.join('\n')}\n`;
    },
  };
}
