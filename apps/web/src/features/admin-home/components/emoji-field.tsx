import { lazy, type KeyboardEvent, Suspense, useId, useRef, useState } from 'react';
import { StatusMessage } from '@/components/ui/status.tsx';
import '../admin-home.css';

// Its own chunk: the picker and its emoji data load only when staff open it.
const EmojiPickerPanel = lazy(() => import('./emoji-picker-panel.tsx'));

/** A feature's emoji: typed or pasted into the field, or chosen from the picker. */
export function EmojiField({ value, onChange }: { value: string; onChange: (emoji: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="field emoji-field">
      <label htmlFor={`${id}-emoji`}>Emoji</label>
      <div className="emoji-field__row">
        <input
          id={`${id}-emoji`}
          className="emoji-field__input"
          value={value}
          maxLength={32}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          ref={toggle}
          type="button"
          className="button button--ghost"
          aria-expanded={open}
          aria-controls={open ? `${id}-picker` : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {open ? 'Close emoji picker' : 'Choose emoji'}
        </button>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        Left empty, the feature shows ✨.
      </p>
      {open && (
        // A non-modal popup: Escape closes it and focus goes back to the button that opened it.
        <div id={`${id}-picker`} className="emoji-popover" role="dialog" aria-label="Emoji picker" onKeyDown={onKeyDown}>
          <Suspense fallback={<StatusMessage>Loading emojis...</StatusMessage>}>
            <EmojiPickerPanel
              onPick={(emoji) => {
                onChange(emoji);
                close();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
