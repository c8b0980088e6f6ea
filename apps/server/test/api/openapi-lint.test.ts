import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The problems Redocly's `recommended` rules find in the served document, as short lines. */
async function lintServedDocument(): Promise<{ errors: string[]; warnings: string[] }> {
  const source = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body;
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
  const line = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`;
  return {
    errors: problems.filter((p) => p.severity === 'error').map(line),
    warnings: problems.filter((p) => p.severity === 'warn').map(line),
  };
}

it('passes the recommended rules of a standard OpenAPI linter (Redocly) with no error and no warning', async () => {
  const { errors, warnings } = await lintServedDocument();
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
});

it('names, files and explains every operation: id, summary, domain tag, access, refusals, an example', async () => {
  const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
    expect(path.endsWith('/'), path).toBe(false);
    for (const [method, op] of Object.entries(item)) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toEqual(expect.any(String));
      ids.add(op.operationId as string);
      expect(op.summary, where).toEqual(expect.any(String));
      expect(op.tags, where).toHaveLength(1);
      expect(op.description, where).toMatch(/\*\*Access:\*\*/);
      const responses = op.responses as Record<string, { content?: Record<string, { example?: unknown }> }>;
      expect(responses['429'], where).toBeDefined();
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'))?.[1];
      const json = success?.content?.['application/json'];
      if (json) expect(json.example, where).toBeDefined();
    }
  }
  expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  const status = doc.paths['/api/me/status'].get;
  expect(status['x-key-scopes']).toEqual(['cooldowns', 'jail', 'travel', 'location']);
  expect(status.security).toEqual([{ session: [] }, { apiKey: [] }]);
  expect(doc.paths['/api/leaderboard'].get.security).toEqual([{}, { apiKey: [] }]);
  expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
  expect(ids.has('characters.byId')).toBe(true);
});

it('serves the reference page and its renderer from this origin, under the page policy (no inline script)', async () => {
  const page = await t.request({ method: 'GET', url: '/api/docs' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(page.body).not.toMatch(/<script>(?!<)/);
  const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] as string);
  expect(scripts).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
  for (const url of [...scripts, '/api/docs/swagger-ui.css']) {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.body.length, url).toBeGreaterThan(10);
  }
  expect((await t.request({ method: 'GET', url: '/api/docs/init.js' })).body).toContain("url: '/api/openapi.json'");
  // Other API answers keep the API's own policy.
  const api = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});
