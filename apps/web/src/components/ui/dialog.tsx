import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * The native `<dialog>` shown modally while `open`: the browser traps focus, closes on Escape
 * (reported through `onDismiss`), hides the rest of the page from assistive technology and
 * gives focus back to the opener (or to the page's `main` when the opener can no longer take it). Confirmations and messages add their own buttons.
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  onDismiss,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      // The opener may be disabled by now (a button busy or on cooldown), and then the browser
      // leaves the focus on <body>: keep it in the page's content for keyboard users.
      if (document.activeElement === null || document.activeElement === document.body) {
        document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
      }
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div className="dialog__body">{children}</div>
      <div className="dialog__actions">{actions}</div>
    </dialog>
  );
}
