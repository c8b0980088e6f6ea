import { Link } from 'react-router';
import { useAccount, useSetOwnCharacter } from '../../features/accounts/api.ts';
import { EarnedAchievements } from '../../features/achievements/components/earned-achievements.tsx';
import { ProfileCard } from '../../features/characters/components/profile-card.tsx';
import { RetireCharacter } from '../../features/characters/components/retire-character.tsx';
import { EquipmentPanel } from '../../features/shops/components/equipment-panel.tsx';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel.tsx';

export function Component() {
  const { account } = useAccount();
  const setOwnCharacter = useSetOwnCharacter();
  const character = account?.playerCharacter ?? null;
  return (
    <div className="page">
      <title>Profile · Tales of Deeds</title>
      <ProfileCard character={character} />
      <p className="profile-account-link">
        <Link to="/account">Account settings</Link>: password, e-mail, hidden players, delete account.
      </p>
      {character && <EarnedAchievements characterId={character.id} />}
      {character && !character.dead && <EquipmentPanel />}
      {character && !character.dead && <NotificationsPanel />}
      {character && !character.dead && <RetireCharacter character={character} onRetired={setOwnCharacter} />}
    </div>
  );
}
