import type { Account } from '@tod/contracts';
import { LogoutButton } from '../../features/accounts/components/logout-button.tsx';
import { CharacterSummary } from '../../features/characters/components/character-summary.tsx';

export function UserPanel({ account }: { account: Account }) {
  return (
    <section className="user-panel" aria-label="Your character">
      <CharacterSummary character={account.playerCharacter} email={account.email} />
      <LogoutButton />
    </section>
  );
}
