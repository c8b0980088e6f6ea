import { GameConstants, isActive, type TimeInput, toMs } from '@tod/game';
import { subscribeToSecondTick } from '@/components/ui/use-now.ts';

/** A running timer: when it ends, and when this page first learnt of it (for progress bars). */
export interface RunningTimer {
  endsAt: number;
  startedAt: number;
}

/** Jail: active with a release time, or (docs/product-rules.md#timed-states) active with none until the server says more. */
export interface JailTimer {
  releaseAt: number | null;
  startedAt: number;
}

type CooldownName = 'deeds' | 'training' | 'travel' | 'rescue';

/** The timed states of docs/product-rules.md#timed-states; null means "not running". */
export interface TimedStates {
  deeds: RunningTimer | null;
  training: RunningTimer | null;
  travel: RunningTimer | null;
  /** The rescuer's wait after a jailbreak attempt (the jail page's "Rescue again in"). */
  rescue: RunningTimer | null;
  jail: JailTimer | null;
}

/** Browser-stored values (docs/product-rules.md#timed-states). The training key is also the page-wide event's name. */
export const STORAGE_KEYS = {
  deeds: 'deedsCooldown',
  training: 'training_cooldown',
  travel: 'travelCooldown',
  rescue: 'rescueCooldown',
  jailStatus: 'jailStatus',
  jailRelease: 'jailReleaseTime',
} as const;

/** Raised on `window` whenever the training cooldown changes here or in another tab. */
export const TRAINING_COOLDOWN_EVENT = 'training_cooldown';
/** Repeat detections of another tab's training write are throttled (docs/product-rules.md#timed-states). */
const STORAGE_EVENT_THROTTLE_MS = 300;

const COOLDOWNS: readonly CooldownName[] = ['deeds', 'training', 'travel', 'rescue'];
const { toleranceMs, refreshGraceMs } = GameConstants.timers;

interface TimedStateStoreOptions {
  storage?: Storage | null;
  /** Where `storage` events arrive and the training event is raised. */
  target?: Window | null;
  now?: () => number;
  /** The page's shared once-a-second tick. */
  tick?: (listener: () => void) => () => void;
}

/** Whether a cooldown is running: active until now is more than 100 ms past its end (docs/product-rules.md#timed-states). */
function cooldownActive(states: TimedStates, name: CooldownName, now: number): boolean {
  return isActive(states[name]?.endsAt, now);
}

/** Jailed while the release time is active, or with no release time at all. */
function jailActive(states: TimedStates, now: number): boolean {
  const jail = states.jail;
  return jail !== null && (jail.releaseAt === null || isActive(jail.releaseAt, now));
}

/** A stored date that parses, or null. */
function parseStored(value: string | null): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser: the store still works for this page
  }
}

/**
 * The client's mirror of the server's timed states (docs/product-rules.md#timed-states): deed, training, travel
 * and rescue cooldowns and jail. The server decides; this store only remembers what it said, so every
 * screen, the navigation and other tabs show the same countdowns. Plain TypeScript: React
 * reads it through `useSyncExternalStore`.
 */
export class TimedStateStore {
  private state: TimedStates = { deeds: null, training: null, travel: null, rescue: null, jail: null };
  private readonly listeners = new Set<() => void>();
  private readonly storage: Storage | null;
  private readonly target: Window | null;
  private readonly now: () => number;
  private readonly tick: (listener: () => void) => () => void;
  private stopTick: (() => void) | null = null;
  private lastTrainingStorageEventAt = Number.NEGATIVE_INFINITY;

  constructor(options: TimedStateStoreOptions = {}) {
    this.storage = options.storage === undefined ? safeStorage() : options.storage;
    this.target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;
    this.now = options.now ?? Date.now;
    this.tick = options.tick ?? subscribeToSecondTick;
    // Restored on load only when still in the future; expired or unparsable values are cleared.
    this.readStored(0);
    this.target?.addEventListener('storage', this.onStorage);
    this.target?.addEventListener('pageshow', this.onPageShow);
  }

  getSnapshot = (): TimedStates => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isOnCooldown(name: CooldownName, now = this.now()): boolean {
    return cooldownActive(this.state, name, now);
  }

  isJailed(now = this.now()): boolean {
    return jailActive(this.state, now);
  }

  /** Sets a cooldown's end; a missing, unparsable or past time clears it. */
  setCooldown(name: CooldownName, endsAt: TimeInput | null | undefined): void {
    const end = endsAt === null || endsAt === undefined ? null : toMs(endsAt);
    const now = this.now();
    const keep = end !== null && !Number.isNaN(end) && end > now;
    const before = this.state[name];
    if (keep && before?.endsAt === end) return;
    if (!keep && before === null) {
      this.write(STORAGE_KEYS[name], null);
      return;
    }
    this.update({ [name]: keep ? { endsAt: end, startedAt: now } : null });
    this.write(STORAGE_KEYS[name], keep ? new Date(end).toISOString() : null);
    if (name === 'training') this.raiseTrainingEvent();
  }

