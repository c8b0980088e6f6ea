import type { Clock } from '../../src/lib/clock.ts';

/** A clock tests move by hand; starts at the real time unless told otherwise (docs/decisions/0005-time-as-data.md). */
export class FakeClock implements Clock {
  #ms: number;
  constructor(start: Date | number = Date.now()) {
    this.#ms = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
  set(at: Date | number): void {
    this.#ms = typeof at === 'number' ? at : at.getTime();
  }
}
