import { useEffect, useRef } from 'react';

/** A message after an action: success in a green area (a polite status), error in a red one (an alert). */
type FlashKind = 'success' | 'error';

export interface FlashNotice {
  kind: FlashKind;
  text: string;
}

/** How a screen with one Flash reports: a success clears the error and an error clears the success. */
export type Notify = (notice: FlashNotice) => void;

export function Flash({ notice, onDismiss }: { notice: FlashNotice | null; onDismiss?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A save at the foot of a long form puts the message off screen: bring it into view.
    if (notice) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);

  if (!notice) return null;
  const text = <span className="flash__text">{notice.text}</span>;
  const dismiss = onDismiss && (
    <button type="button" className="flash__dismiss" onClick={onDismiss} aria-label="Dismiss message">
      <span aria-hidden="true">×</span>
    </button>
  );
  return (
    <div ref={ref} className={`flash flash--${notice.kind}`} role={notice.kind === 'success' ? 'status' : 'alert'}>
      {text}
      {dismiss}
    </div>
  );
}
