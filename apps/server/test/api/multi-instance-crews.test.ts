import { PERSONAL_SSE_EVENT } from '@tod/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from '../event-stream.ts';
import { useTwoInstances } from '../two-instances.ts';
import { crewKit } from './crews-kit.ts';

// Two instances need two connections to one database server: vitest.config.ts runs this file in
// the PostgreSQL project only (multi-instance*.test.ts).
describe('crews across two instances', () => {
  const two = useTwoInstances();
  let urlB = '';
  let cityId = '';
  const streams: EventStream[] = [];
  const k = crewKit(
    () => two.a,
    () => cityId,
  );

  beforeAll(async () => {
    urlB = await listen(two.b.app);
    cityId = await k.insertCity({ name: 'Test: Twincrew', alignment: 0, xPosition: 78, yPosition: 78 });
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });

  it("a message posted on one instance reaches a member's feed on the other, and no outsider's", async () => {
    const c = await k.crew(1);
    const member = c.members[0]!;
    const outsider = await k.player();
    const feed = await openEventStream(urlB, '/api/shoutbox/feed', { cookie: member.cookie });
    const outsiderFeed = await openEventStream(urlB, '/api/shoutbox/feed', { cookie: outsider.cookie });
    streams.push(feed, outsiderFeed);
    const posted = await k.post('/crews/mine/messages', c.leader.cookie, { message: 'Gather at dusk' });
    expect(posted.statusCode).toBe(201);
    let event = await feed.next();
    // Anything personal recorded before the post (none is expected) is passed over.
    while (JSON.parse(event.data).type !== 'crews.message_posted') event = await feed.next();
    expect(event.event).toBe(PERSONAL_SSE_EVENT);
    expect(JSON.parse(event.data)).toEqual({ type: 'crews.message_posted', crewId: c.id, message: posted.json() });
    // One fan-out on instance B serves both feeds: by now the outsider would have had it too.
    expect(outsiderFeed.events.filter((e) => e.event === PERSONAL_SSE_EVENT)).toEqual([]);
  });

  it('50 withdrawals by two members, spread over both instances, never take more than the purse holds', async () => {
    const c = await k.crew(1);
    const officer = c.members[0]!;
    await k.post(`/crews/mine/members/${officer.character.id}/permissions`, c.leader.cookie, { permissions: ['withdraw'] });
    for (const p of [c.leader, officer]) await k.setCharacter(p.character.id, { level: 100 });
    await k.setPurse(c.id, 1_000);
    const goldBefore = (await k.character(c.leader.character.id)).gold + (await k.character(officer.character.id)).gold;
    const res = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? two.b : two.a).request({
          method: 'POST',
          url: '/api/crews/mine/purse/withdraw',
          cookie: (i % 4 < 2 ? c.leader : officer).cookie,
          payload: { amount: 30 },
        }),
      ),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(33);
    expect(res.every((r) => r.statusCode === 200 || r.json().code === 'crews.purse_short')).toBe(true);
    expect(await k.purse(c.id)).toBe(10);
    const goldAfter = (await k.character(c.leader.character.id)).gold + (await k.character(officer.character.id)).gold;
    expect(goldAfter - goldBefore).toBe(990);
  });
});
