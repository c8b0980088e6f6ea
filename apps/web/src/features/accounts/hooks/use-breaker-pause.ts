import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CircuitBreaker } from '@/lib/circuit-breaker.ts';

/** True while the breaker blocks requests; turns false by itself when the pause ends. */
export function useBreakerPause(breaker: CircuitBreaker): boolean {
  const pausedUntil = useSyncExternalStore(
    (listener) => breaker.subscribe(listener),
    () => breaker.pausedUntil,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = pausedUntil - Date.now();
    setNow(Date.now());
    if (left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), left + 50);
    return () => window.clearTimeout(timer);
  }, [pausedUntil]);
  return now < pausedUntil;
}
