import type { TitleTimer } from './title-status.ts';

/**
 * The timers that ran out and that the player has not yet looked at or acted on: the tab title
 * says so ("Deeds ready - ...") until then.
 */
export class ReadyStore {
  #ready: ReadonlySet<TitleTimer> = new Set();
  readonly #listeners = new Set<() => void>();

  getSnapshot = (): ReadonlySet<TitleTimer> => this.#ready;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  add(names: readonly TitleTimer[]): void {
    if (names.every((name) => this.#ready.has(name))) return;
    this.#set(new Set([...this.#ready, ...names]));
  }

  remove(names: readonly TitleTimer[]): void {
    if (!names.some((name) => this.#ready.has(name))) return;
    this.#set(new Set([...this.#ready].filter((name) => !names.includes(name))));
  }

  clear(): void {
    if (this.#ready.size > 0) this.#set(new Set());
  }

  #set(next: ReadonlySet<TitleTimer>): void {
    this.#ready = next;
    for (const listener of [...this.#listeners]) listener();
  }
}
