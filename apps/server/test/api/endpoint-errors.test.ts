import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_ERRORS } from '../../src/plugins/openapi-errors.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { allEndpoints } from './contract-endpoints.ts';

// Each endpoint's refusals (`errors` in its contract, docs/api.md "Errors") are published in the
// OpenAPI document as `x-errors`, so tool makers handle them by code. A code the server cannot
// answer there is a promise nothing keeps, and a code the server answers that no contract names
// is a surprise: both are read from the server's source as written.
const srcRoot = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string, found = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) found.set(path, readFileSync(path, 'utf8'));
  }
  return found;
}

const files = sourceFiles(srcRoot);
const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+'(\.{1,2}\/[^']+)'/g;

/** The file and every server file it imports, directly or not. */
function importClosure(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of (files.get(file) ?? '').matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(file), spec!);
      const hit = [target, `${target}.ts`, join(target, 'index.ts')].find((f) => files.has(f));
      if (hit) queue.push(hit);
    }
  }
  return seen;
}

/** Where a code is thrown with its status written beside it: `conflict('x.y'`, `new AppError('x.y', 409`. */
const THROW_SITE = /\b(new AppError|badRequest|notFound|conflict|tooMany)\(\s*'([a-z_]+\.[a-z_]+)'\s*,\s*(\d{3})?/g;
const HELPER_STATUS: Record<string, number> = { badRequest: 400, notFound: 404, conflict: 409, tooMany: 429 };

function thrownWithStatus(texts: Iterable<string>): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  for (const text of texts) {
    for (const [, how, code, status] of text.matchAll(THROW_SITE)) {
      const s = HELPER_STATUS[how!] ?? (status ? Number(status) : undefined);
      if (s === undefined) continue;
      found.set(code!, (found.get(code!) ?? new Set()).add(s));
    }
  }
  return found;
}

const endpoints = allEndpoints();
const sharedCodes = new Set(SHARED_ERRORS.map((e) => e.code));

/** The server files that bind an endpoint: the ones that name it (`crewsApi.found`). */
function bindingFiles(name: string): string[] {
  const mention = new RegExp(`\\b${name.replace('.', '\\.')}\\b`);
  return [...files].filter(([, text]) => mention.test(text)).map(([path]) => path);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('declared errors', () => {
  it('are declared by every endpoint, [] when it has none of its own', () => {
    expect(endpoints.length).toBeGreaterThan(150);
    expect(endpoints.filter(([, e]) => !Array.isArray(e.errors)).map(([name]) => name)).toEqual([]);
  });

  it('name only codes the module serving the call can answer, with the status it answers them with', () => {
    const thrown = thrownWithStatus(files.values());
    const problems: string[] = [];
    for (const [name, e] of endpoints) {
      const binders = bindingFiles(name);
      if (binders.length === 0) {
        problems.push(`${name}: bound by no server file`);
        continue;
      }
      const reachable = [...new Set(binders.flatMap((f) => [...importClosure(f)]))].map((f) => files.get(f)!).join('\n');
      for (const r of e.errors) {
        // The shared codes are answered by the plumbing in front of every route (plugins/openapi-errors.ts).
        if (!sharedCodes.has(r.code) && !reachable.includes(`'${r.code}'`))
          problems.push(`${name}: ${r.code} is not answered by its module`);
        const statuses = thrown.get(r.code);
        if (statuses && !statuses.has(r.status)) problems.push(`${name}: ${r.code} is ${[...statuses]}, not ${r.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('cover every code the server throws, besides the ones every call shares', () => {
    const declared = new Set(endpoints.flatMap(([, e]) => e.errors.map((r) => r.code)));
    // Answers of no contract endpoint: unknown paths, static files, the uploaded images route.
    const outsideContracts = new Set(['route.not_found', 'static.not_found', 'resources.not_found']);
    const undeclared = [...thrownWithStatus(files.values()).keys()].filter(
      (code) => !declared.has(code) && !sharedCodes.has(code) && !outsideContracts.has(code),
    );
    expect(undeclared).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists every operation’s errors: its own, then the shared ones that apply, one response per status', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/contacts/partner/{id}'].post;
    expect(op['x-errors']).toContainEqual({ status: 409, code: 'contacts.have_partner', when: 'you have a partner' });
    expect(op.responses['409'].description).toContain('`contacts.have_partner` (you have a partner)');
    expect(op.responses['403'].description).toContain('`contacts.blocked`');
    expect(op.responses['403'].description).toContain('`apikeys.cookie_only`');
    expect(op.description).toContain('**Errors of this call:**');
    expect(op.description).toContain('- 409 `contacts.linked`');
    const codes = (o: { 'x-errors': Array<{ code: string }> }) => o['x-errors'].map((e) => e.code);
    // A visitor's read without input: only a key sent to it and the rate limit refuse it.
    expect(codes(doc.paths['/api/auth/session'].get)).toEqual(['apikeys.cookie_only', 'limits.too_many']);
    expect(doc.paths['/api/auth/session'].get.responses['404']).toBeUndefined();
    // A key's read: signed out, key refusals, its own.
    const status = doc.paths['/api/me/status'].get;
    expect(codes(status)).toEqual(
      expect.arrayContaining(['auth.signed_out', 'apikeys.invalid', 'apikeys.scope_missing', 'apikeys.blocked']),
    );
    expect(codes(status)).not.toContain('apikeys.cookie_only');
    // A staff write: the role, the same-origin check and bad input share 403 and 400.
    const kill = doc.paths['/api/admin/characters/{id}/kill'].post;
    expect(codes(kill)).toEqual(expect.arrayContaining(['characters.outranked', 'auth.forbidden', 'request.invalid']));
    expect(kill.responses['400'].content['application/json'].example.code).toBe('request.invalid');
    expect(doc.paths['/api/auth/login'].post.responses['503'].description).toContain('`auth.busy`');
  });

  it('gives every contract operation x-errors naming at least what its contract declares', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const missing: string[] = [];
    // Registered only when the operator turns it on (RUNSQL_ENABLED, docs/operations.md).
    const optional = new Set(['adminApi.runSql']);
    for (const [name, e] of endpoints) {
      if (optional.has(name)) continue;
      const path = `/api${e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
      const op = doc.paths[path]?.[e.method.toLowerCase()];
      const listed = new Set((op?.['x-errors'] ?? []).map((r: { code: string }) => r.code));
      if (!op || listed.size === 0) missing.push(`${name}: no x-errors`);
      for (const r of e.errors) if (!listed.has(r.code)) missing.push(`${name}: ${r.code}`);
    }
    expect(missing).toEqual([]);
  });
});
