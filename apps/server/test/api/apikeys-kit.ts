import type { ApiScope } from '@tod/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../kit.ts';

/** Makes a key through the API as the cookie's owner; the key itself and its id. */
export async function makeKey(
  t: TestApp,
  cookie: string,
  scopes: readonly ApiScope[],
  name = 'Tool',
): Promise<{ id: string; key: string }> {
  const res = await t.request({ method: 'POST', url: '/api/apikeys', cookie, payload: { name, scopes } });
  expect(res.statusCode, res.body).toBe(201);
  const { id, key } = res.json() as { id: string; key: string };
  return { id, key };
}

/** A GET made with a key (no cookie). */
export const withKey = (t: TestApp, key: string, url: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET') =>
  t.request({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(method === 'GET' ? {} : { payload: { nonsense: true } }),
  });

/** Clears every request counter, so a test starts with fresh limits. */
export const clearLimits = (t: TestApp) => t.database.query('DELETE FROM rate_limits');
