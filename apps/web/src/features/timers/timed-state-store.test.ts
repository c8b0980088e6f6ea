import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { applyCharacterTimers, applyRescueRefusal, applyTrainingRefusal } from './server-timers.ts';
import { STORAGE_KEYS, TimedStateStore, TRAINING_COOLDOWN_EVENT } from './timed-state-store.ts';

const T0 = Date.parse('2026-06-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

let store: TimedStateStore | null = null;
const make = () => {
  store = new TimedStateStore();
  return store;
};

/** What another tab's write looks like here: the value lands in storage, then the event fires. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  localStorage.clear();
});

afterEach(() => {
  store?.dispose();
  store = null;
  localStorage.clear();
});

describe('TimedStateStore', () => {
  it('restores stored cooldowns and jail still in the future, and clears expired or unparsable ones', () => {
    localStorage.setItem(STORAGE_KEYS.deeds, iso(T0 + 30_000));
    localStorage.setItem(STORAGE_KEYS.training, iso(T0 - 1_000));
    localStorage.setItem(STORAGE_KEYS.travel, 'not a date');
    localStorage.setItem(STORAGE_KEYS.jailStatus, 'true');
    localStorage.setItem(STORAGE_KEYS.jailRelease, iso(T0 + 90_000));
    const s = make();
    expect(s.getSnapshot().deeds?.endsAt).toBe(T0 + 30_000);
    expect(s.getSnapshot().training).toBeNull();
    expect(s.getSnapshot().travel).toBeNull();
    expect(s.getSnapshot().jail?.releaseAt).toBe(T0 + 90_000);
    expect(localStorage.getItem(STORAGE_KEYS.training)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.travel)).toBeNull();
  });

  it('stays on cooldown until more than 100 ms past the end, then the tick clears it', () => {
    const s = make();
    const listener = vi.fn();
    s.subscribe(listener);
    s.setCooldown('deeds', iso(T0 + 2_000));
    expect(localStorage.getItem(STORAGE_KEYS.deeds)).toBe(iso(T0 + 2_000));
    expect(s.isOnCooldown('deeds', T0 + 2_100)).toBe(true);
    expect(s.isOnCooldown('deeds', T0 + 2_101)).toBe(false);

    vi.advanceTimersByTime(2_000);
    expect(s.getSnapshot().deeds).not.toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(s.getSnapshot().deeds).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.deeds)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clears a cooldown set in the past', () => {
    const s = make();
    s.setCooldown('travel', T0 + 60_000);
    s.setCooldown('travel', T0 - 1);
    expect(s.getSnapshot().travel).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.travel)).toBeNull();
  });

  it('keeps jail without a release time active, and clears both values when freed', () => {
    const s = make();
    s.setJail(true);
    vi.advanceTimersByTime(60_000);
    expect(s.isJailed()).toBe(true);
    expect(s.getSnapshot().jail).toEqual({ releaseAt: null, startedAt: T0 });
    expect(localStorage.getItem(STORAGE_KEYS.jailStatus)).toBe('true');

    s.setJail(true, T0 + 120_000);
    expect(localStorage.getItem(STORAGE_KEYS.jailRelease)).toBe(iso(T0 + 120_000));
    s.setJail(false);
    expect(s.isJailed()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.jailStatus)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.jailRelease)).toBeNull();
  });

  it('releases from jail when the release time passes', () => {
    const s = make();
    s.setJail(true, T0 + 1_500);
    vi.advanceTimersByTime(2_000);
    expect(s.getSnapshot().jail).toBeNull();
  });

  it('re-reads stored values on refresh, counting ones expired by under 5 s as active', () => {
    const s = make();
    localStorage.setItem(STORAGE_KEYS.deeds, iso(T0 - 3_000));
    localStorage.setItem(STORAGE_KEYS.training, iso(T0 - 6_000));
    s.refresh();
    expect(s.getSnapshot().deeds?.endsAt).toBe(T0 - 3_000);
    expect(s.getSnapshot().training).toBeNull();
    // The next tick applies the usual 100 ms tolerance.
    vi.advanceTimersByTime(1_000);
    expect(s.getSnapshot().deeds).toBeNull();
  });

  it('re-reads storage when the page comes back from the back-forward cache', () => {
    const s = make();
    localStorage.setItem(STORAGE_KEYS.travel, iso(T0 + 90_000));
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(s.getSnapshot().travel).toBeNull();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(s.getSnapshot().travel?.endsAt).toBe(T0 + 90_000);
  });

  it('follows another tab through the storage event', () => {
    const s = make();
    otherTabWrites(STORAGE_KEYS.deeds, iso(T0 + 45_000));
    expect(s.getSnapshot().deeds?.endsAt).toBe(T0 + 45_000);
    otherTabWrites(STORAGE_KEYS.jailStatus, 'true');
    otherTabWrites(STORAGE_KEYS.jailRelease, iso(T0 + 300_000));
    expect(s.getSnapshot().jail?.releaseAt).toBe(T0 + 300_000);
    otherTabWrites(STORAGE_KEYS.deeds, null);
    expect(s.getSnapshot().deeds).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(s.getSnapshot().jail).not.toBeNull();
  });

  it('raises the training_cooldown event on a change, throttling repeats from other tabs', () => {
    const s = make();
    const heard = vi.fn();
    window.addEventListener(TRAINING_COOLDOWN_EVENT, heard);
    try {
      s.setCooldown('training', T0 + 300_000);
      expect(heard).toHaveBeenCalledTimes(1);
      s.setCooldown('training', T0 + 300_000);
      expect(heard).toHaveBeenCalledTimes(1);

      otherTabWrites(STORAGE_KEYS.training, iso(T0 + 200_000));
      otherTabWrites(STORAGE_KEYS.training, iso(T0 + 250_000));
      expect(heard).toHaveBeenCalledTimes(2);
      expect(s.getSnapshot().training?.endsAt).toBe(T0 + 250_000);
      vi.advanceTimersByTime(300);
      otherTabWrites(STORAGE_KEYS.training, iso(T0 + 260_000));
      expect(heard).toHaveBeenCalledTimes(3);
    } finally {
      window.removeEventListener(TRAINING_COOLDOWN_EVENT, heard);
    }
  });
});

describe('server data', () => {
  it("sets and clears every timer from the account's character", () => {
    const s = make();
    applyCharacterTimers(
      s,
      makeOwnCharacter({
        lastDeed: iso(T0 + 60_000),
        lastTraining: iso(T0 + 300_000),
        lastTravelled: iso(T0 - 5_000),
        lastJail: iso(T0 + 120_000),
        inJail: true,
      }),
    );
    const state = s.getSnapshot();
    expect([state.deeds?.endsAt, state.training?.endsAt, state.travel, state.jail?.releaseAt]).toEqual([
      T0 + 60_000,
      T0 + 300_000,
      null,
      T0 + 120_000,
    ]);

    applyCharacterTimers(s, makeOwnCharacter({ lastDeed: iso(T0 - 1_000), lastJail: iso(T0 - 1_000) }));
    expect(s.getSnapshot()).toMatchObject({ deeds: null, training: null, jail: null });

    s.setCooldown('deeds', T0 + 1_000);
    applyCharacterTimers(s, null);
    expect(s.getSnapshot().deeds).toBeNull();
  });

  it("keeps the rescuer's wait from the character, so a reload still shows it, and from a refusal", () => {
    const s = make();
    applyCharacterTimers(s, makeOwnCharacter({ rescueCooldown: iso(T0 + 240_000) }));
    expect(s.getSnapshot().rescue?.endsAt).toBe(T0 + 240_000);
    expect(localStorage.getItem(STORAGE_KEYS.rescue)).toBe(iso(T0 + 240_000));
    // A new page (a reload) reads it back before the account has arrived.
    const reloaded = new TimedStateStore();
    expect(reloaded.getSnapshot().rescue?.endsAt).toBe(T0 + 240_000);
    reloaded.dispose();

    applyCharacterTimers(s, makeOwnCharacter({ rescueCooldown: null }));
    expect(s.getSnapshot().rescue).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.rescue)).toBeNull();

    applyRescueRefusal(s, { rescueCooldownEndsAt: iso(T0 + 90_000) });
    expect(s.getSnapshot().rescue?.endsAt).toBe(T0 + 90_000);
    applyRescueRefusal(s, { something: 'else' });
    expect(s.getSnapshot().rescue?.endsAt).toBe(T0 + 90_000);
    s.clear();
    expect(s.getSnapshot().rescue).toBeNull();
  });

  it('jails on an answer whose character has lastJail ahead, and follows training refusals', () => {
    const s = make();
    applyCharacterTimers(s, makeOwnCharacter({ lastDeed: iso(T0 + 60_000), lastJail: iso(T0 + 600_000) }));
    expect(s.isOnCooldown('deeds')).toBe(true);
    expect(s.getSnapshot().jail?.releaseAt).toBe(T0 + 600_000);

    applyTrainingRefusal(s, { inJail: false, jailTime: null, cooldown: iso(T0 + 100_000), retryAfterSeconds: 100 });
    expect(s.getSnapshot().training?.endsAt).toBe(T0 + 100_000);
    expect(s.isJailed()).toBe(false);
  });
});
