/** A short message in the corner of every open tab of the game. */
export interface Toast {
  id: number;
  /** Toasts with the same key replace each other (a timer ending twice shows one toast). */
  key: string;
  text: string;
  link?: { to: string; label: string };
}

export type ToastInput = Omit<Toast, 'id'>;

/** At most this many toasts show at once; a new one pushes out the oldest. */
export const MAX_TOASTS = 3;

/**
 * The toasts on screen: a tiny external store (React reads it through
 * `useSyncExternalStore`), so anything (a store listener, a live message) can raise one.
 */
export class ToastStore {
  #toasts: Toast[] = [];
  #nextId = 1;
  readonly #listeners = new Set<() => void>();

  getSnapshot = (): Toast[] => this.#toasts;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  show(input: ToastInput): number {
    const id = this.#nextId++;
    const others = this.#toasts.filter((toast) => toast.key !== input.key);
    this.#set([...others, { ...input, id }].slice(-MAX_TOASTS));
    return id;
  }

  dismiss(id: number): void {
    if (this.#toasts.some((toast) => toast.id === id)) this.#set(this.#toasts.filter((toast) => toast.id !== id));
  }

  /** Removes every toast (signed out). */
  clear(): void {
    if (this.#toasts.length > 0) this.#set([]);
  }

  #set(toasts: Toast[]): void {
    this.#toasts = toasts;
    for (const listener of [...this.#listeners]) listener();
  }
}

let pageStore: ToastStore | null = null;

/** The page's toasts. */
export function toasts(): ToastStore {
  pageStore ??= new ToastStore();
  return pageStore;
}
