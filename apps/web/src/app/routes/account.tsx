import { Link } from 'react-router';
import { useAccount } from '../../features/accounts/api.ts';
import { ChangeEmailForm } from '../../features/accounts/components/change-email-form.tsx';
import { ChangePasswordForm } from '../../features/accounts/components/change-password-form.tsx';
import { DeleteAccount } from '../../features/accounts/components/delete-account.tsx';
import { HiddenAuthorsList } from '../../features/moderation/components/hidden-authors-list.tsx';

export function Component() {
  const { account } = useAccount();
  if (!account) return null;
  const character = account.playerCharacter;
  return (
    <div className="page page--narrow account-page">
      <title>Account · Tales of Deeds</title>
      <h1>Account</h1>
      <ChangePasswordForm />
      <ChangeEmailForm currentEmail={account.email} />
      <HiddenAuthorsList />
      <section className="panel" aria-labelledby="account-api-title">
        <h2 id="account-api-title" className="panel__title">
          API keys
        </h2>
        <p>
          Let tools read your timers or stats with a read-only key: <Link to="/settings/api">manage API keys</Link>.
        </p>
      </section>
      <DeleteAccount characterName={character && !character.dead ? character.username : null} />
    </div>
  );
}
