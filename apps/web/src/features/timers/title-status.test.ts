import { describe, expect, it } from 'vitest';
import { jailUntilText } from './jail-text.ts';
import type { TimedStates } from './timed-state-store.ts';
import { endedTimers, startedTimers } from './timer-endings.ts';
import { readyText, shortestTimer, TitlePrefixer, titleClock, titlePrefix } from './title-status.ts';

const T0 = 1_000_000;
const none: TimedStates = { deeds: null, training: null, travel: null, rescue: null, jail: null };
const timer = (endsAt: number) => ({ endsAt, startedAt: T0 });

describe('titleClock', () => {
  it.each([
    [299_000, '4:59'],
    [299_200, '5:00'],
    [720_000, '12:00'],
    [3_899_000, '1:04:59'],
    [36_000_000, '10:00:00'],
    [400, '0:01'],
    [0, '0:00'],
  ])('%d ms reads %s', (ms, text) => {
    expect(titleClock(ms)).toBe(text);
  });
});

describe('shortestTimer', () => {
  it('picks the timer that ends first, jail included', () => {
    const states: TimedStates = {
      ...none,
      deeds: timer(T0 + 60_000),
      travel: timer(T0 + 30_000),
      jail: { releaseAt: T0 + 10_000, startedAt: T0 },
    };
    expect(shortestTimer(states, T0)).toEqual({ name: 'jail', endsAt: T0 + 10_000 });
  });

  it('skips a jail with no release time and timers already over', () => {
    const states: TimedStates = {
      ...none,
      deeds: timer(T0 - 1),
      training: timer(T0 + 5_000),
      jail: { releaseAt: null, startedAt: T0 },
    };
    expect(shortestTimer(states, T0)).toEqual({ name: 'training', endsAt: T0 + 5_000 });
    expect(shortestTimer(none, T0)).toBeNull();
  });
});

describe('titlePrefix', () => {
  it('counts down the shortest timer', () => {
    expect(titlePrefix({ ...none, deeds: timer(T0 + 299_000) }, T0, new Set()) + 'Tales of Deeds').toBe('(4:59) Tales of Deeds');
  });

  it('says what is ready before any countdown, in a fixed order', () => {
    const states = { ...none, travel: timer(T0 + 60_000) };
    expect(titlePrefix(states, T0, new Set(['deeds'])) + 'Tales of Deeds').toBe('Deeds ready - Tales of Deeds');
    expect(readyText(new Set(['jail', 'training', 'deeds']))).toBe('Deeds ready, Training ready, Free from jail');
  });

  it('says "In jail until" while a sentence runs, before anything ready or counting down', () => {
    const release = T0 + 600_000;
    const states: TimedStates = { ...none, deeds: timer(T0 + 30_000), jail: { releaseAt: release, startedAt: T0 } };
    expect(titlePrefix(states, T0, new Set(['training']))).toBe(`${jailUntilText(release)} - `);
    expect(jailUntilText(release)).toMatch(/^In jail until \d/);
    expect(titlePrefix({ ...none, jail: { releaseAt: null, startedAt: T0 } }, T0, new Set())).toBe('In jail - ');
  });

  it('is empty with nothing running or ready', () => {
    expect(titlePrefix(none, T0, new Set())).toBe('');
  });
});

describe('TitlePrefixer', () => {
  it('keeps the prefix in front of whatever title the page sets', () => {
    const doc = { title: 'Tales of Deeds' };
    const prefixer = new TitlePrefixer(doc);
    prefixer.apply('(0:30) ');
    expect(doc.title).toBe('(0:30) Tales of Deeds');
    expect(prefixer.apply('(0:30) ')).toBeNull();
    prefixer.apply('(0:29) ');
    expect(doc.title).toBe('(0:29) Tales of Deeds');
    // A page writes its own title: it becomes the new base.
    doc.title = 'Profile · Tales of Deeds';
    prefixer.apply('(0:29) ');
    expect(doc.title).toBe('(0:29) Profile · Tales of Deeds');
    prefixer.apply('');
    expect(doc.title).toBe('Profile · Tales of Deeds');
  });
});

describe('endedTimers and startedTimers', () => {
  it('tells a timer that ran out from one cleared early', () => {
    const before: TimedStates = {
      ...none,
      deeds: timer(T0 - 50),
      training: timer(T0 + 60_000),
      jail: { releaseAt: T0 - 10, startedAt: T0 },
    };
    expect(endedTimers(before, none, T0)).toEqual(['deeds', 'jail']);
  });

  it('does not count a timer still running or a jail with no release time', () => {
    const before: TimedStates = { ...none, deeds: timer(T0 - 50), jail: { releaseAt: null, startedAt: T0 } };
    expect(endedTimers(before, before, T0)).toEqual([]);
    expect(endedTimers(before, { ...before, deeds: null, jail: null }, T0)).toEqual(['deeds']);
  });

  it('names timers that start or restart', () => {
    const before: TimedStates = { ...none, deeds: timer(T0 + 1_000) };
    const after: TimedStates = { ...none, deeds: timer(T0 + 2_000), jail: { releaseAt: null, startedAt: T0 } };
    expect(startedTimers(before, after)).toEqual(['deeds', 'jail']);
    expect(startedTimers(after, after)).toEqual([]);
  });
});
