import { describe, expect, it } from 'vitest';
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
    expect(() => gate.admit()).toThrow(Full);
    h.release();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2]);
    expect({ active: gate.active, waiting: gate.waiting, full: gate.full }).toEqual({ active: 0, waiting: 0, full: false });
    expect(() => gate.admit()).not.toThrow();
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
});
