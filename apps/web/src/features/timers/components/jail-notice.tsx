import { remainingMs } from '@tod/game';
import { Countdown } from '@/components/ui/countdown.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { useNow } from '@/components/ui/use-now.ts';
import { jailUntilText } from '../jail-text.ts';
import type { JailTimer } from '../timed-state-store.ts';

const RELEASE_PENDING = 'Release pending...';

/**
 * The jailed state, always in view while it lasts: release countdown (hours, minutes, seconds)
 * or 'Release pending...' when the time is up or unknown, under 'In jail until 14:05' (the wording
 * the title and the home share). `nav` is the compact form for the left navigation; `page` adds
 * what happened, for the jail and the pages a prisoner opens.
 */
export function JailNotice({ jail, variant }: { jail: JailTimer; variant: 'nav' | 'page' }) {
  const now = useNow(jail.releaseAt !== null);
  const release = jail.releaseAt;
  const pending = release === null || remainingMs(release, now) === 0;
  const total = release === null ? 0 : release - jail.startedAt;
  const served = release === null || total <= 0 ? 0 : ((total - remainingMs(release, now)) / total) * 100;
  return (
    <div className={`jail-notice jail-notice--${variant}`} role="note" aria-label="Jail">
      {variant === 'page' && <p className="jail-notice__title">You are imprisoned in the city jail.</p>}
      <p className={variant === 'nav' ? 'jail-notice__title' : 'jail-notice__line'}>
        {release === null ? (
          jailUntilText(null)
        ) : (
          <time dateTime={new Date(release).toISOString()}>{jailUntilText(release)}</time>
        )}
      </p>
      <p className="jail-notice__line">
        {pending || release === null ? (
          RELEASE_PENDING
        ) : (
          <>
            Release in <Countdown endsAt={release} className="jail-notice__countdown" />
          </>
        )}
      </p>
      {release !== null && !pending && <ProgressBar value={served} label="Sentence served" />}
    </div>
  );
}
