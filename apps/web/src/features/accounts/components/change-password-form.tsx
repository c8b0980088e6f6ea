import { type FormEvent, useId, useState } from 'react';
import { Flash, type FlashNotice } from '@/components/ui/flash.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { useChangePassword } from '../api.ts';
import { accountErrorMessage, PASSWORDS_DIFFER } from '../account-errors.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export const PASSWORD_CHANGED = 'Password changed. Your other sessions have been signed out.';

/** Current password, then the new one twice; the server ends every other session of the account. */
export function ChangePasswordForm() {
  const id = useId();
  const [notice, setNotice] = useState<FlashNotice | null>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const newPassword = String(data.get('newPassword') ?? '');
    if (newPassword !== String(data.get('confirmPassword') ?? '')) {
      setNotice({ kind: 'error', text: PASSWORDS_DIFFER });
      return;
    }
    setNotice(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          setNotice({ kind: 'success', text: PASSWORD_CHANGED });
        },
        onError: (error) => setNotice({ kind: 'error', text: accountErrorMessage(error, 'Failed to change password.') }),
      },
    );
  };

  return (
    <form className="panel form account-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="panel__title">
        Change password
      </h2>
      <div className="field">
        <label htmlFor={`${id}-current`}>Current password</label>
        <input id={`${id}-current`} name="currentPassword" type="password" required autoComplete="current-password" />
      </div>
      <NewPasswordFields id={id} name="newPassword" hint="At least 8 characters." />
      <Flash notice={notice} />
      <div className="form__actions">
        <SaveButton pending={change.isPending} label="Change password" />
      </div>
    </form>
  );
}
