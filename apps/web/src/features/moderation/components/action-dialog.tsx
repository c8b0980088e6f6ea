import { type FormEvent, type ReactNode, useId } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorMessage } from '@/components/ui/status.tsx';
import '../moderation.css';

/**
 * A modal form for one moderation action: its fields, the server's error if it refused, Cancel
 * (also Escape) and the action's button. The buttons sit in the dialog's footer and submit the
 * form by its id, so Enter in a field and the button do the same.
 */
export function ActionDialog({
  title,
  submitLabel,
  busy,
  danger = false,
  error,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
  error: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      title={title}
      onDismiss={onCancel}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className={danger ? 'button button--danger' : 'button button--primary'}
            disabled={busy}
          >
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="form" aria-label={title} onSubmit={submit}>
        {children}
        {error && <ErrorMessage>{error}</ErrorMessage>}
      </form>
    </Dialog>
  );
}
