import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit.ts';
import { allEndpoints } from './contract-endpoints.ts';

// Each endpoint's own refusals (`errors` in its contract, docs/api.md "Errors") are shown in the
// OpenAPI document as `x-errors` and per status on the reference page. A declared code the server
// never answers would be a promise to tool makers that nothing keeps: every one must appear in the
// server's source as written.
const srcRoot = join(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const declared = allEndpoints().filter(([, e]) => (e.errors?.length ?? 0) > 0);

describe('declared errors', () => {
  it('are declared for contacts, messages, keys and jail at least', () => {
    const groups = new Set(declared.map(([name]) => name.split('.')[0]));
    for (const group of ['contactsApi', 'messagesApi', 'apikeysApi', 'gameplayApi']) expect(groups).toContain(group);
    expect(declared.map(([name]) => name)).toContain('gameplayApi.jailbreak');
  });

  it('name only codes the server answers', () => {
    const text = sources(srcRoot).join('\n');
    const missing = declared.flatMap(([name, e]) =>
      (e.errors ?? []).filter((r) => !text.includes(`'${r.code}'`)).map((r) => `${name}: ${r.code}`),
    );
    expect(missing).toEqual([]);
  });

  it('are shown in the OpenAPI document: x-errors, a response per status naming each code, and the description', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/contacts/partner/{id}'].post;
    expect(op['x-errors']).toContainEqual({
      status: 409,
      code: 'contacts.have_partner',
      when: 'you have a partner',
    });
    expect(op.responses['409'].description).toContain('`contacts.have_partner` (you have a partner)');
    expect(op.responses['403'].description).toContain('`contacts.blocked`');
    expect(op.description).toContain('**Errors of this call:**');
    expect(op.description).toContain('- 409 `contacts.linked`');
    const jailbreak = doc.paths['/api/character/actions/jailbreak'].post;
    expect(jailbreak.responses['409'].description).toContain('`jail.rescue_cooldown`');
    // Calls without declared errors keep the generic answers.
    expect(doc.paths['/api/ticker'].get['x-errors']).toBeUndefined();
  });
});
