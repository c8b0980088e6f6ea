import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ChatLimits, Role } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inheritedEnv } from '../kit/settings.ts';
import { FakeClock } from '../kit/clock.ts';
import { type EventStream, listen, openEventStream } from '../event-stream.ts';
import { setRole } from '../../src/modules/accounts/index.ts';
import { databaseUrlOf, PASSWORD, signUp, signUpWithCharacter } from '../kit.ts';
import { useTwoInstances } from '../two-instances.ts';

describe('two server instances on one PostgreSQL database', () => {
  const clock = new FakeClock(new Date('2026-06-01T12:00:00Z'));
  const streams: EventStream[] = [];
  // The periodic re-check is slower than any test here: a wake-up on B can only come from A's event.
  const realtime = { presence: { holdMs: 20_000, recheckMs: 60_000 } };
  const two = useTwoInstances({ clock, realtime });
  let urlB: string;

  beforeAll(async () => {
    urlB = await listen(two.b.app);
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });

  it('accepts on one instance a session made on the other', async () => {
    const player = await signUpWithCharacter(two.a);
    const res = await two.b.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().playerCharacter.id).toBe(player.character.id);
  });

  it('delivers a message posted on one instance to a feed on the other', async () => {
    const author = await signUpWithCharacter(two.a);
    const reader = await signUp(two.b);
    const feed = await openEventStream(urlB, '/api/shoutbox/feed', { cookie: reader.cookie });
    streams.push(feed);
    expect(feed.status).toBe(200);
    clock.advance(ChatLimits.minIntervalMs);
    const posted = await two.a.request({
      method: 'POST',
      url: '/api/shoutbox/message',
      cookie: author.cookie,
      payload: { message: 'across' },
    });
    expect(posted.statusCode).toBe(201);
    const event = await feed.next();
    expect(event.id).toBe(String(posted.json().id));
    expect(JSON.parse(event.data)).toEqual({
      id: posted.json().id,
      message: 'across',
      username: author.character.username,
      playerId: author.character.id,
      time: posted.json().time,
    });
  });

  it('replays on one instance what was posted on the other', async () => {
    const author = await signUpWithCharacter(two.a);
    const first = [];
    for (const message of ['r1', 'r2']) {
      clock.advance(ChatLimits.minIntervalMs);
      first.push(
        (
          await two.a.request({ method: 'POST', url: '/api/shoutbox/message', cookie: author.cookie, payload: { message } })
        ).json(),
      );
    }
    const feed = await openEventStream(urlB, '/api/shoutbox/feed', {
      cookie: author.cookie,
      headers: { 'last-event-id': String(first[0].id) },
    });
    streams.push(feed);
    expect(JSON.parse((await feed.next()).data).message).toBe('r2');
  });

  it('limits an account to one message a second across instances (one of 20 concurrent posts)', async () => {
    const author = await signUpWithCharacter(two.a);
    clock.advance(ChatLimits.minIntervalMs);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? two.a : two.b).request({
          method: 'POST',
          url: '/api/shoutbox/message',
          cookie: author.cookie,
          payload: { message: `race ${i}` },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(19);
    const [row] = await two.databaseA.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE character_id = $1',
      [author.character.id],
    );
    expect(Number(row?.n)).toBe(1);
  });

  it('wakes a long poll on one instance when someone signs in on the other', async () => {
    const returning = await signUpWithCharacter(two.a);
    clock.advance(6 * 60_000);
    const watcher = await signUpWithCharacter(two.b);
    const before = (await two.b.request({ method: 'GET', url: '/api/character/active', cookie: watcher.cookie })).json();
    expect(before.characters.map((c: { id: string }) => c.id)).not.toContain(returning.character.id);

    const waiting = two.b.request({
      method: 'POST',
      url: '/api/character/active',
      cookie: watcher.cookie,
      payload: { hash: before.hash },
    });
    const login = await two.a.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: returning.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const res = await waiting;
    expect(res.statusCode).toBe(200);
    expect(res.json().characters.map((c: { id: string }) => c.id)).toContain(returning.character.id);
  });

  it('wakes a long poll on one instance when a character is created on the other', async () => {
    const watcher = await signUpWithCharacter(two.b);
    const before = (await two.b.request({ method: 'GET', url: '/api/character/active', cookie: watcher.cookie })).json();
    const waiting = two.b.request({
      method: 'POST',
      url: '/api/character/active',
      cookie: watcher.cookie,
      payload: { hash: before.hash },
    });
    const newcomer = await signUpWithCharacter(two.a);
    const res = await waiting;
    expect(res.statusCode).toBe(200);
    expect(res.json().characters.map((c: { id: string }) => c.id)).toContain(newcomer.character.id);
  });

  it('takes a message deleted on one instance off an open feed on the other', async () => {
    const author = await signUpWithCharacter(two.a);
    const moderator = await signUpWithCharacter(two.a);
    await setRole({ db: two.databaseA.db }, moderator.email, Role.moderator);
    const reader = await signUp(two.b);
    const feed = await openEventStream(urlB, '/api/shoutbox/feed', { cookie: reader.cookie });
    streams.push(feed);
    clock.advance(ChatLimits.minIntervalMs);
    const posted = await two.a.request({
      method: 'POST',
      url: '/api/shoutbox/message',
      cookie: author.cookie,
      payload: { message: 'vile' },
    });
    expect((await feed.next()).id).toBe(String(posted.json().id));
    const deleted = await two.a.request({
      method: 'POST',
      url: `/api/moderation/messages/${posted.json().id}/delete`,
      cookie: moderator.cookie,
      payload: { reason: 'Abuse' },
    });
    expect(deleted.statusCode).toBe(200);
    const event = await feed.next();
    expect(event).toEqual({ id: undefined, event: 'chat.message_deleted', data: JSON.stringify({ id: posted.json().id }) });
    const history = (await two.b.request({ method: 'GET', url: '/api/shoutbox/history', cookie: reader.cookie })).json();
    expect(history.map((m: { id: number }) => m.id)).not.toContain(posted.json().id);
  });

  it('ends a banned player’s sessions on both instances', async () => {
    const player = await signUpWithCharacter(two.a);
    const staff = await signUpWithCharacter(two.b);
    await setRole({ db: two.databaseA.db }, staff.email, Role.staff);
    const ban = await two.b.request({
      method: 'POST',
      url: '/api/moderation/bans',
      cookie: staff.cookie,
      payload: { characterId: player.character.id, reason: 'Botting' },
    });
    expect(ban.statusCode).toBe(201);
    expect((await two.a.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie })).statusCode).toBe(401);
    expect(
      (await two.a.request({ method: 'POST', url: '/api/auth/login', payload: { email: player.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(403);
  });

  it('counts rate limits across instances', async () => {
    const { hit, keysFor } = await import('../../src/modules/limits/index.ts');
    const keys = keysFor({ address: '10.77.0.1', userId: null, registering: false });
    const limit = keys[0]!.limit;
    const results = await Promise.allSettled(
      Array.from({ length: limit + 3 }, (_, i) => hit((i % 2 ? two.a : two.b).app.deps.db, keys, clock.now())),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(limit);
  });

  it('runs operator commands straight on PostgreSQL while instances run', async () => {
    const user = await signUp(two.a);
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/index.ts', 'set-role', user.email, '1'],
      { cwd: root, env: { ...inheritedEnv(), DATABASE_URL: databaseUrlOf(two.databaseA) } },
    );
    expect(stdout.trim()).toBe(`${user.email} now has role 1.`);
    const account = await two.b.request({ method: 'GET', url: '/api/auth/account', cookie: user.cookie });
    expect(account.json().role).toBe(1);
    const [entry] = await two.databaseA.query<{ actor_email: string }>(
      "SELECT actor_email FROM audit_entries WHERE action = 'cli.set_role' ORDER BY id DESC LIMIT 1",
    );
    expect(entry?.actor_email).toBe('cli');
  }, 60_000);
});
