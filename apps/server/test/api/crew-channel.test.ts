import { Role } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit.ts';
import { signUpWithRole } from './admin-kit.ts';
import { crewKit } from './crews-kit.ts';

// The crew channel (docs/crews.md#crew-channel): members only, the shoutbox's pace and chat
// mute, live through the members' personal channels, reportable and moderated.
let t: TestApp;
let cityId = '';
const k = crewKit(
  () => t,
  () => cityId,
);
const { post, get, crew, player } = k;
const say = (cookie: string, message: string) => post('/crews/mine/messages', cookie, { message });

beforeAll(async () => {
  t = await createTestApp();
  cityId = await k.insertCity({ name: 'Test: Channelford', alignment: 0, xPosition: 76, yPosition: 76 });
});
afterAll(() => t.close());

describe('crew channel', () => {
  it('lets members post and read, one message a second, and keeps outsiders out', async () => {
    const c = await crew(1);
    const m = c.members[0]!;
    const first = await say(c.leader.cookie, '  **Meet** at the gate  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: '**Meet** at the gate', username: c.leader.character.username });
    expect((await say(c.leader.cookie, 'again')).json()).toMatchObject({ code: 'chat.too_fast' });
    t.clock.advance(1_000);
    expect((await say(m.cookie, '/me nods')).statusCode).toBe(201);
    expect((await say(m.cookie, '   ')).statusCode).toBe(400);
    const read = (await get('/crews/mine/messages', m.cookie)).json() as { message: string }[];
    expect(read.map((x) => x.message)).toEqual(['**Meet** at the gate', '/me nods']);
    const outsider = await player();
    expect((await get('/crews/mine/messages', outsider.cookie)).json()).toMatchObject({ code: 'crews.not_member' });
    expect((await say(outsider.cookie, 'hello?')).json()).toMatchObject({ code: 'crews.not_member' });
    // Another crew's channel is its own.
    const other = await crew(0);
    expect((await get('/crews/mine/messages', other.leader.cookie)).json()).toEqual([]);
  });

  it("delivers a message to every member's personal channel, and to no one else", async () => {
    const c = await crew(2);
    let heard!: (payload: { userIds: string[]; message: unknown }) => void;
    const delivered = new Promise<{ userIds: string[]; message: unknown }>((resolve) => {
      heard = resolve;
    });
    const unlisten = await t.app.deps.events.subscribe('crews.message_posted', (p) => heard(p));
    t.clock.advance(1_000);
    const sent = (await say(c.members[0]!.cookie, 'Tonight.')).json();
    const payload = await delivered;
    await unlisten();
    expect(payload.userIds.sort()).toEqual([c.leader.userId, ...c.members.map((m) => m.userId)].sort());
    expect(payload.message).toEqual({ type: 'crews.message_posted', crewId: c.id, message: sent });
  });

  it('refuses a member muted from chat', async () => {
    const c = await crew(1);
    const moderator = await signUpWithRole(t, Role.moderator);
    const muted = await post('/moderation/mutes', moderator.cookie, {
      characterId: c.members[0]!.character.id,
      durationMinutes: 60,
      reason: 'Spam',
    });
    expect(muted.statusCode).toBeLessThan(300);
    expect((await say(c.members[0]!.cookie, 'hi')).json()).toMatchObject({ code: 'chat.muted' });
  });

  it('reports a message with the channel before it, and a crew name and text; moderators delete messages', async () => {
    const c = await crew(1);
    const m = c.members[0]!;
    t.clock.advance(1_000);
    const bad = (await say(m.cookie, 'something rude')).json() as { id: number };
    expect((await post(`/crews/mine/messages/${bad.id}/report`, m.cookie, { reason: 'me' })).json()).toMatchObject({
      code: 'reports.self',
    });
    const reported = await post(`/crews/mine/messages/${bad.id}/report`, c.leader.cookie, { reason: 'Rude' });
    expect(reported.statusCode).toBe(201);
    expect((await post(`/crews/mine/messages/${bad.id}/report`, c.leader.cookie, { reason: 'Rude' })).json()).toMatchObject({
      code: 'reports.duplicate',
    });
    const outsider = await player();
    expect((await post(`/crews/mine/messages/${bad.id}/report`, outsider.cookie, { reason: 'x' })).statusCode).toBe(403);
    expect((await post(`/crews/${c.id}/report`, c.leader.cookie, { reason: 'mine' })).json()).toMatchObject({
      code: 'reports.self',
    });
    expect((await post(`/crews/${c.id}/report`, outsider.cookie, { reason: 'Offensive name' })).statusCode).toBe(201);
    const moderator = await signUpWithRole(t, Role.moderator);
    const reports = (await get('/moderation/reports', moderator.cookie)).json() as {
      id: string;
      target: string;
      messageText: string;
      characterId: string;
    }[];
    const onMessage = reports.find((r) => r.target === 'crew_message' && r.messageText === 'something rude')!;
    expect(onMessage.characterId).toBe(m.character.id);
    const convo = (await get(`/moderation/reports/${onMessage.id}/conversation`, moderator.cookie)).json();
    expect(convo.messages.at(-1)).toMatchObject({ body: 'something rude', senderId: m.character.id });
    expect(reports.find((r) => r.target === 'crew_text' && r.messageText === c.name)?.characterId).toBe(c.leader.character.id);
    // Deleting: players are refused, moderators remove it from the channel.
    expect((await post(`/moderation/crew-messages/${bad.id}/delete`, m.cookie, {})).statusCode).toBe(403);
    expect((await post(`/moderation/crew-messages/${bad.id}/delete`, moderator.cookie, { reason: 'Rude' })).statusCode).toBe(200);
    expect((await post(`/moderation/crew-messages/${bad.id}/delete`, moderator.cookie, {})).statusCode).toBe(404);
    expect((await get('/crews/mine/messages', c.leader.cookie)).json()).toEqual([]);
  });
});
