import { useEffect, useRef } from 'react';
import { useNow } from '@/components/ui/use-now.ts';
import type { TimedStates } from '../timed-state-store.ts';
import { shortestTimer, TitlePrefixer, type TitleTimer, titlePrefix } from '../title-status.ts';

/**
 * Puts the shortest running timer ('(4:59) ') or what became ready ('Deeds ready - ') in front
 * of the page's title, following React's `<title>` as pages change it. Ticks with the page's
 * shared second only while a timer runs.
 */
export function useTabTitle(states: TimedStates, ready: ReadonlySet<TitleTimer>, enabled: boolean): void {
  const running = enabled && shortestTimer(states, Date.now()) !== null;
  // Re-renders once a second while a timer runs. The time read is the clock's own: the shared
  // tick's value is stale right after it was idle, and the title is written as a side effect.
  useNow(running);
  const prefix = enabled ? titlePrefix(states, Date.now(), ready) : '';
  const latest = useRef(prefix);
  latest.current = prefix;
  const prefixer = useRef<TitlePrefixer | null>(null);

  useEffect(() => {
    const titler = new TitlePrefixer(document);
    prefixer.current = titler;
    const apply = () => titler.apply(latest.current);
    apply();
    // A page's own <title> (React writes it) replaces the whole text: put the prefix back.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      titler.apply('');
      prefixer.current = null;
    };
  }, []);

  useEffect(() => {
    prefixer.current?.apply(prefix);
  }, [prefix]);
}
