import { useAccount, useSetOwnCharacter } from '../../features/accounts/api.ts';
import { ProfileCard } from '../../features/characters/components/profile-card.tsx';
import { RetireCharacter } from '../../features/characters/components/retire-character.tsx';

export function Component() {
  const { account } = useAccount();
  const setOwnCharacter = useSetOwnCharacter();
  const character = account?.playerCharacter ?? null;
  return (
    <div className="page">
      <title>Profile · Tales of Deeds</title>
      <ProfileCard character={character} />
      {character && !character.dead && <RetireCharacter character={character} onRetired={setOwnCharacter} />}
    </div>
  );
}
