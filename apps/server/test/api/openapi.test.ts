import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('publishes an OpenAPI document generated from the contracts', async () => {
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/api/auth/login', '/api/character/create', '/api/cities/{id}']),
  );
  const login = doc.paths['/api/auth/login'].post;
  expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
});
