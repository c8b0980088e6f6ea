import { useEffect, useSyncExternalStore } from 'react';
import { toasts } from '@/components/ui/toast-store.ts';
import { useTabTitle } from '../hooks/use-tab-title.ts';
import { ReadyStore } from '../ready-store.ts';
import type { TimedStates } from '../timed-state-store.ts';
import { timedStates, useTimedStates } from '../timed-states.ts';
import { endedTimers, startedTimers, TIMER_ENDED_LINK, TIMER_ENDED_TEXT } from '../timer-endings.ts';

const ready = new ReadyStore();

/** Timers that run out raise a toast and mark the title "ready" (each tab watches its own store). */
function useTimerEndings(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const store = timedStates();
    let before: TimedStates = store.getSnapshot();
    const unsubscribe = store.subscribe(() => {
      const after = store.getSnapshot();
      const ended = endedTimers(before, after, Date.now());
      ready.remove(startedTimers(before, after));
      before = after;
      if (ended.length === 0) return;
      ready.add(ended);
      for (const name of ended) {
        toasts().show({ key: name, text: TIMER_ENDED_TEXT[name], link: TIMER_ENDED_LINK[name] });
      }
    });
    return () => {
      unsubscribe();
      ready.clear();
    };
  }, [enabled]);

  // The player looked (the tab came to the front) or acted (a key, a tap): the title goes back
  // to counting down.
  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === 'visible') ready.clear();
    };
    const events = ['pointerdown', 'keydown', 'focus'] as const;
    for (const name of events) window.addEventListener(name, seen);
    document.addEventListener('visibilitychange', seen);
    return () => {
      for (const name of events) window.removeEventListener(name, seen);
      document.removeEventListener('visibilitychange', seen);
    };
  }, []);
}

/**
 * The tab title's countdown of the shortest running timer, "ready" in the title and a toast
 * when one runs out. `enabled` means a living character. Renders nothing.
 */
export function TimerNotices({ enabled }: { enabled: boolean }) {
  const states = useTimedStates();
  const readySet = useSyncExternalStore(ready.subscribe, ready.getSnapshot);
  useTabTitle(states, readySet, enabled);
  useTimerEndings(enabled);
  return null;
}
