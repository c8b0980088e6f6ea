import { API_PRESETS, API_SCOPES, type ApiScope, type Endpoint } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { clearLimits, makeKey, withKey } from './apikeys-kit.ts';
import { allEndpoints } from './contract-endpoints.ts';

const endpoints = allEndpoints();
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (e: Endpoint) => `/api${e.path.replace(/:[A-Za-z0-9_]+/g, ANY_ID)}`;

let t: TestApp;
/** One key per scope (account A) and one per preset (account B). */
const keys: Array<{ label: string; scopes: readonly ApiScope[]; key: string }> = [];
let a: Awaited<ReturnType<typeof signUpWithCharacter>>;
let b: Awaited<ReturnType<typeof signUpWithCharacter>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUpWithCharacter(t);
  b = await signUpWithCharacter(t);
  for (const scope of API_SCOPES) keys.push({ label: scope, scopes: [scope], key: (await makeKey(t, a.cookie, [scope])).key });
  for (const [preset, scopes] of Object.entries(API_PRESETS)) {
    keys.push({ label: `preset ${preset}`, scopes, key: (await makeKey(t, b.cookie, scopes)).key });
  }
});
afterAll(() => t.close());

it('declares key scopes on reads only: no contract lets a key write', () => {
  for (const [name, e] of endpoints) if (e.keyScopes?.length) expect(e.method, name).toBe('GET');
});

describe('every operation admits exactly the keys holding one of its scopes, and refuses the rest before reading input', () => {
  // The logout GET is refused earlier still, by the check for the web client's header (docs/hardening.md).
  const refusedFirst: Record<string, string> = { 'accountsApi.logout': 'auth.forbidden' };
  it.each(endpoints)('%s', async (name, e) => {
    await clearLimits(t);
    for (const { label, scopes, key } of keys) {
      const res = await withKey(t, key, urlOf(e), e.method);
      const admitted = e.method === 'GET' && (e.keyScopes ?? []).some((s) => scopes.includes(s));
      if (admitted) {
        expect([401, 403, 429], `${label}: ${res.body}`).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, `${label}: ${res.body}`).toBe(403);
        const code = e.keyScopes?.length && e.method === 'GET' ? 'apikeys.scope_missing' : 'apikeys.cookie_only';
        expect(res.json().code, label).toBe(refusedFirst[name] ?? code);
      }
    }
  });
});

describe('a key reads only its own account, and only the parts its scopes name', () => {
  it('status: each scope shows its part; the character is the key owner’s', async () => {
    await clearLimits(t);
    for (const { label, scopes, key } of keys.filter((k) => !k.label.startsWith('preset'))) {
      const res = await withKey(t, key, '/api/me/status');
      if (!['cooldowns', 'jail', 'travel', 'location'].some((s) => scopes.includes(s as ApiScope))) continue;
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.characterId, label).toBe(a.character.id);
      expect('cooldowns' in body, label).toBe(scopes.includes('cooldowns'));
      expect('jail' in body, label).toBe(scopes.includes('jail'));
      expect('travel' in body, label).toBe(scopes.includes('travel'));
      expect('location' in body, label).toBe(scopes.includes('location'));
    }
  });

  it('presets: status sees timers not gold; stats sees gold not timers; events reads the own event log only', async () => {
    await clearLimits(t);
    const byPreset = (p: string) => keys.find((k) => k.label === `preset ${p}`)!.key;
    const status = (await withKey(t, byPreset('status'), '/api/me/status')).json();
    expect(status).toMatchObject({ characterId: b.character.id, jail: { inJail: false, until: null } });
    expect(Object.keys(status).sort()).toEqual(['characterId', 'cooldowns', 'jail', 'location', 'name', 'travel']);
    expect((await withKey(t, byPreset('status'), '/api/me/stats')).statusCode).toBe(403);
    const stats = (await withKey(t, byPreset('stats'), '/api/me/stats')).json();
    expect(Object.keys(stats).sort()).toEqual(['alignment', 'characterId', 'experience', 'gold', 'name', 'skills']);
    expect(stats.characterId).toBe(b.character.id);
    expect((await withKey(t, byPreset('stats'), '/api/me/status')).statusCode).toBe(403);
    const events = await withKey(t, byPreset('events'), '/api/character/events');
    expect(events.statusCode, events.body).toBe(200);
    const mine = await t.request({ method: 'GET', url: '/api/character/events', cookie: b.cookie });
    expect(events.json()).toEqual(mine.json());
    const publicRead = await withKey(t, byPreset('public'), `/api/character/${a.character.id}`);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json()).not.toHaveProperty('childCode');
  });

  it('a key never carries its account’s staff role, and never manages keys', async () => {
    await clearLimits(t);
    const key = keys[0]!.key;
    expect((await withKey(t, key, '/api/apikeys')).json().code).toBe('apikeys.cookie_only');
    expect((await withKey(t, key, '/api/admin/audit')).json().code).toBe('apikeys.cookie_only');
    expect((await withKey(t, key, '/api/auth/account')).json().code).toBe('apikeys.cookie_only');
  });
});
