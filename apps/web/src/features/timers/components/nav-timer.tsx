import { remainingMs } from '@tod/game';
import { Countdown } from '@/components/ui/countdown.tsx';
import { useNow } from '@/components/ui/use-now.ts';
import type { RunningTimer } from '../timed-state-store.ts';

/**
 * A Deeds or Training item's content: the dot (available or cooldown), the label and, while on
 * cooldown, the countdown. The countdown is hidden from assistive technology so the link's name
 * stays its label; the item's description says it is on cooldown.
 */
export function NavTimer({ timer, label }: { timer: RunningTimer | null; label: string }) {
  return (
    <>
      <span className={timer ? 'nav-dot nav-dot--cooldown' : 'nav-dot nav-dot--available'} aria-hidden="true" />
      <span className="nav-link__label">{label}</span>
      {timer && (
        <span className="nav-timer" aria-hidden="true">
          <Countdown endsAt={timer.endsAt} />
        </span>
      )}
    </>
  );
}

/** docs/product-rules.md#navigation: 'Training Cooldown: {m}m {s}s' under the disabled Training item. */
function trainingBannerText(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `Training Cooldown: ${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

export function TrainingCooldownBanner({ timer }: { timer: RunningTimer }) {
  const now = useNow();
  return <p className="nav-banner">{trainingBannerText(remainingMs(timer.endsAt, now))}</p>;
}
