import { useBreakerPause } from '../hooks/use-breaker-pause.ts';
import { accountRefresher } from '../api.ts';
import type { AccountRefresher } from '../refresh-policy.ts';

export function throttleMessage(pauseMs: number): string {
  const minutes = Math.round(pauseMs / 60_000);
  return `Application detected excessive API calls and has temporarily paused background requests for ${minutes} minutes to prevent server overload. You can continue using the app, but some data may not refresh automatically.`;
}

/** Shown while the account circuit breaker holds background requests back. */
export function ThrottleNotice({ refresher = accountRefresher }: { refresher?: AccountRefresher }) {
  const paused = useBreakerPause(refresher.breaker);
  if (!paused) return null;
  return (
    <div className="notice notice--warning" role="status">
      {throttleMessage(refresher.breaker.options.pauseMs)}
    </div>
  );
}
