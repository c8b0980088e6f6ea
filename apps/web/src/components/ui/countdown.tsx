import { formatCountdown, remainingMs } from '@tod/game';
import { ProgressBar } from './progress-bar.tsx';
import { useNow } from './use-now.ts';

/** Time left until `endsAt` as '4m 05s', ticking with the page's shared second. */
export function Countdown({ endsAt, className }: { endsAt: number; className?: string }) {
  const now = useNow();
  return (
    <time className={className} dateTime={new Date(endsAt).toISOString()}>
      {formatCountdown(remainingMs(endsAt, now))}
    </time>
  );
}

/**
 * A running timer: its label, the time left and a bar that fills as the time passes. The bar
 * runs from `startedAt` (when this page learnt of the timer) to `endsAt`.
 */
export function CountdownBar({
  label,
  endsAt,
  startedAt,
  className,
}: {
  label: string;
  endsAt: number;
  startedAt: number;
  className?: string;
}) {
  const now = useNow();
  const left = remainingMs(endsAt, now);
  const total = endsAt - startedAt;
  const elapsed = total > 0 ? ((total - left) / total) * 100 : 100;
  const text = formatCountdown(left);
  return (
    <div className={className ? `countdown ${className}` : 'countdown'}>
      <p className="countdown__text">
        <span>{label}</span>{' '}
        <time className="countdown__time" dateTime={new Date(endsAt).toISOString()}>
          {text}
        </time>
      </p>
      <ProgressBar value={elapsed} label={label} valueText={`${text} left`} />
    </div>
  );
}
