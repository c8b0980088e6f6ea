import { PERSONAL_SSE_EVENT } from '@tod/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from '../event-stream.ts';
import { signUpWithCharacter } from '../kit.ts';
import { useTwoInstances } from '../two-instances.ts';
import { contactCalls, makeFriends } from './contacts-kit.ts';
import { messageCalls, seasoned } from './messages-kit.ts';

// Two instances need two connections to one database server: vitest.config.ts runs this file in
// the PostgreSQL project only.
describe('direct messages and contact status across two instances', () => {
  const two = useTwoInstances();
  let urlB = '';
  const streams: EventStream[] = [];

  beforeAll(async () => {
    urlB = await listen(two.b.app);
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });

  it('messages sent on one instance reach a feed on the other once each, in order, with exact unread counts', async () => {
    const sender = await signUpWithCharacter(two.a);
    const reader = await signUpWithCharacter(two.a);
    await seasoned(two.a, sender);
    const feed = await openEventStream(urlB, '/api/shoutbox/feed', { cookie: reader.cookie });
    streams.push(feed);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        messageCalls(i % 2 === 0 ? two.a : two.b).send(sender.cookie, reader.character.id, `m${i}`),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const ids = answers.map((r) => r.json().id as number).sort((x, y) => x - y);
    const delivered: number[] = [];
    while (delivered.length < 50) {
      const event = await feed.next();
      expect(event.event).toBe(PERSONAL_SSE_EVENT);
      delivered.push(JSON.parse(event.data).messageId);
    }
    expect(delivered).toEqual(ids);
    expect((await messageCalls(two.b).unread(reader.cookie)).json()).toEqual({ unread: 50 });
  });

  it("a friend's jailing written through one instance reaches the watcher's feed on the other", async () => {
    const watcher = await signUpWithCharacter(two.a);
    const friend = await signUpWithCharacter(two.a);
    await makeFriends(two.a, watcher, friend);
    const feed = await openEventStream(urlB, '/api/shoutbox/feed', { cookie: watcher.cookie });
    streams.push(feed);
    await two.a.database.query("UPDATE characters SET jailed_until = now() + interval '1 hour' WHERE id = $1", [
      friend.character.id,
    ]);
    expect(JSON.parse((await feed.next()).data)).toEqual({ type: 'contacts.status_changed', characterId: friend.character.id });
    expect((await contactCalls(two.b).list(watcher.cookie)).json().friends[0].state).toBe('jailed');
  });
});