  /**
   * Jail true with a release time jails until then (a past time frees); true without one stays
   * jailed with no release time; false clears both (docs/product-rules.md#timed-states).
   */
  setJail(inJail: boolean, releaseAt?: TimeInput | null): void {
    const now = this.now();
    const release = releaseAt === null || releaseAt === undefined ? null : toMs(releaseAt);
    const jailed = inJail && (release === null || (!Number.isNaN(release) && release > now));
    const before = this.state.jail;
    if (jailed) {
      const next = release !== null && !Number.isNaN(release) ? release : null;
      if (before && before.releaseAt === next) return;
      this.update({ jail: { releaseAt: next, startedAt: now } });
      this.write(STORAGE_KEYS.jailStatus, 'true');
      this.write(STORAGE_KEYS.jailRelease, next === null ? null : new Date(next).toISOString());
    } else {
      this.write(STORAGE_KEYS.jailStatus, null);
      this.write(STORAGE_KEYS.jailRelease, null);
      if (before) this.update({ jail: null });
    }
  }

  /** Forgets every timed state (signed out, or another account in this browser). */
  clear(): void {
    for (const name of COOLDOWNS) this.setCooldown(name, null);
    this.setJail(false);
  }

  /** 'Force and refresh': re-reads the stored values; ones expired by under 5 s still count. */
  refresh(): void {
    this.readStored(refreshGraceMs);
  }

  /** Clears every timed state whose time has passed; the shared tick calls it each second. */
  expire = (): void => {
    const now = this.now();
    for (const name of COOLDOWNS) {
      const timer = this.state[name];
      if (timer && !isActive(timer.endsAt, now, toleranceMs)) this.setCooldown(name, null);
    }
    const jail = this.state.jail;
    if (jail?.releaseAt != null && !isActive(jail.releaseAt, now, toleranceMs)) this.setJail(false);
  };

  dispose(): void {
    this.target?.removeEventListener('storage', this.onStorage);
    this.target?.removeEventListener('pageshow', this.onPageShow);
    this.stopTick?.();
    this.stopTick = null;
    this.listeners.clear();
  }

  /** Applies stored values; `graceMs` keeps ones that expired less than that long ago. */
  private readStored(graceMs: number, raiseEvent = true): void {
    const now = this.now();
    const next: Partial<TimedStates> = {};
    for (const name of COOLDOWNS) {
      const end = parseStored(this.read(STORAGE_KEYS[name]));
      if (end !== null && end > now - graceMs) {
        next[name] = this.state[name]?.endsAt === end ? this.state[name] : { endsAt: end, startedAt: now };
      } else {
        next[name] = null;
        this.write(STORAGE_KEYS[name], null);
      }
    }
    const status = this.read(STORAGE_KEYS.jailStatus);
    const releaseText = this.read(STORAGE_KEYS.jailRelease);
    const release = parseStored(releaseText);
    if (status === 'true' && releaseText === null) {
      next.jail = this.state.jail?.releaseAt === null ? this.state.jail : { releaseAt: null, startedAt: now };
    } else if (status === 'true' && release !== null && release > now - graceMs) {
      next.jail = this.state.jail?.releaseAt === release ? this.state.jail : { releaseAt: release, startedAt: now };
    } else {
      next.jail = null;
      this.write(STORAGE_KEYS.jailStatus, null);
      this.write(STORAGE_KEYS.jailRelease, null);
    }
    const trainingChanged = next.training?.endsAt !== this.state.training?.endsAt;
    this.update(next);
    if (trainingChanged && raiseEvent) this.raiseTrainingEvent();
  }

  /** Another tab wrote one of the keys: follow it. */
  private onStorage = (event: StorageEvent): void => {
    const keys: readonly string[] = Object.values(STORAGE_KEYS);
    // A null key means the other tab cleared the whole storage.
    if (event.key !== null && !keys.includes(event.key)) return;
    if (event.key === STORAGE_KEYS.training) {
      const now = this.now();
      // Repeats within the throttle still update the state, without raising the event again.
      const repeat = now - this.lastTrainingStorageEventAt < STORAGE_EVENT_THROTTLE_MS;
      if (!repeat) this.lastTrainingStorageEventAt = now;
      this.readStored(0, !repeat);
      return;
    }
    this.readStored(0);
  };

  /** A page restored from the back-forward cache missed the other tabs' writes: re-read them. */
  private onPageShow = (event: Event): void => {
    if ((event as PageTransitionEvent).persisted) this.refresh();
  };

  private update(patch: Partial<TimedStates>): void {
    const next = { ...this.state, ...patch };
    const changed = (Object.keys(patch) as (keyof TimedStates)[]).some((key) => next[key] !== this.state[key]);
    if (!changed) return;
    this.state = next;
    this.syncTick();
    for (const listener of [...this.listeners]) listener();
  }

  /** The tick only runs while something can expire. */
  private syncTick(): void {
    const s = this.state;
    const running = s.deeds || s.training || s.travel || s.rescue || s.jail?.releaseAt != null;
    if (running && !this.stopTick) this.stopTick = this.tick(this.expire);
    if (!running && this.stopTick) {
      this.stopTick();
      this.stopTick = null;
    }
  }

  private raiseTrainingEvent(): void {
    const endsAt = this.state.training?.endsAt ?? null;
    this.target?.dispatchEvent(new CustomEvent(TRAINING_COOLDOWN_EVENT, { detail: { endsAt } }));
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string | null): void {
    try {
      if (value === null) this.storage?.removeItem(key);
      else this.storage?.setItem(key, value);
    } catch {
      // A full or blocked storage only loses the cross-tab copy; this page keeps the state.
    }
  }
}
