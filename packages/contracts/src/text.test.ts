import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.ts';
import type { Endpoint } from './http.ts';
import { groupThousands, isStorableText, storableText } from './text.ts';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Aldric the Bold', true],
    ['an emoji (a surrogate pair)', 'Sword 🗡 and shield 🛡', true],
    ['accents and scripts', 'Ærøskøbing, 東京, Київ', true],
    ['control characters other than NUL', 'tab\there\r\nand \u0001', true],
    ['empty text', '', true],
    ['a NUL', 'Ald\u0000ric', false],
    ['only a NUL', '\u0000', false],
    ['a lone high surrogate (half an emoji)', 'cut \uD83D', false],
    ['a lone low surrogate', '\uDDE1 first', false],
    ['two halves in the wrong order', '\uDDE1\uD83D', false],
  ])('%s -> %s', (_, value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });

  it('storableText names the field and stops before the other checks', () => {
    const schema = storableText('Bio').trim().min(1, { error: 'Bio is required.' });
    const result = schema.safeParse('\u0000');
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Bio contains a character that is not allowed.']);
    expect(schema.parse('  A wanderer.  ')).toBe('A wanderer.');
  });
});

type Def = { type: string; format?: string; checks?: { _zod: { def: { check: string; fn?: unknown } } }[] } & Record<
  string,
  unknown
>;
const defOf = (schema: unknown): Def => (schema as z.ZodType)._zod.def as unknown as Def;

/** Every free-form string reachable in an input schema, with where it is; formats (uuid, e-mail pipe target, dates) cannot carry NUL. */
function freeStrings(schema: unknown, where: string, seen = new Set<unknown>()): { where: string; guarded: boolean }[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (s: unknown, w: string) => freeStrings(s, w, seen);
  switch (def.type) {
    case 'string':
      if (def.format) return [];
      return [{ where, guarded: Boolean(def.checks?.some((c) => c._zod.def.fn === isStorableText)) }];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) => walk(v, `${where}.${k}`));
    case 'array':
      return walk(def.element, `${where}[]`);
    case 'record':
      return [...walk(def.keyType, `${where}{key}`), ...walk(def.valueType, `${where}{value}`)];
    case 'union':
      return (def.options as unknown[]).flatMap((o, i) => walk(o, `${where}|${i}`));
    case 'intersection':
      return [...walk(def.left, where), ...walk(def.right, where)];
    case 'pipe':
      // The input side is what the client sends; a pipe's output side sees only what passed it.
      return walk(def.in, where);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType, where);
    case 'lazy':
      return walk((def.getter as () => unknown)(), where);
    default:
      return [];
  }
}

const endpoints = Object.entries(contracts).flatMap(([group, value]) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value as Record<string, unknown>)
        .filter(([, e]) => e && typeof e === 'object' && 'method' in e && 'path' in e && 'response' in e)
        .map(([name, e]) => [`${group}.${name}`, e as Endpoint] as const)
    : [],
);

describe('the text rule covers every contract', () => {
  it('finds the endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it('guards every free-form string of every body, query and path with storableText', () => {
    const strings = endpoints.flatMap(([name, e]) =>
      (['params', 'query', 'body'] as const).flatMap((part) => freeStrings(e[part], `${name} ${e.method} ${e.path} ${part}`)),
    );
    expect(strings.length).toBeGreaterThan(30);
    expect(strings.filter((s) => !s.guarded).map((s) => s.where)).toEqual([]);
  });
});

describe('groupThousands', () => {
  it('groups by threes as English does, at every boundary', () => {
    const cases = [0, 7, 999, 1000, 5000, 99_999, 100_000, 1_000_000, 1_234_567, -1000, -999];
    expect(cases.map(groupThousands)).toEqual(cases.map((n) => n.toLocaleString('en')));
  });
});
