import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen } from '../event-stream.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';

// A plain GET of an unknown API path is answered before Fastify (plugins/unknown-api.ts) on a
// real socket; `inject` always goes through Fastify. Both must give the same answer.
let t: TestApp;
let base: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  cookie = (await signUpWithCharacter(t)).cookie;
});
afterAll(() => t.close());

/** Headers that differ between any two answers (time, connection handling, request id) are left out. */
const comparable = (headers: Record<string, unknown>) => {
  const { date: _d, connection: _c, 'keep-alive': _k, 'x-request-id': _r, ...rest } = headers;
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k.toLowerCase(), String(v)]));
};

describe('an API path no route has', () => {
  it.each(['/api/nope', '/api/nope/deeper?x=1', '/api/', '/api/deeds/abc/complete/extra'])(
    'GET %s answers the same 404 JSON on a socket as through Fastify',
    async (url) => {
      const viaFastify = await t.request({ method: 'GET', url });
      const viaSocket = await fetch(`${base}${url}`);
      expect(viaSocket.status).toBe(404);
      expect(viaFastify.statusCode).toBe(404);
      expect(await viaSocket.text()).toBe(viaFastify.body);
      expect(JSON.parse(viaFastify.body)).toEqual({ message: 'Not found.', code: 'route.not_found' });
      expect(comparable(Object.fromEntries(viaSocket.headers))).toEqual(comparable(viaFastify.headers));
      expect(viaSocket.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      expect(viaSocket.headers.get('x-request-id')).toMatch(uuid);
      expect(viaFastify.headers['x-request-id']).toMatch(uuid);
    },
  );

  it('keeps a sane request id it is given, on the fast path too', async () => {
    const res = await fetch(`${base}/api/nope`, { headers: { 'x-request-id': 'proxy-7f3a:1' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('proxy-7f3a:1');
  });

  it('does not read the session of a signed-in visitor', async () => {
    const find = vi.spyOn(t.app.sessions, 'find');
    try {
      const res = await fetch(`${base}/api/nope`, { headers: { cookie } });
      expect(res.status).toBe(404);
      expect(find).not.toHaveBeenCalled();
      const known = await fetch(`${base}/api/auth/account`, { headers: { cookie } });
      expect(known.status).toBe(200);
      expect(find).toHaveBeenCalledTimes(1);
    } finally {
      find.mockRestore();
    }
  });

  it('leaves known routes, writes and escaped paths to Fastify', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // A known pattern with a parameter: the route itself answers (signed out here).
    const deeds = await fetch(`${base}/api/deeds`);
    expect(deeds.status).toBe(401);
    expect(await deeds.json()).toMatchObject({ code: 'auth.signed_out' });
    // A write to an unknown path still meets the origin check first.
    const crossSite = await fetch(`${base}/api/nope`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await fetch(`${base}/api/nope`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(sameSite.status).toBe(404);
    expect(await sameSite.json()).toEqual({ message: 'Not found.', code: 'route.not_found' });
    const escaped = await fetch(`${base}/api/n%6Fpe`);
    expect(escaped.status).toBe(404);
    expect(await escaped.json()).toEqual({ message: 'Not found.', code: 'route.not_found' });
  });
});
