import type { TestApp } from '../kit.ts';
import { PASSWORD, sessionCookie, uniqueEmail, uniqueName } from '../kit.ts';

/** One API call, to a server process (fetch) or to an app in this process (inject). */
export type Call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options?: { cookie?: string; payload?: unknown },
) => Promise<{ status: number; body: string; cookie?: string }>;

export const fetchCall =
  (base: string): Call =>
  async (method, url, { cookie, payload } = {}) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const set = res.headers.get('set-cookie');
    return { status: res.status, body: await res.text(), cookie: set ? set.split(';')[0] : undefined };
  };

export const injectCall =
  (t: TestApp): Call =>
  async (method, url, { cookie, payload } = {}) => {
    const res = await t.request({ method, url, cookie, ...(payload ? { payload: payload as object } : {}) });
    // Only sign-up and sign-in answers carry the session cookie the caller keeps.
    const signsIn = url === '/api/auth/register' || url === '/api/auth/login';
    return { status: res.statusCode, body: res.body, cookie: signsIn && res.statusCode < 300 ? sessionCookie(res) : undefined };
  };

const PREFERENCES = {
  deedReady: true,
  trainingReady: true,
  arrived: true,
  releasedFromJail: true,
  brokenOut: true,
  eventsWhileAway: false,
  directMessage: true,
  partnerJailed: true,
};

export interface Fixture {
  email: string;
  name: string;
  friend: string;
  message: string;
}

async function expectStatus(pending: ReturnType<Call>, status: number, what: string) {
  const res = await pending;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.body}`);
  return res;
}

async function player(call: Call) {
  const email = uniqueEmail('kept');
  const name = uniqueName('Kept');
  const registered = await expectStatus(
    call('POST', '/api/auth/register', { payload: { email, password: PASSWORD } }),
    201,
    'register',
  );
  const cookie = registered.cookie!;
  const made = await expectStatus(
    call('POST', '/api/character/create', { cookie, payload: { name, bio: 'Kept across a restore.' } }),
    201,
    'create a character',
  );
  return { email, name, cookie, id: (JSON.parse(made.body) as { id: string }).id };
}

/**
 * What a backup must keep besides accounts: a character, a direct message between friends, and
 * a player's setting (push preferences).
 */
export async function makeFixture(call: Call): Promise<Fixture> {
  const a = await player(call);
  const b = await player(call);
  await expectStatus(call('POST', `/api/contacts/friends/${b.id}`, { cookie: a.cookie }), 201, 'ask a friend');
  await expectStatus(call('POST', `/api/contacts/friends/${a.id}`, { cookie: b.cookie }), 201, 'accept a friend');
  const message = `Kept ${uniqueName('msg')}`;
  await expectStatus(call('POST', `/api/messages/to/${b.id}`, { cookie: a.cookie, payload: { message } }), 201, 'send a message');
  await expectStatus(
    call('PUT', '/api/notifications/preferences', { cookie: a.cookie, payload: PREFERENCES }),
    200,
    'save settings',
  );
  return { email: a.email, name: a.name, friend: b.name, message };
}

/** The fixture as the restored game serves it: signs in, and reads the character, the message and the setting. */
export async function readFixture(call: Call, kept: Fixture) {
  const login = await expectStatus(
    call('POST', '/api/auth/login', { payload: { email: kept.email, password: PASSWORD } }),
    200,
    'login',
  );
  const cookie = login.cookie!;
  const character = JSON.parse((await expectStatus(call('GET', '/api/character', { cookie }), 200, 'own character')).body);
  const conversations = (await expectStatus(call('GET', '/api/messages', { cookie }), 200, 'conversations')).body;
  const settings = JSON.parse(
    (await expectStatus(call('GET', '/api/notifications/preferences', { cookie }), 200, 'settings')).body,
  );
  return {
    name: character.username as string,
    talksTo: conversations.includes(kept.friend),
    lastMessage: conversations.includes(kept.message),
    eventsWhileAway: settings.eventsWhileAway as boolean,
  };
}
