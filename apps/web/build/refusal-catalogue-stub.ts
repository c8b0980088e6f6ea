import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The page never reads an endpoint's `errors` (the refusals the reference page and the server's
 * tests list): the built page gets an empty list instead of the catalogue's texts, which would
 * otherwise ride in the first visit's script (docs/performance.md). Tests and the dev server
 * keep the real catalogue.
 */
export function refusalCatalogueStub(contractsSrc: string): Plugin {
  const catalogue = path.join(contractsSrc, 'refusal-catalogue.ts');
  return {
    name: 'tod-refusal-catalogue-stub',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (path.normalize(id.split('?')[0] ?? '') !== catalogue) return null;
      return 'export const refusals = () => [];\n';
    },
  };
}
