import { TICKER_UPDATED_EVENT } from '@tod/contracts';
import { DEFAULT_TICKER } from '@tod/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, openEventStream } from '../event-stream.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { auditCount, type Callers, callers, expectInvalid, expectStaffOnly, latestAudit } from './admin-kit.ts';

let t: TestApp;
let c: Callers;
beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
});
afterAll(() => t.close());

const post = (payload: unknown, cookie = c.staff) =>
  t.request({ method: 'POST', url: '/api/ticker', cookie, payload: payload as object });
const current = async () => (await t.request({ method: 'GET', url: '/api/ticker' })).json().ticker as string;

describe('POST /api/ticker', () => {
  it('401 signed out, 403 for a player; the ticker stays', async () => {
    await expectStaffOnly(t, c, { method: 'POST', url: '/api/ticker', payload: { ticker: 'Hacked' } });
    expect(await current()).toBe(DEFAULT_TICKER);
  });

  it('staff save it (trimmed): everyone reads it, and the change is audited from the default text', async () => {
    const res = await post({ ticker: '  Welcome! • Double XP this weekend  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ticker: 'Welcome! • Double XP this weekend' });
    expect(await current()).toBe('Welcome! • Double XP this weekend');
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({
      action: 'ticker.updated',
      actorEmail: c.staffEmail,
      targetId: 'ticker',
      before: { ticker: DEFAULT_TICKER },
      after: { ticker: 'Welcome! • Double XP this weekend' },
    });
  });

  it('the owner may save it too, and a save is published as ticker.updated', async () => {
    let heard!: (payload: unknown) => void;
    const payload = new Promise<unknown>((resolve) => {
      heard = resolve;
    });
    const unlisten = await t.app.deps.events.subscribe(TICKER_UPDATED_EVENT, (p) => heard(p));
    const res = await post({ ticker: 'News from the owner' }, c.owner);
    expect(res.statusCode).toBe(200);
    expect(await payload).toEqual({ ticker: 'News from the owner' });
    await unlisten();
    expect((await latestAudit(t, c.owner))[0]).toMatchObject({ action: 'ticker.updated', actorEmail: c.ownerEmail });
  });

  it('accepts exactly 1,000 characters', async () => {
    const text = '★'.repeat(1000);
    expect((await post({ ticker: text })).statusCode).toBe(200);
    expect(await current()).toBe(text);
  });

  it.each([
    [{}, 'Ticker text is required.'],
    [{ ticker: '' }, 'Ticker text is required.'],
    [{ ticker: '   ' }, 'Ticker text is required.'],
    [{ ticker: 42 }, 'Ticker text is required.'],
    [{ ticker: 'x'.repeat(1001) }, 'Ticker text must be at most 1,000 characters.'],
  ])('refuses %j with 400 and keeps the ticker', async (payload, message) => {
    const [before, audits] = [await current(), await auditCount(t)];
    expectInvalid(await post(payload), message);
    expect(await current()).toBe(before);
    expect(await auditCount(t)).toBe(audits);
  });

  it('20 concurrent saves: each is audited against the text it replaced, the last one stays and is the last event', async () => {
    const start = await current();
    const events: unknown[] = [];
    let allHeard!: () => void;
    const twenty = new Promise<void>((resolve) => {
      allHeard = resolve;
    });
    const unlisten = await t.app.deps.events.subscribe(TICKER_UPDATED_EVENT, (p) => {
      events.push(p);
      if (events.length === 20) allHeard();
    });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post({ ticker: `Race ${i}` })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    await twenty;
    await unlisten();
    expect(events.at(-1)).toEqual({ ticker: await current() });
    const chain = (await latestAudit(t, c.staff, 20)).reverse();
    expect(chain.every((e) => e.action === 'ticker.updated')).toBe(true);
    expect(chain[0]!.before).toEqual({ ticker: start });
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]!.before).toEqual(chain[i - 1]!.after);
    expect({ ticker: await current() }).toEqual(chain.at(-1)!.after);
  });
});

describe('the live ticker', () => {
  it('reaches every open page at once: a save comes on the live feed as a ticker.updated event without an id', async () => {
    const baseUrl = await listen(t.app);
    const feeds = await Promise.all(
      [c.player, c.staff].map((cookie) => openEventStream(baseUrl, '/api/shoutbox/feed', { cookie })),
    );
    try {
      expect(feeds.map((f) => f.status)).toEqual([200, 200]);
      expect((await post({ ticker: 'Live • now' })).statusCode).toBe(200);
      for (const feed of feeds) {
        expect(await feed.next()).toEqual({ id: undefined, event: TICKER_UPDATED_EVENT, data: '{"ticker":"Live • now"}' });
      }
    } finally {
      for (const feed of feeds) feed.close();
    }
  });
});
