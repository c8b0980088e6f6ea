import { useNow } from '@/components/ui/use-now.ts';

/** 'HH:MM:SS' of an instant in UTC, the game's reference time. */
export function formatUtcTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(11, 19);
}

/**
 * The server's clock in UTC, ticking with the page's shared second. It is this browser's
 * clock corrected by the offset the presence answers measured, not a call per tick.
 */
export function ServerClock({ offsetMs = 0 }: { offsetMs?: number }) {
  const now = useNow() + offsetMs;
  return (
    <p className="server-clock">
      <span className="server-clock__label">Server time</span>{' '}
      <time className="server-clock__time" dateTime={new Date(now).toISOString()}>
        {formatUtcTime(now)} UTC
      </time>
    </p>
  );
}
