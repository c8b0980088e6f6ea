import { buildPath, messagesApi, moderationApi, Role } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit.ts';
import { messageCalls, seasoned } from './messages-kit.ts';
import { withRole } from './moderation-kit.ts';

let t: TestApp;
let calls: ReturnType<typeof messageCalls>;

beforeAll(async () => {
  t = await createTestApp();
  calls = messageCalls(t);
});
afterAll(() => t.close());

async function player() {
  const p = await withRole(t, Role.player);
  const [owner] = await t.database.query<{ user_id: string }>('SELECT user_id FROM characters WHERE id = $1', [p.character.id]);
  await seasoned(t, { userId: owner!.user_id, character: p.character });
  return p;
}
const report = (cookie: string, id: number, reason: unknown = 'Threats') =>
  t.request({ method: 'POST', url: `/api${buildPath(messagesApi.report.path, { id })}`, cookie, payload: { reason } });
const conversationOf = (cookie: string, id: string) =>
  t.request({ method: 'GET', url: `/api${buildPath(moderationApi.reportedConversation.path, { id })}`, cookie });
const audits = async (action: string, targetId: string) => {
  const rows = await t.database.query('SELECT 1 FROM audit_entries WHERE action = $1 AND target_id = $2', [action, targetId]);
  return rows.length;
};

describe('reporting a direct message', () => {
  it('files a report with the message and the 19 before it; staff read it only through the report, audited', async () => {
    const a = await player();
    const b = await player();
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) ids.push((await calls.send(a.cookie, b.character.id, `line ${i}`)).json().id);
    const reported = ids[22]!;
    const res = await report(b.cookie, reported);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const moderator = await withRole(t, Role.moderator);
    const queue = (await t.request({ method: 'GET', url: '/api/moderation/reports', cookie: moderator.cookie })).json();
    expect(queue.find((r: { id: string }) => r.id === id)).toMatchObject({
      target: 'direct_message',
      messageId: reported,
      messageText: 'line 22',
      characterId: a.character.id,
      reason: 'Threats',
    });
    expect(await audits('reports.conversation_read', id)).toBe(0);
    const read = await conversationOf(moderator.cookie, id);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `line ${i + 3}`),
    );
    await conversationOf(moderator.cookie, id);
    expect(await audits('reports.conversation_read', id)).toBe(2);
    // A player is refused the staff read; the reported player's conversation stays theirs.
    expect((await conversationOf(b.cookie, id)).statusCode).toBe(403);
  });

  it('refuses your own message (400), one you cannot see (404), twice (409) and a blank reason (400)', async () => {
    const a = await player();
    const b = await player();
    const stranger = await player();
    const { id } = (await calls.send(a.cookie, b.character.id, 'hello')).json();
    expect((await report(a.cookie, id)).json().code).toBe('reports.self');
    const hidden = await report(stranger.cookie, id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('messages.no_message');
    expect((await report(b.cookie, id, '   ')).statusCode).toBe(400);
    expect((await report(b.cookie, id)).statusCode).toBe(201);
    const twice = await report(b.cookie, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('reports.duplicate');
    const [row] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM reports WHERE target = 'direct_message' AND message_id = $1",
      [id],
    );
    expect(Number(row?.n)).toBe(1);
  });
});
