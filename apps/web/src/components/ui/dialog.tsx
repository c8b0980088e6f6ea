import { type ReactNode, useEffect, useId, useRef } from 'react';

/** The page's content, where the focus goes when it cannot go back to the dialog's opener. */
function focusMain(): void {
  document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
}

function focusLost(dialog: HTMLDialogElement | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || (dialog?.contains(active) ?? false);
}

/**
 * The native `<dialog>` shown modally while `open`: the browser traps focus, closes on Escape
 * (reported through `onDismiss`), hides the rest of the page from assistive technology and
 * gives focus back to the opener (or to the page's `main` when the opener can no longer take
 * it). Confirmations and messages add their own buttons.
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
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      // The opener may be gone or disabled by now (a button busy or on cooldown): then the
      // browser drops the focus on <body>, at once or at its next rendering; keep it in the
      // page's content for keyboard users. Focus the browser gave elsewhere stays there.
      const back = opener.current;
      const stuckOnOpener = document.activeElement === back && (!back?.isConnected || back.matches(':disabled'));
      if (focusLost(dialog) || stuckOnOpener) focusMain();
    }
  }, [open]);

  // A dialog removed while open (its owner stops rendering it) takes the focus with it.
  useEffect(
    () => () => {
      if (focusLost(null)) window.setTimeout(focusMain, 0);
    },
    [],
  );

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
