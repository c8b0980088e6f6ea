import { type FormEvent, useId, useState } from 'react';
import { Flash, type FlashNotice } from '@/components/ui/flash.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { useChangeEmail } from '../api.ts';
import { accountErrorMessage } from '../account-errors.ts';

/** A new sign-in e-mail, confirmed with the password. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const id = useId();
  const [notice, setNotice] = useState<FlashNotice | null>(null);
  const change = useChangeEmail();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setNotice(null);
    change.mutate(
      { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') },
      {
        onSuccess: (account) => {
          form.reset();
          setNotice({ kind: 'success', text: `E-mail changed to ${account.email}.` });
        },
        onError: (error) => setNotice({ kind: 'error', text: accountErrorMessage(error, 'Failed to change e-mail.') }),
      },
    );
  };

  return (
    <form className="panel form account-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="panel__title">
        Change e-mail
      </h2>
      <p className="account-form__current">
        You sign in as <strong>{currentEmail}</strong>.
      </p>
      <div className="field">
        <label htmlFor={`${id}-email`}>New e-mail</label>
        <input id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="email" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input id={`${id}-password`} name="password" type="password" required autoComplete="current-password" />
      </div>
      <Flash notice={notice} />
      <div className="form__actions">
        <SaveButton pending={change.isPending} label="Change e-mail" />
      </div>
    </form>
  );
}
