import { describe, expect, it } from 'vitest';
import { lazifySchemas } from './lazy-schemas.ts';

const lazify = (code: string) => lazifySchemas(code, '/contracts/src/example.ts')?.code ?? null;

describe('lazifySchemas', () => {
  it('wraps top-level schemas, exported or not, and those built from them', () => {
    const code = [
      "import { z } from 'zod';",
      'const Id = z.string().min(1);',
      'export const ThingSchema = z.object({ id: Id });',
      'export const BigThingSchema = ThingSchema.extend({ size: z.number() });',
    ].join('\n');
    expect(lazify(code)).toBe(
      [
        "import { lazySchema as __lazySchema } from 'virtual:tod-lazy-schema';",
        "import { z } from 'zod';",
        'const Id = __lazySchema(() => z.string().min(1));',
        'export const ThingSchema = __lazySchema(() => z.object({ id: Id }));',
        'export const BigThingSchema = __lazySchema(() => ThingSchema.extend({ size: z.number() }));',
      ].join('\n'),
    );
  });

  it('leaves alone what is not a schema: objects, reads of a schema, other calls, declarations in functions', () => {
    const code = [
      "import { z } from 'zod';",
      'export const RoleSchema = z.enum(["a", "b"]);',
      'export const Role = RoleSchema.enum;',
      "export const thingsApi = { get: endpoint({ method: 'GET', response: RoleSchema }) };",
      "export const label = storableText('Name');",
      'let later = z.string();',
      'export const defaults = RoleSchema.parse("a");',
      'export function make() { const inner = z.string(); return inner; }',
    ].join('\n');
    const out = lazify(code) ?? '';
    expect(out).toContain('export const RoleSchema = __lazySchema(() => z.enum(["a", "b"]));');
    expect(out).toContain('export const Role = RoleSchema.enum;');
    expect(out).toContain("export const thingsApi = { get: endpoint({ method: 'GET', response: RoleSchema }) };");
    expect(out).toContain("export const label = storableText('Name');");
    expect(out).toContain('let later = z.string();');
    expect(out).toContain('export const defaults = RoleSchema.parse("a");');
    expect(out).toContain('const inner = z.string(); return inner;');
  });

  it('reads TypeScript and changes nothing in a module without schemas', () => {
    expect(lazify("export const API_BASE: string = '/api';\nexport type A = { b: number };")).toBeNull();
    expect(lazify("import { z } from 'zod';\nexport const A = z.number() as z.ZodNumber;")).toContain(
      'export const A = __lazySchema(() => z.number() as z.ZodNumber);',
    );
  });
});
