import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { type Toast, type ToastStore, toasts } from './toast-store.ts';

/** A toast leaves by itself after this long, unless the pointer or the focus is on it. */
export const TOAST_MS = 8_000;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [held, setHeld] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // The latest callback, so a re-render (another toast arriving) does not restart the timer.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismiss.current(), TOAST_MS);
    return () => clearTimeout(timer);
  }, [held]);

  // Held while the pointer or the focus is on the toast; Escape inside dismisses it. Listened
  // for on the element itself: the toast is not a control, its link and button are.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let hovered = false;
    const update = () => setHeld(hovered || element.contains(document.activeElement));
    const onEnter = () => {
      hovered = true;
      update();
    };
    const onLeave = () => {
      hovered = false;
      update();
    };
    // focusout fires before the focus lands elsewhere: look once it has.
    const onFocusOut = () => queueMicrotask(update);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current();
    };
    const listeners = [
      ['pointerenter', onEnter],
      ['pointerleave', onLeave],
      ['focusin', update],
      ['focusout', onFocusOut],
      ['keydown', onKey],
    ] as const;
    for (const [name, listener] of listeners) element.addEventListener(name, listener as EventListener);
    return () => {
      for (const [name, listener] of listeners) element.removeEventListener(name, listener as EventListener);
    };
  }, []);

  return (
    <div ref={ref} className="toast">
      <p className="toast__text">{toast.text}</p>
      {toast.link && (
        <Link className="toast__link" to={toast.link.to} onClick={onDismiss}>
          {toast.link.label}
        </Link>
      )}
      <button type="button" className="toast__dismiss" onClick={onDismiss} aria-label="Dismiss notice">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The toasts, in a polite live region that is always in the page (a region added together
 * with its text is not announced). Keyboard: each toast's link and Dismiss button are in the
 * tab order, and Escape dismisses the toast holding the focus.
 */
export function Toaster({ store = toasts() }: { store?: ToastStore }) {
  const list = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <div className="toaster" role="status" aria-live="polite" aria-label="Notices">
      {list.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
      ))}
    </div>
  );
}
