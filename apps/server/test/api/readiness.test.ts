// Readiness apart from liveness, and the request id on every answer (docs/operations.md,
// "Health and readiness", "Request ids").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { dbKind, freshDatabase, testConfig } from '../kit.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('/api/ready', () => {
  it('answers 503 "starting" until start-up says ready, while health is ok; then 200 "ready"', async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false, ready: false });
    try {
      const starting = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ status: 'starting', database: dbKind });
      expect(starting.headers['retry-after']).toBe('1');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', database: dbKind });

      app.markReady();
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: dbKind });
    } finally {
      await app.close();
    }
  });

  it('answers 503 while draining, as liveness does', async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      app.drain();
      for (const url of ['/api/ready', '/api/health']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toMatchObject({ code: 'server.shutting_down' });
      }
    } finally {
      await app.close();
    }
  });

  it('answers 503 "unavailable" when the database does not answer', async () => {
    const failing: Database = { ...database, query: async () => Promise.reject(new Error('connection lost')) };
    const app = await buildApp({ config: testConfig(), database: failing, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: dbKind });
    } finally {
      await app.close();
    }
  });
});

describe('request ids', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), database, logger: false });
  });
  afterAll(() => app.close());

  it('generates a UUID per request and echoes it, on answers, errors and refusals alike', async () => {
    const ids = new Set<string>();
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/auth/account'],
      ['POST', '/api/auth/login'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload: method === 'POST' ? '{' : undefined,
        headers: { 'content-type': 'application/json' },
      });
      const id = String(res.headers['x-request-id']);
      expect(id, url).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });

  it('keeps a sane incoming id and replaces one that is too long or could break a log line', async () => {
    for (const id of ['abc-123', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'trace:00-4bf92f3577b34da6/1', 'x'.repeat(128)]) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
    }
    for (const id of ['', 'x'.repeat(129), 'a b', 'line\u2028break', '<script>', 'a"b']) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id'], JSON.stringify(id)).toMatch(UUID);
    }
  });
});
