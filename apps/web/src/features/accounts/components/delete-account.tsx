import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorMessage } from '@/components/ui/status.tsx';
import { useDeleteAccount } from '../api.ts';
import { accountErrorMessage } from '../account-errors.ts';

const goHome = () => window.location.assign('/');

/**
 * Deletes the account for good: the password first, then a confirmation that names what is
 * lost. The server ends every session; the page then starts again signed out.
 */
export function DeleteAccount({ characterName, onDeleted = goHome }: { characterName: string | null; onDeleted?: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setOpen(true);
  };

  const confirm = () => {
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          setOpen(false);
          onDeleted();
        },
        onError: (err) => {
          setOpen(false);
          setError(accountErrorMessage(err, 'Failed to delete account.'));
        },
      },
    );
  };

  return (
    <form className="panel form danger-zone account-form" aria-labelledby={`${id}-title`} onSubmit={ask}>
      <h2 id={`${id}-title`} className="panel__title">
        Delete account
      </h2>
      <p>
        Deleting your account signs you out everywhere and cannot be undone. Your characters stay in the world as dead, nameless
        characters.
      </p>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className="form__actions">
        <button type="submit" className="button button--danger">
          Delete account
        </button>
      </div>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        confirmLabel={remove.isPending ? 'Deleting...' : 'Yes, delete my account'}
        busy={remove.isPending}
        danger
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>
          {characterName
            ? `Your account is deleted for good. ${characterName} dies and loses their name on every public page.`
            : 'Your account is deleted for good.'}{' '}
          You cannot sign in again with this e-mail and password.
        </p>
      </ConfirmDialog>
    </form>
  );
}
