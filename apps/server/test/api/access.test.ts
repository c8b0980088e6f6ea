import { type Access, chatApi, type Endpoint, Role } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../kit.ts';
import { signUpWithRole } from './admin-kit.ts';
import { allEndpoints } from './contract-endpoints.ts';

const endpoints = allEndpoints();
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (e: Endpoint) => `/api${e.path.replace(/:[A-Za-z0-9_]+/g, ANY_ID)}`;
const openApiPath = (e: Endpoint) => `/api${e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/** The callers each level refuses, and with which status. */
const REFUSED: Record<Access, Array<['visitor' | 'player' | 'moderator' | 'staff', 401 | 403]>> = {
  visitor: [],
  player: [['visitor', 401]],
  moderator: [
    ['visitor', 401],
    ['player', 403],
  ],
  staff: [
    ['visitor', 401],
    ['player', 403],
    ['moderator', 403],
  ],
  owner: [
    ['visitor', 401],
    ['player', 403],
    ['moderator', 403],
    ['staff', 403],
  ],
};
const LEAST: Record<Exclude<Access, 'visitor'>, 'player' | 'moderator' | 'staff' | 'owner'> = {
  player: 'player',
  moderator: 'moderator',
  staff: 'staff',
  owner: 'owner',
};

let t: TestApp;
const cookies: Record<string, string | undefined> = { visitor: undefined };
beforeAll(async () => {
  t = await createTestApp({ config: { runSqlEnabled: true } });
  cookies.player = (await signUp(t)).cookie;
  cookies.moderator = (await signUpWithRole(t, Role.moderator)).cookie;
  cookies.staff = (await signUpWithRole(t, Role.staff)).cookie;
  cookies.owner = (await signUpWithRole(t, Role.owner)).cookie;
});
afterAll(() => t.close());

it('finds every endpoint of the contracts, each with a declared access', () => {
  expect(endpoints.length).toBeGreaterThan(70);
  for (const [name, e] of endpoints) expect(['visitor', 'player', 'moderator', 'staff', 'owner'], name).toContain(e.access);
});

describe('each endpoint refuses the callers its access does not admit, before reading the input', () => {
  it.each(endpoints.filter(([, e]) => e.access !== 'visitor'))('%s', async (_name, e) => {
    for (const [who, status] of REFUSED[e.access]) {
      // A body that fits no schema: the refusal must come before validation.
      const res = await t.request({
        method: e.method,
        url: urlOf(e),
        cookie: cookies[who],
        ...(e.method === 'GET' ? {} : { payload: { nonsense: true } }),
      });
      expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
      expect(res.json()).toEqual(
        status === 401
          ? { code: 'auth.signed_out', message: 'You must be signed in.' }
          : { code: 'auth.forbidden', message: 'You are not allowed to do that.' },
      );
    }
  });
});

describe('the least role an access level names gets past the check', () => {
  // The chat feed is a stream that never ends: its admission is shown by the chat tests.
  const admitted = endpoints.filter(([, e]) => e.access !== 'visitor' && e !== chatApi.feed);
  it.each(admitted)('%s', async (_name, e) => {
    const who = LEAST[e.access as Exclude<Access, 'visitor'>];
    const res = await t.request({
      method: e.method,
      url: urlOf(e),
      cookie: cookies[who],
      ...(e.method === 'GET' ? {} : { payload: {} }),
    });
    expect(res.statusCode, res.body).not.toBe(401);
    if (res.statusCode === 403) expect(res.json().code, res.body).not.toBe('auth.forbidden');
  });
});

it('shows each endpoint’s access in the OpenAPI document, with the session cookie where one is needed', async () => {
  const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(doc.components.securitySchemes.session).toEqual({ type: 'apiKey', in: 'cookie', name: 'tod_session' });
  for (const [name, e] of endpoints) {
    const operation = doc.paths[openApiPath(e)]?.[e.method.toLowerCase()];
    expect(operation, name).toBeDefined();
    expect(operation['x-access'], name).toBe(e.access);
    const caller = e.access === 'visitor' ? {} : { session: [] };
    if (e.keyScopes?.length) expect(operation.security, name).toEqual([caller, { apiKey: [] }]);
    else expect(operation.security, name).toEqual(e.access === 'visitor' ? [] : [caller]);
  }
});
