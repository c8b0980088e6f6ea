import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { type AuthMode, useAuthenticate } from '../api.ts';

/** docs/product-rules.md#input-rules: the server's message, else 'Authentication failed'; an exception is reported as such. */
function authErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.serverMessage || 'Authentication failed';
  return `An error occurred: ${error instanceof Error ? error.message : String(error)}`;
}

const reloadPage = () => window.location.reload();

export function AuthForm({ onSuccess = reloadPage }: { onSuccess?: () => void }) {
  const [mode, setMode] = useState<AuthMode>('login');
  const [error, setError] = useState<string | null>(null);
  const authenticate = useAuthenticate();
  const id = useId();
  const label = mode === 'login' ? 'Login' : 'Register';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError(null);
    authenticate.mutate(
      { mode, credentials: { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') } },
      { onSuccess: () => onSuccess(), onError: (err) => setError(authErrorMessage(err)) },
    );
  };

  const switchMode = () => {
    setMode(mode === 'login' ? 'register' : 'login');
    setError(null);
  };

  return (
    <form className="auth-form" aria-label={label} onSubmit={submit}>
      <div className="auth-form__fields">
        <div className="field field--inline">
          <label htmlFor={`${id}-email`}>E-mail</label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" />
        </div>
        <div className="field field--inline">
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            required
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={authenticate.isPending}>
          {label}
        </button>
      </div>
      <div className="auth-form__footer">
        <button type="button" className="button button--link" onClick={switchMode}>
          {mode === 'login' ? 'New here? Register' : 'Have an account? Login'}
        </button>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
