import { randomUUID } from 'node:crypto';
import { buildPath, contactsApi } from '@tod/contracts';
import type { TestApp } from '../kit.ts';

/**
 * `n` living characters with accounts that cannot sign in, written straight to the tables: the
 * list caps need dozens of other players, and signing each one up would hash dozens of passwords.
 */
export async function bareCharacters(t: TestApp, n: number, createdAt = t.clock.now()): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const userId = randomUUID();
    const id = randomUUID();
    await t.database.query('INSERT INTO users (id, email, password_hash, created_at) VALUES ($1, $2, $3, $4)', [
      userId,
      `bare-${userId}@example.com`,
      'x',
      createdAt.toISOString(),
    ]);
    await t.database.query(
      'INSERT INTO characters (id, user_id, name, child_code, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $5)',
      [id, userId, `Bare${id.slice(0, 8)}`, id.slice(0, 8), createdAt.toISOString()],
    );
    ids.push(id);
  }
  return ids;
}

/** The contacts calls as one player makes them. */
export function contactCalls(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, cookie: string | undefined) =>
    t.request({ method, url: `/api${path}`, cookie });
  return {
    list: (cookie?: string) => call('GET', contactsApi.list.path, cookie),
    befriend: (cookie: string | undefined, id: string) => call('POST', buildPath(contactsApi.befriend.path, { id }), cookie),
    unfriend: (cookie: string, id: string) => call('DELETE', buildPath(contactsApi.unfriend.path, { id }), cookie),
    addRival: (cookie: string, id: string) => call('PUT', buildPath(contactsApi.addRival.path, { id }), cookie),
    removeRival: (cookie: string, id: string) => call('DELETE', buildPath(contactsApi.removeRival.path, { id }), cookie),
    block: (cookie: string, id: string) => call('PUT', buildPath(contactsApi.block.path, { id }), cookie),
    unblock: (cookie: string, id: string) => call('DELETE', buildPath(contactsApi.unblock.path, { id }), cookie),
  };
}

/** Makes two players mutual friends through the API. */
export async function makeFriends(
  t: TestApp,
  a: { cookie: string; character: { id: string } },
  b: { cookie: string; character: { id: string } },
) {
  const calls = contactCalls(t);
  const asked = await calls.befriend(a.cookie, b.character.id);
  if (asked.statusCode !== 201) throw new Error(`request failed ${asked.statusCode}: ${asked.body}`);
  const accepted = await calls.befriend(b.cookie, a.character.id);
  if (accepted.statusCode !== 201) throw new Error(`accept failed ${accepted.statusCode}: ${accepted.body}`);
}
