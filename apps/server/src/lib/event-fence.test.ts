import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventFence, FENCE_TIMEOUT_MS } from './event-fence.ts';

type Sent = { i: string; n: number };

/** A fence whose sends are recorded; `hear` plays the database handing one back. */
function fenceWithWire() {
  const sent: Sent[] = [];
  const fence = createEventFence(async (payload) => {
    sent.push(payload);
  });
  const hear = async (payload: Sent) => {
    fence.received(payload);
    await new Promise((r) => setImmediate(r));
  };
  return { fence, sent, hear };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the event fence', () => {
  it('answers true once its own fence comes back', async () => {
    const { fence, sent, hear } = fenceWithWire();
    const waiting = fence.caughtUp();
    expect(sent).toHaveLength(1);
    await hear(sent[0] as Sent);
    await expect(waiting).resolves.toBe(true);
  });

  it('makes callers who ask while a fence is in flight wait for the next one, which serves them all', async () => {
    const { fence, sent, hear } = fenceWithWire();
    const early = fence.caughtUp();
    const late = [fence.caughtUp(), fence.caughtUp(), fence.caughtUp()];
    let lateDone = 0;
    for (const w of late) void w.then(() => (lateDone += 1));
    expect(sent).toHaveLength(1);
    await hear(sent[0] as Sent);
    await expect(early).resolves.toBe(true);
    // The first fence was sent before they asked: it cannot vouch for what they need.
    expect(lateDone).toBe(0);
    expect(sent).toHaveLength(2);
    await hear(sent[1] as Sent);
    expect(await Promise.all(late)).toEqual([true, true, true]);
    expect(sent).toHaveLength(2);
  });

  it("ignores another instance's fences and fences it is not waiting for", async () => {
    const { fence, sent, hear } = fenceWithWire();
    let done = false;
    const waiting = fence.caughtUp().then((ok) => {
      done = true;
      return ok;
    });
    const own = sent[0] as Sent;
    await hear({ i: 'another-instance', n: own.n });
    await hear({ i: own.i, n: own.n + 1 });
    expect(done).toBe(false);
    await hear(own);
    await expect(waiting).resolves.toBe(true);
  });

  it('answers false when the connection dropped while waiting, even if the fence then comes back', async () => {
    const { fence, sent, hear } = fenceWithWire();
    const waiting = fence.caughtUp();
    fence.reconnected();
    await hear(sent[0] as Sent);
    await expect(waiting).resolves.toBe(false);
  });

  it('answers false when the drop is noticed in the same turn that delivered the fence', async () => {
    const { fence, sent } = fenceWithWire();
    const waiting = fence.caughtUp();
    fence.received(sent[0] as Sent);
    fence.reconnected();
    await expect(waiting).resolves.toBe(false);
  });

  it(`answers false after ${FENCE_TIMEOUT_MS} ms without the fence, then at once until a probe comes back`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fence, sent, hear } = fenceWithWire();
    const waiting = fence.caughtUp();
    vi.advanceTimersByTime(FENCE_TIMEOUT_MS - 1);
    let done = false;
    void waiting.then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(waiting).resolves.toBe(false);
    // The lost fence coming back late changes nothing.
    await hear(sent[0] as Sent);
    await expect(fence.caughtUp()).resolves.toBe(false);
    expect(sent).toHaveLength(2);
    await hear(sent[1] as Sent);
    const again = fence.caughtUp();
    expect(sent).toHaveLength(3);
    await hear(sent[2] as Sent);
    await expect(again).resolves.toBe(true);
  });

  it('answers false when the fence cannot be sent, and to everyone once closed', async () => {
    const fence = createEventFence(async () => {
      throw new Error('connection refused');
    });
    await expect(fence.caughtUp()).resolves.toBe(false);
    const { fence: open } = fenceWithWire();
    const waiting = open.caughtUp();
    open.close();
    await expect(waiting).resolves.toBe(false);
    await expect(open.caughtUp()).resolves.toBe(false);
  });

  it('answers at once for a time before a fence that came back, and sends one for a later time', async () => {
    const { fence, sent, hear } = fenceWithWire();
    const before = performance.now();
    const first = fence.caughtUp();
    await hear(sent[0] as Sent);
    await expect(first).resolves.toBe(true);
    await expect(fence.caughtUp(before)).resolves.toBe(true);
    expect(sent).toHaveLength(1);
    // A request that arrived after that fence was sent may need events it did not cover.
    const after = performance.now() + 1;
    let done = false;
    const later = fence.caughtUp(after).then((ok) => {
      done = true;
      return ok;
    });
    expect(sent).toHaveLength(2);
    await Promise.resolve();
    expect(done).toBe(false);
    await hear(sent[1] as Sent);
    await expect(later).resolves.toBe(true);
  });

  it('never answers from a fence heard before the listening connection dropped', async () => {
    const { fence, sent, hear } = fenceWithWire();
    const before = performance.now();
    const first = fence.caughtUp();
    await hear(sent[0] as Sent);
    await expect(first).resolves.toBe(true);
    fence.reconnected();
    const again = fence.caughtUp(before);
    expect(sent).toHaveLength(2);
    await hear(sent[1] as Sent);
    await expect(again).resolves.toBe(true);
  });
});
