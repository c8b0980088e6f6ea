import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

/** A modal message with one Close button. */
export function Modal({
  open,
  title,
  children,
  closeLabel = 'Close',
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  closeLabel?: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onDismiss={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {closeLabel}
        </button>
      }
    >
      {children}
    </Dialog>
  );
}
