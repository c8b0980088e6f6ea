import { useState } from 'react';
import { serverMessageOr } from '@/lib/api-client.ts';

/** What an action on a form answered: a success or, with `error`, why it failed. */
export interface Notice {
  text: string;
  error?: boolean;
}

/**
 * The answer beside a form: a failure in red as an alert (read at once), anything else as a
 * polite status, so a screen reader hears a refusal without losing its place on a success.
 */
export function FormNotice({
  notice,
  as: Tag = 'p',
  className,
}: {
  notice: Notice | null;
  /** `span` where the notice sits inside a line of text (a chat message's actions). */
  as?: 'p' | 'span';
  className?: string;
}) {
  if (!notice) return null;
  const look = notice.error ? 'form-error' : 'form-info';
  return (
    <Tag className={className ? `${className} ${look}` : look} role={notice.error ? 'alert' : 'status'}>
      {notice.text}
    </Tag>
  );
}

/**
 * A form's notice and the two ways an action fills it: `done(text)` after a success, and
 * `failed(fallback)` as a mutation's onError, which shows the server's reason (or the fallback).
 */
export function useNotice(errorText: (error: unknown, fallback: string) => string = serverMessageOr) {
  const [notice, setNotice] = useState<Notice | null>(null);
  return {
    notice,
    setNotice,
    done: (text: string) => setNotice({ text }),
    failed: (fallback: string) => (error: unknown) => setNotice({ text: errorText(error, fallback), error: true }),
  };
}
