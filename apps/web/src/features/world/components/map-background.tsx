import { type FormEvent, useCallback, useId, useState } from 'react';
import '../world.css';

/** Browser-stored map background: absent = the default art, '' = none, else an address. */
export const MAP_BACKGROUND_KEY = 'cityMapBackground';

export type MapBackground = { kind: 'default' } | { kind: 'none' } | { kind: 'custom'; url: string };

const MAP_BACKGROUND_BLOCKED =
  "Only images from this site or data: addresses can be shown: the site's security policy blocks other sources.";

/**
 * Whether the page may show an image from this address. The content security policy allows
 * images from this origin, `data:` and `blob:` only, so anything else would silently fail.
 */
export function isAllowedBackground(address: string, origin = window.location.origin): boolean {
  const text = address.trim();
  if (/^data:image\//i.test(text)) return true;
  if (/^blob:/i.test(text)) return text.startsWith(`blob:${origin}/`);
  try {
    const url = new URL(text, origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:');
  } catch {
    return false;
  }
}

function readBackground(): MapBackground {
  try {
    const stored = localStorage.getItem(MAP_BACKGROUND_KEY);
    if (stored === null) return { kind: 'default' };
    if (stored === '') return { kind: 'none' };
    return isAllowedBackground(stored) ? { kind: 'custom', url: stored } : { kind: 'default' };
  } catch {
    return { kind: 'default' };
  }
}

function writeBackground(background: MapBackground): void {
  try {
    if (background.kind === 'default') localStorage.removeItem(MAP_BACKGROUND_KEY);
    else localStorage.setItem(MAP_BACKGROUND_KEY, background.kind === 'none' ? '' : background.url);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
}

export function useMapBackground(): [MapBackground, (next: MapBackground) => void] {
  const [background, setBackground] = useState(readBackground);
  const set = useCallback((next: MapBackground) => {
    setBackground(next);
    writeBackground(next);
  }, []);
  return [background, set];
}

/** The custom background form: Apply an address, Reset the field, Remove the image, or go back to Default. */
export function MapBackgroundSettings({
  background,
  onChange,
}: {
  background: MapBackground;
  onChange: (next: MapBackground) => void;
}) {
  const id = useId();
  const saved = background.kind === 'custom' ? background.url : '';
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = text.trim();
    if (!url) {
      onChange({ kind: 'none' });
      setError(null);
      return;
    }
    if (!isAllowedBackground(url)) {
      setError(MAP_BACKGROUND_BLOCKED);
      return;
    }
    setError(null);
    onChange({ kind: 'custom', url });
  };

  const choose = (next: MapBackground) => {
    setText('');
    setError(null);
    onChange(next);
  };

  return (
    <form className="map-settings" onSubmit={apply} aria-label="Map background">
      <div className="field">
        <label htmlFor={`${id}-url`}>Custom map background address</label>
        <input
          id={`${id}-url`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${id}-hint`} className="field__hint">
          An image on this site (for example /api/resources/…) or a data: address.
        </p>
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary button--small">
          Apply
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            setText(saved);
            setError(null);
          }}
        >
          Reset
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => choose({ kind: 'none' })}>
          Remove
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => choose({ kind: 'default' })}>
          Default
        </button>
      </div>
    </form>
  );
}
