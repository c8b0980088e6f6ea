import { useQuery } from '@tanstack/react-query';
import { TICKER_MAX_CHARS, TICKER_SEPARATOR } from '@tod/contracts';
import { DEFAULT_TICKER } from '@tod/game';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { Flash, type FlashNotice } from '@/components/ui/flash.tsx';
import { useMarkupEditing } from '@/components/ui/markup-toolbar.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { adminTickerQuery, useUpdateTicker } from '../api.ts';
import { previewItems } from '../ticker-preview.ts';
import '../admin-ticker.css';

/** What the header will show, bullets drawn as stars. */
function TickerPreview({ text }: { text: string }) {
  const items = previewItems(text);
  if (items.length === 0) return <p className="empty-state">Nothing to show yet.</p>;
  return (
    <p className="ticker-preview">
      {items.map((item, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are plain text that may repeat; order is their identity
        <Fragment key={position}>
          <span className="ticker-preview__star" aria-hidden="true">
            ★
          </span>{' '}
          <span className="ticker-preview__item">{item}</span>{' '}
        </Fragment>
      ))}
    </p>
  );
}

/**
 * Manage Ticker. `onSaved` runs after a successful save, so the composing screen can refresh the
 * header's ticker in this browser at once (other sessions pick it up on their next poll).
 */
export function ManageTicker({ onSaved }: { onSaved?: () => void }) {
  const id = useId();
  const ticker = useQuery(adminTickerQuery);
  const update = useUpdateTicker(onSaved);
  // `saved` is what Reset restores: the text last loaded or saved.
  const [saved, setSaved] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<FlashNotice | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // The caret is placed once the new text is rendered, so keys typed straight after the click
  // land after the bullet.
  const edit = useMarkupEditing(field, text, setText);

  const loaded = ticker.data ? ticker.data.ticker || DEFAULT_TICKER : null;
  useEffect(() => {
    // Take the server's text once; later refetches must not overwrite what staff are typing.
    if (loaded !== null && saved === null) {
      setSaved(loaded);
      setText(loaded);
    }
  }, [loaded, saved]);

  const busy = update.isPending;
  const unchanged = saved === null || text === saved;
  // Until the effect above has taken the loaded text, the field would show empty for a render.
  const loading = ticker.isPending || (loaded !== null && saved === null);

  const save = () => {
    update.mutate(text, {
      onSuccess: (result) => {
        setSaved(result.ticker);
        setText(result.ticker);
        setNotice({ kind: 'success', text: 'Ticker feed updated successfully!' });
      },
      onError: () => setNotice({ kind: 'error', text: 'Failed to update the ticker feed. Please try again later.' }),
    });
  };

  const insertBullet = () =>
    edit((value, start, end) => {
      const piece = ` ${TICKER_SEPARATOR} `;
      const caret = start + piece.length;
      return { value: value.slice(0, start) + piece + value.slice(end), selectionStart: caret, selectionEnd: caret };
    });

  return (
    <div className="page admin-page">
      <h1>Manage Ticker</h1>
      <Flash notice={notice} />
      {loading ? (
        <StatusMessage>Loading ticker...</StatusMessage>
      ) : ticker.isError ? (
        <ErrorMessage>Failed to load the current ticker feed. Please try again later.</ErrorMessage>
      ) : (
        <form
          className="form panel admin-form"
          aria-labelledby={`${id}-heading`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!unchanged && !busy && text.trim()) save();
          }}
        >
          <h2 id={`${id}-heading`}>Ticker Feed</h2>
          <div className="field">
            <label htmlFor={`${id}-text`}>Ticker Text</label>
            <p id={`${id}-help`} className="field__hint">
              Separate announcements with the bullet symbol ({TICKER_SEPARATOR}), for example: Welcome, adventurers!{' '}
              {TICKER_SEPARATOR} Double XP this weekend
            </p>
            <textarea
              ref={field}
              id={`${id}-text`}
              rows={5}
              maxLength={TICKER_MAX_CHARS}
              value={text}
              aria-describedby={`${id}-help ${id}-count`}
              onChange={(event) => setText(event.target.value)}
            />
            <div className="ticker-editor__row">
              <button type="button" className="button button--ghost button--small" onClick={insertBullet}>
                Insert bullet ({TICKER_SEPARATOR})
              </button>
              <p id={`${id}-count`} className="field__hint">
                {text.length} / {TICKER_MAX_CHARS} characters
              </p>
            </div>
          </div>
          <section className="ticker-preview-box" aria-labelledby={`${id}-preview`}>
            <h3 id={`${id}-preview`}>Preview</h3>
            <TickerPreview text={text} />
          </section>
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={unchanged || busy || !text.trim()}>
              {busy ? 'Updating...' : 'Update Ticker Feed'}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={unchanged || busy}
              onClick={() => setText(saved ?? '')}
            >
              Reset
            </button>
          </div>
        </form>
      )}
      {/* Shown with the form, not before it: the form arriving above would push it down (CLS). */}
      {!ticker.isPending && (
        <section className="panel" aria-labelledby={`${id}-tips`}>
          <h2 id={`${id}-tips`}>Tips</h2>
          <ul className="tips">
            <li>Keep announcements short: the ticker scrolls past quickly.</li>
            <li>Each bullet-separated section is formatted automatically, with a star in front.</li>
            <li>Updates may take a few minutes to reach all sessions.</li>
          </ul>
        </section>
      )}
    </div>
  );
}
