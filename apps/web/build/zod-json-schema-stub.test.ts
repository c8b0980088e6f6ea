import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { zodJsonSchemaStub } from './zod-json-schema-stub.ts';

const zodCore = path.join(path.dirname(createRequire(import.meta.url).resolve('zod')), 'v4', 'core');

async function stubOf(file: string): Promise<Record<string, unknown>> {
  const load = zodJsonSchemaStub().load as (id: string) => Promise<string | null>;
  const code = await load(file);
  if (code === null) throw new Error(`no stub for ${file}`);
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

describe('zodJsonSchemaStub', () => {
  it.each(['to-json-schema.js', 'json-schema-processors.js'])(
    'gives %s every export zod has, so the build still links',
    async (name) => {
      const file = path.join(zodCore, name);
      const real = await import(pathToFileURL(file).href);
      expect(Object.keys(await stubOf(file)).sort()).toEqual(Object.keys(real).sort());
    },
  );

  it('hands schemas a converter that refuses only when called', async () => {
    const stub = await stubOf(path.join(zodCore, 'to-json-schema.js'));
    const method = (stub.createStandardJSONSchemaMethod as (...a: unknown[]) => () => unknown)({}, 'input');
    expect(method).toThrow('JSON Schema conversion is not part of the web build');
  });

  it('leaves every other module, zod included, alone', async () => {
    const load = zodJsonSchemaStub().load as (id: string) => Promise<string | null>;
    expect(await load(path.join(zodCore, 'schemas.js'))).toBeNull();
  });
});
