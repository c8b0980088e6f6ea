import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Flash, type FlashNotice } from '@/components/ui/flash.tsx';
import { ErrorMessage } from '@/components/ui/status.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { useResetPassword } from '../api.ts';
import { accountErrorMessage, PASSWORDS_DIFFER } from '../account-errors.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export const PASSWORD_RESET = 'Password changed. Sign in with your new password.';

/** The page the operator's one-time link opens: a new password for the account the token names. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const id = useId();
  const [notice, setNotice] = useState<FlashNotice | null>(null);
  const reset = useResetPassword();

  if (!token) return <ErrorMessage>This reset link is incomplete. Ask the operator for a new one.</ErrorMessage>;
  if (reset.isSuccess) {
    return (
      <div className="panel">
        <p className="form-info" role="status">
          {PASSWORD_RESET}
        </p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    if (password !== String(data.get('confirmPassword') ?? '')) {
      setNotice({ kind: 'error', text: PASSWORDS_DIFFER });
      return;
    }
    setNotice(null);
    reset.mutate(
      { token, password },
      { onError: (error) => setNotice({ kind: 'error', text: accountErrorMessage(error, 'Failed to reset password.') }) },
    );
  };

  return (
    <form className="panel form account-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="panel__title">
        Choose a new password
      </h2>
      <NewPasswordFields id={id} name="password" hint="At least 8 characters. The link works once, for an hour." />
      <Flash notice={notice} />
      <div className="form__actions">
        <SaveButton pending={reset.isPending} label="Set new password" />
      </div>
    </form>
  );
}
