import { ChatLimits, Role } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from '../event-stream.ts';
import { createTestApp, PASSWORD, type TestApp } from '../kit.ts';
import { type Cast, cast, post, withRole } from './moderation-kit.ts';

let t: TestApp;
let c: Cast;
let baseUrl: string;
const streams: EventStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

const audit = async (action: string) =>
  (await t.request({ method: 'GET', url: `/api/admin/audit?action=${action}&limit=5`, cookie: c.owner.cookie })).json() as Array<{
    actorEmail: string;
    targetId: string;
    before: unknown;
    after: Record<string, unknown> | null;
  }>;

describe('deleting a chat message', () => {
  it('removes it from history and from an open feed, and audits who, what and why', async () => {
    const feed = await openEventStream(baseUrl, '/api/shoutbox/feed', { cookie: c.player.cookie });
    streams.push(feed);
    const message = await post(t, c.player, 'something abusive');
    expect((await feed.next()).id).toBe(String(message.id));
    const res = await t.request({
      method: 'POST',
      url: `/api/moderation/messages/${message.id}/delete`,
      cookie: c.moderator.cookie,
      payload: { reason: 'Abuse' },
    });
    expect(res.statusCode).toBe(200);
    const event = await feed.next();
    expect(event).toEqual({ id: undefined, event: 'chat.message_deleted', data: JSON.stringify({ id: message.id }) });
    const history = (await t.request({ method: 'GET', url: '/api/shoutbox/history', cookie: c.player.cookie })).json();
    expect(history.map((m: { id: number }) => m.id)).not.toContain(message.id);
    const [entry] = await audit('chat.message_deleted');
    expect(entry).toMatchObject({
      actorEmail: c.moderator.email,
      targetId: String(message.id),
      before: { message: 'something abusive' },
      after: { reason: 'Abuse' },
    });
    const again = await t.request({
      method: 'POST',
      url: `/api/moderation/messages/${message.id}/delete`,
      cookie: c.moderator.cookie,
      payload: {},
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a message id', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/moderation/messages/abc/delete',
      cookie: c.moderator.cookie,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('mutes', () => {
  it('refuses a muted player’s post with 403, the end time and the reason, until the mute ends', async () => {
    const target = await withRole(t, Role.player);
    const res = await t.request({
      method: 'POST',
      url: '/api/moderation/mutes',
      cookie: c.moderator.cookie,
      payload: { characterId: target.character.id, durationMinutes: 30, reason: 'Flooding' },
    });
    expect(res.statusCode).toBe(201);
    const endsAt = new Date(t.clock.now().getTime() + 30 * 60_000);
    expect(res.json()).toMatchObject({ characterId: target.character.id, reason: 'Flooding', endsAt: endsAt.toISOString() });
    t.clock.advance(ChatLimits.minIntervalMs);
    const refused = await t.request({
      method: 'POST',
      url: '/api/shoutbox/message',
      cookie: target.cookie,
      payload: { message: 'hi' },
    });
    expect(refused.statusCode).toBe(403);
    const stamp = `${endsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(refused.json().message).toBe(`You are muted from chat until ${stamp}. Reason: Flooding`);
    expect(refused.json().details).toEqual({ reason: 'Flooding', endsAt: endsAt.toISOString() });
    const list = (await t.request({ method: 'GET', url: '/api/moderation/mutes', cookie: c.moderator.cookie })).json();
    expect(list.map((m: { characterId: string }) => m.characterId)).toContain(target.character.id);

    t.clock.advance(30 * 60_000);
    const after = await t.request({
      method: 'POST',
      url: '/api/shoutbox/message',
      cookie: target.cookie,
      payload: { message: 'back' },
    });
    expect(after.statusCode).toBe(201);
    const [entry] = await audit('moderation.muted');
    expect(entry).toMatchObject({
      actorEmail: c.moderator.email,
      after: { reason: 'Flooding', characterId: target.character.id },
    });
  });

  it('validates the duration and the reason (400) and answers 404 for an unknown character', async () => {
    const target = await withRole(t, Role.player);
    const bad = (payload: object) =>
      t.request({ method: 'POST', url: '/api/moderation/mutes', cookie: c.moderator.cookie, payload });
    expect((await bad({ characterId: target.character.id, durationMinutes: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await bad({ characterId: target.character.id, durationMinutes: 525_601, reason: 'x' })).statusCode).toBe(400);
    expect((await bad({ characterId: target.character.id, durationMinutes: 5, reason: '' })).json().message).toContain(
      'A reason is required.',
    );
    expect((await bad({ characterId: target.character.id, durationMinutes: 5, reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await bad({ characterId: '00000000-0000-4000-8000-000000000000', durationMinutes: 5, reason: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/moderation/mutes/00000000-0000-4000-8000-000000000000`,
          cookie: c.moderator.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('bans', () => {
  it('ends every session and refuses login with the reason and end date until unbanned', async () => {
    const target = await withRole(t, Role.player);
    const res = await t.request({
      method: 'POST',
      url: '/api/moderation/bans',
      cookie: c.staff.cookie,
      payload: { characterId: target.character.id, durationMinutes: 60 * 24 * 7, reason: 'Botting' },
    });
    expect(res.statusCode).toBe(201);
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: target.cookie })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('auth.banned');
    const endsAt = new Date(t.clock.now().getTime() + 7 * 24 * 3600_000);
    expect(login.json().message).toBe(
      `This account is banned until ${endsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Reason: Botting`,
    );
    expect(login.json().details).toEqual({ reason: 'Botting', endsAt: endsAt.toISOString() });

    const wrongPassword = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.email, password: 'wrong one' },
    });
    expect(wrongPassword.statusCode).toBe(401);

    const unban = await t.request({ method: 'DELETE', url: `/api/moderation/bans/${res.json().userId}`, cookie: c.staff.cookie });
    expect(unban.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: target.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect((await audit('moderation.')).map((e) => e.after?.reason ?? null)).toContain('Botting');
  });

  it('says a ban without an end is permanent, and lets a timed ban run out', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.banned.email, password: PASSWORD },
    });
    expect(login.json().message).toBe('This account is banned permanently. Reason: Cheating');
    const target = await withRole(t, Role.player);
    await t.request({
      method: 'POST',
      url: '/api/moderation/bans',
      cookie: c.staff.cookie,
      payload: { characterId: target.character.id, durationMinutes: 10, reason: 'Cool off' },
    });
    t.clock.advance(10 * 60_000);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: target.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('reports', () => {
  it('takes one report per reporter and target (409 for the second), refuses yourself (400) and unknown targets (404)', async () => {
    const target = await withRole(t, Role.player);
    const message = await post(t, target, 'report me');
    const send = (payload: object, cookie = c.player.cookie) =>
      t.request({ method: 'POST', url: '/api/reports', cookie, payload });
    expect((await send({ target: 'message', messageId: message.id, reason: 'Insult' })).statusCode).toBe(201);
    const dup = await send({ target: 'message', messageId: message.id, reason: 'Again' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('You have already reported this.');
    expect((await send({ target: 'message', messageId: message.id, reason: 'Mine too' }, c.muted.cookie)).statusCode).toBe(201);
    expect((await send({ target: 'character', characterId: c.player.character.id, reason: 'me' })).statusCode).toBe(400);
    expect((await send({ target: 'message', messageId: 999_999_999, reason: 'x' })).statusCode).toBe(404);
    expect((await send({ target: 'character', characterId: target.character.id, reason: '' })).statusCode).toBe(400);
    expect((await send({ target: 'character', characterId: target.character.id, reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await send({ target: 'character', characterId: target.character.id, reason: 'x'.repeat(500) })).statusCode).toBe(201);
    expect((await send({ target: 'nonsense', reason: 'x' })).statusCode).toBe(400);
  });

  it('stores one report when the same player reports twice at once', async () => {
    const target = await withRole(t, Role.player);
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.request({
          method: 'POST',
          url: '/api/reports',
          cookie: c.player.cookie,
          payload: { target: 'character', characterId: target.character.id, reason: 'Race' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM reports WHERE character_id = $1', [
      target.character.id,
    ]);
    expect(Number(row!.n)).toBe(1);
  });

  it('shows staff the message as reported even after it is deleted, and resolves a report once', async () => {
    const target = await withRole(t, Role.player);
    const message = await post(t, target, 'nasty words');
    const created = await t.request({
      method: 'POST',
      url: '/api/reports',
      cookie: c.player.cookie,
      payload: { target: 'message', messageId: message.id, reason: 'Nasty' },
    });
    await t.request({
      method: 'POST',
      url: `/api/moderation/messages/${message.id}/delete`,
      cookie: c.moderator.cookie,
      payload: {},
    });
    const open = (await t.request({ method: 'GET', url: '/api/moderation/reports', cookie: c.moderator.cookie })).json();
    const report = open.find((r: { id: string }) => r.id === created.json().id);
    expect(report).toMatchObject({
      target: 'message',
      messageId: message.id,
      messageText: 'nasty words',
      characterId: target.character.id,
      characterName: target.character.username,
      reporterName: c.player.character.username,
      reason: 'Nasty',
      status: 'open',
    });
    const resolved = await t.request({
      method: 'POST',
      url: `/api/moderation/reports/${report.id}/resolve`,
      cookie: c.moderator.cookie,
      payload: { resolution: 'Deleted and warned' },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolution: 'Deleted and warned',
      resolvedByEmail: c.moderator.email,
    });
    const again = await t.request({
      method: 'POST',
      url: `/api/moderation/reports/${report.id}/resolve`,
      cookie: c.staff.cookie,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const list = (
      await t.request({ method: 'GET', url: '/api/moderation/reports?status=resolved', cookie: c.moderator.cookie })
    ).json();
    expect(list.map((r: { id: string }) => r.id)).toContain(report.id);
    expect(
      (await t.request({ method: 'GET', url: '/api/moderation/reports?status=maybe', cookie: c.moderator.cookie })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/moderation/reports/00000000-0000-4000-8000-000000000000/resolve',
          cookie: c.moderator.cookie,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('hiding authors', () => {
  it('keeps a per-account list the client filters by, never yourself', async () => {
    const noisy = await withRole(t, Role.player);
    const viewer = await withRole(t, Role.player);
    const hide = await t.request({ method: 'PUT', url: `/api/shoutbox/hidden/${noisy.character.id}`, cookie: viewer.cookie });
    expect(hide.json()).toEqual([{ characterId: noisy.character.id, name: noisy.character.username }]);
    // Idempotent.
    expect(
      (await t.request({ method: 'PUT', url: `/api/shoutbox/hidden/${noisy.character.id}`, cookie: viewer.cookie })).json(),
    ).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/shoutbox/hidden', cookie: c.player.cookie })).json()).not.toContainEqual(
      expect.objectContaining({ characterId: noisy.character.id }),
    );
    const self = await t.request({ method: 'PUT', url: `/api/shoutbox/hidden/${viewer.character.id}`, cookie: viewer.cookie });
    expect(self.statusCode).toBe(400);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/shoutbox/hidden/00000000-0000-4000-8000-000000000000',
          cookie: viewer.cookie,
        })
      ).statusCode,
    ).toBe(404);
    const unhide = await t.request({
      method: 'DELETE',
      url: `/api/shoutbox/hidden/${noisy.character.id}`,
      cookie: viewer.cookie,
    });
    expect(unhide.json()).toEqual([]);
  });
});
