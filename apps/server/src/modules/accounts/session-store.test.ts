import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deps } from '../../lib/deps.ts';
import { sha256Hex } from '../../lib/ids.ts';
import { createSessionStore } from './session-store.ts';
import { SessionLimits, type SessionUser } from './sessions.ts';

// The session cache on its own (docs/decisions/0016-session-cache.md): which `find` reads the
// database and which is answered from memory. The API suites (session-cache.test.ts) show that
// what a player sees is never stale; here the statement itself is replaced, so each read is
// counted and its answer chosen.
const db = vi.hoisted(() => ({
  rows: new Map<string, SessionUser>(),
  reads: [] as string[],
  deleted: [] as string[],
  /** Runs during the next read, after it started (an invalidation arriving mid-read). */
  duringRead: null as (() => void) | null,
}));
vi.mock('./sessions.ts', async (original) => ({
  ...(await original<typeof import('./sessions.ts')>()),
  readActor: async (_db: unknown, hash: string) => {
    db.reads.push(hash);
    const during = db.duringRead;
    db.duringRead = null;
    during?.();
    return db.rows.get(hash) ?? null;
  },
  deleteSession: async (_db: unknown, token: string) => {
    db.deleted.push(token);
  },
}));

const NOW = new Date('2026-11-23T12:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** An event bus whose state each test sets: caught up or not, and the handlers it was given. */
function fakeEvents() {
  const bus = {
    caughtUp: true,
    /** How often the store asked whether the bus has caught up (a NOTIFY fence on PostgreSQL). */
    fences: 0,
    onChange: null as ((payload: { u?: string; all?: boolean; x?: string }) => void) | null,
    onInvalid: null as (() => void) | null,
    onGap: null as (() => void) | null,
    unsubscribed: 0,
    gapsStopped: 0,
  };
  const events = {
    caughtUp: async () => {
      bus.fences += 1;
      return bus.caughtUp;
    },
    onGap: (listener: () => void) => {
      bus.onGap = listener;
      return () => {
        bus.gapsStopped += 1;
      };
    },
    subscribe: async (_name: string, handler: typeof bus.onChange, onInvalid: () => void) => {
      bus.onChange = handler;
      bus.onInvalid = onInvalid;
      return async () => {
        bus.unsubscribed += 1;
      };
    },
  };
  return { bus, events: events as unknown as Deps['events'] };
}

let serial = 0;
/** A live session of `userId` in the fake database; returns its cookie token. */
function session(userId: string, lastUsedAt = NOW): string {
  serial += 1;
  const token = `token-${serial}`;
  db.rows.set(sha256Hex(token), {
    sessionId: `session-${serial}`,
    userId,
    email: `${userId}@example.com`,
    role: 0,
    lastUsedAt,
    expiresAt: later(SessionLimits.absoluteMs),
    character: null,
  });
  return token;
}
const readsOf = (token: string) => db.reads.filter((h) => h === sha256Hex(token)).length;

let store: ReturnType<typeof createSessionStore>;
let bus: ReturnType<typeof fakeEvents>['bus'];
beforeEach(async () => {
  db.rows.clear();
  db.reads = [];
  db.deleted = [];
  const fake = fakeEvents();
  bus = fake.bus;
  store = createSessionStore({ database: {} as Deps['database'], db: {} as Deps['db'], events: fake.events });
  await store.start();
});

describe('the session cache', () => {
  it('reads a session once, then answers from memory until "last used" is a minute old', async () => {
    const token = session('ann');
    const first = await store.find(token, NOW);
    expect(first).toMatchObject({ userId: 'ann' });
    expect(await store.find(token, later(SessionLimits.touchEveryMs - 1))).toBe(first);
    expect(readsOf(token)).toBe(1);
    // Due for its once-a-minute write: read (and written) again.
    await store.find(token, later(SessionLimits.touchEveryMs));
    expect(readsOf(token)).toBe(2);
  });

  it('answers an unknown token with no one, and keeps asking the database', async () => {
    expect(await store.find('nobody', NOW)).toBeNull();
    expect(await store.find('nobody', NOW)).toBeNull();
    expect(readsOf('nobody')).toBe(2);
  });

  it('does not answer from memory a session that expired since it was read, nor keep one read dead', async () => {
    const token = session('bea', NOW);
    db.rows.get(sha256Hex(token))!.expiresAt = later(30_000);
    await store.find(token, NOW);
    expect(await store.find(token, later(30_000))).toBeNull();
    expect(readsOf(token)).toBe(2);
    expect(await store.find(token, later(30_001))).toBeNull();
    expect(readsOf(token)).toBe(3);
  });

  it('reads again, and forgets everyone, while the event bus cannot promise it has caught up', async () => {
    const mine = session('cat');
    const theirs = session('dan');
    await store.find(mine, NOW);
    await store.find(theirs, NOW);
    bus.caughtUp = false;
    await store.find(mine, later(1000));
    expect(readsOf(mine)).toBe(2);
    bus.caughtUp = true;
    // The other account's entry went too.
    await store.find(theirs, later(2000));
    expect(readsOf(theirs)).toBe(2);
    await store.find(theirs, later(3000));
    expect(readsOf(theirs)).toBe(2);
  });

  it("forgets every session of an account whose data changed, and only that account's", async () => {
    const phone = session('eve');
    const laptop = session('eve');
    const other = session('fay');
    for (const token of [phone, laptop, other]) await store.find(token, NOW);
    bus.onChange!({ u: 'eve' });
    for (const token of [phone, laptop, other]) await store.find(token, later(1000));
    expect([readsOf(phone), readsOf(laptop), readsOf(other)]).toEqual([2, 2, 1]);
    // Each was kept again after its new read.
    for (const token of [phone, laptop, other]) await store.find(token, later(2000));
    expect([readsOf(phone), readsOf(laptop), readsOf(other)]).toEqual([2, 2, 1]);
  });

  it('forgets everyone on a change to all accounts, an unreadable event or a gap in the events', async () => {
    for (const forgetAll of [() => bus.onChange!({ all: true }), () => bus.onInvalid!(), () => bus.onGap!()]) {
      const token = session('gil');
      await store.find(token, NOW);
      forgetAll();
      await store.find(token, later(1000));
      expect(readsOf(token)).toBe(2);
    }
  });

  it("answers but does not keep a read that a change to its account, or to everyone's, overtook", async () => {
    for (const invalidate of [() => bus.onChange!({ u: 'hal' }), () => bus.onChange!({ all: true }), () => bus.onChange!({})]) {
      const token = session('hal');
      db.duringRead = invalidate;
      expect(await store.find(token, NOW)).toMatchObject({ userId: 'hal' });
      await store.find(token, later(1000));
      expect(readsOf(token)).toBe(2);
      await store.find(token, later(2000));
      expect(readsOf(token)).toBe(2);
    }
  });

  it("keeps a read that only another account's change overtook", async () => {
    const token = session('hap');
    db.duringRead = () => bus.onChange!({ u: 'someone-else' });
    await store.find(token, NOW);
    await store.find(token, later(1000));
    expect(readsOf(token)).toBe(1);
  });

  it('does not keep a read that an account change and a gap both overtook', async () => {
    const token = session('hal');
    db.duringRead = () => {
      bus.onChange!({ u: 'someone-else' });
      bus.onGap!();
    };
    await store.find(token, NOW);
    await store.find(token, later(1000));
    expect(readsOf(token)).toBe(2);
  });

  it('waits for the event bus only when it has an entry it could answer from', async () => {
    const token = session('ida');
    await store.find(token, NOW);
    expect(bus.fences).toBe(0);
    await store.find(token, later(1000));
    expect(bus.fences).toBe(1);
    // An entry due for its once-a-minute write is read again without waiting.
    await store.find(token, later(SessionLimits.touchEveryMs));
    expect(bus.fences).toBe(1);
    expect(readsOf(token)).toBe(2);
  });

  it('keeps another session of the same account when one is forgotten', async () => {
    const a = session('ivy');
    const b = session('ivy');
    await store.find(a, NOW);
    await store.find(b, NOW);
    await store.revoke(a);
    expect(db.deleted).toEqual([a]);
    await store.find(b, later(1000));
    expect(readsOf(b)).toBe(1);
    // The account's other token is still forgotten on its next change.
    bus.onChange!({ u: 'ivy' });
    await store.find(b, later(2000));
    expect(readsOf(b)).toBe(2);
  });

  it('forgets a revoked session at once', async () => {
    const token = session('jon');
    await store.find(token, NOW);
    await store.revoke(token);
    db.rows.delete(sha256Hex(token));
    expect(await store.find(token, later(1000))).toBeNull();
  });

  it('holds at most 20,000 sessions, letting the oldest go first', async () => {
    const tokens = Array.from({ length: 20_001 }, (_, i) => session(`user-${i}`));
    for (const token of tokens) await store.find(token, NOW);
    // The 20,001st pushed out the first; the second is still there.
    await store.find(tokens[1]!, later(1000));
    expect(readsOf(tokens[1]!)).toBe(1);
    await store.find(tokens[0]!, later(1000));
    expect(readsOf(tokens[0]!)).toBe(2);
  });

  it('stops listening, and forgets everyone, when closed', async () => {
    const token = session('kim');
    await store.find(token, NOW);
    await store.close();
    expect([bus.unsubscribed, bus.gapsStopped]).toEqual([1, 1]);
    await store.find(token, later(1000));
    expect(readsOf(token)).toBe(2);
    // Closing twice does not unsubscribe twice.
    await store.close();
    expect([bus.unsubscribed, bus.gapsStopped]).toEqual([1, 1]);
  });
});

// ADR 0056: the deed attempt reports its own write of the character, and the session stays
// cached as written when that write is the only change to the account since `find` answered.
describe("the session cache and the account's own write", () => {
  const written = { row: { id: 'c1', gold: 150 }, cityName: 'Sunhold' } as unknown as NonNullable<SessionUser['character']>;

  it('keeps the session with the character as written when the event comes first (PGlite)', async () => {
    const token = session('lea');
    const actor = (await store.find(token, NOW))!;
    bus.onChange!({ u: 'lea', x: '41' });
    store.wroteCharacter(actor, '41', written);
    expect(await store.find(token, later(1000))).toMatchObject({ userId: 'lea', character: written });
    expect(readsOf(token)).toBe(1);
  });

  it('keeps it when the report comes first and its event follows (PostgreSQL)', async () => {
    const token = session('max');
    const actor = (await store.find(token, NOW))!;
    store.wroteCharacter(actor, '42', written);
    bus.onChange!({ u: 'max', x: '42' });
    expect(await store.find(token, later(1000))).toMatchObject({ character: written });
    expect(readsOf(token)).toBe(1);
  });

  it('reads again when another change to the account came before, between or instead', async () => {
    const orders: Array<(actor: SessionUser) => void> = [
      (actor) => {
        bus.onChange!({ u: 'ned', x: '7' });
        bus.onChange!({ u: 'ned', x: '8' });
        store.wroteCharacter(actor, '8', written);
      },
      (actor) => {
        bus.onChange!({ u: 'ned', x: '8' });
        store.wroteCharacter(actor, '7', written);
      },
      (actor) => {
        store.wroteCharacter(actor, '8', written);
        bus.onChange!({ u: 'ned', x: '7' });
        bus.onChange!({ u: 'ned', x: '8' });
      },
      (actor) => {
        store.wroteCharacter(actor, '8', written);
        bus.onChange!({ all: true });
        bus.onChange!({ u: 'ned', x: '8' });
      },
    ];
    for (const order of orders) {
      const token = session('ned');
      const actor = (await store.find(token, NOW))!;
      order(actor);
      expect(await store.find(token, later(1000))).not.toMatchObject({ character: written });
      expect(readsOf(token)).toBe(2);
    }
  });

  it('keeps nothing for an actor it did not answer, or answered from a read it did not keep', async () => {
    const token = session('ola');
    const stranger = { ...db.rows.get(sha256Hex(token))! };
    store.wroteCharacter(stranger, '5', written);
    bus.onChange!({ u: 'ola', x: '5' });
    db.duringRead = () => bus.onChange!({ u: 'ola', x: '4' });
    const overtaken = (await store.find(token, NOW))!;
    bus.onChange!({ u: 'ola', x: '6' });
    store.wroteCharacter(overtaken, '6', written);
    await store.find(token, later(1000));
    expect(readsOf(token)).toBe(2);
  });
});
