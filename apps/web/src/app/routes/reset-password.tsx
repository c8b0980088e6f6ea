import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/accounts/components/reset-password-form.tsx';

/** Opened from the operator's one-time link, signed out (the header keeps its sign-in form). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="page page--narrow">
      <title>Reset password · Tales of Deeds</title>
      <h1>Reset password</h1>
      <ResetPasswordForm token={params.get('token')} />
    </div>
  );
}
