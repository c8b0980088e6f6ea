import { afterEach, describe, expect, it, vi } from 'vitest';
import { Gate } from './gate.ts';

class Full extends Error {}

/** A task that ends when the test says so: no timing involved. */
function held() {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { task: () => done, release };
}

describe('Gate', () => {
  it('runs up to `concurrency` at once, queues up to `queue`, and refuses the next at once', async () => {
    const gate = new Gate({ concurrency: 2, queue: 1, refuse: () => new Full() });
    const h = held();
    const started: number[] = [];
    const runs = [0, 1, 2].map((i) =>
      gate.run(async () => {
        started.push(i);
        await h.task();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect({ active: gate.active, waiting: gate.waiting, full: gate.full }).toEqual({ active: 2, waiting: 1, full: true });
    await expect(gate.run(async () => 'never')).rejects.toBeInstanceOf(Full);
    expect(gate.refusal()).toBeInstanceOf(Full);
    h.release();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2]);
    expect({ active: gate.active, waiting: gate.waiting, full: gate.full }).toEqual({ active: 0, waiting: 0, full: false });
  });

  it('hands a freed slot to the oldest waiter, also when the task failed', async () => {
    const gate = new Gate({ concurrency: 1, queue: 2, refuse: () => new Full() });
    const first = held();
    const order: string[] = [];
    const failing = gate.run(async () => {
      await first.task();
      throw new Error('hash failed');
    });
    const a = gate.run(async () => order.push('a'));
    const b = gate.run(async () => order.push('b'));
    expect(gate.full).toBe(true);
    first.release();
    await expect(failing).rejects.toThrow('hash failed');
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'b']);
    expect(gate.active).toBe(0);
  });

  it('refuses at once with no queue when every slot is taken', async () => {
    const gate = new Gate({ concurrency: 1, queue: 0, refuse: () => new Full() });
    const h = held();
    const running = gate.run(h.task);
    await expect(gate.run(async () => 1)).rejects.toBeInstanceOf(Full);
    h.release();
    await running;
    await expect(gate.run(async () => 1)).resolves.toBe(1);
  });

  describe('with a busy share below 1', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A gate whose clock the tasks move: each task "runs" for `ms`. */
    function timedGate(busyShare: number, queue: number) {
      let clock = 0;
      const gate = new Gate({ concurrency: 1, queue, refuse: () => new Full(), busyShare, now: () => clock });
      const runFor = (ms: number, started: string[], name: string) =>
        gate.run(async () => {
          started.push(name);
          clock += ms;
        });
      return { gate, runFor };
    }

    it('rests the slot three times as long as a task ran at a share of a quarter, then takes the next', async () => {
      vi.useFakeTimers();
      const { gate, runFor } = timedGate(0.25, 1);
      const started: string[] = [];
      await runFor(100, started, 'a');
      const b = runFor(100, started, 'b');
      // Resting, the slot is taken: b waits in the queue and a third caller is refused.
      expect({ active: gate.active, waiting: gate.waiting, full: gate.full }).toEqual({ active: 1, waiting: 1, full: true });
      await vi.advanceTimersByTimeAsync(299);
      expect(started).toEqual(['a']);
      await vi.advanceTimersByTimeAsync(1);
      await b;
      expect(started).toEqual(['a', 'b']);
      await vi.advanceTimersByTimeAsync(300);
      expect({ active: gate.active, waiting: gate.waiting, full: gate.full }).toEqual({ active: 0, waiting: 0, full: false });
    });

    it('never rests at a share of 1, and answers the task at once while the slot rests', async () => {
      vi.useFakeTimers();
      const whole = timedGate(1, 0);
      await whole.runFor(100, [], 'a');
      expect(whole.gate.active).toBe(0);

      const half = timedGate(0.5, 0);
      await half.runFor(40, [], 'a');
      expect(half.gate.active).toBe(1);
      await vi.advanceTimersByTimeAsync(39);
      expect(half.gate.active).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(half.gate.active).toBe(0);
    });
  });
});
