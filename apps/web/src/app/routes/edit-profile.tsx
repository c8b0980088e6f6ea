import { Navigate, useNavigate } from 'react-router';
import { useAccount, useSetOwnCharacter } from '../../features/accounts/api.ts';
import { EditProfileForm } from '../../features/characters/components/edit-profile-form.tsx';

export function Component() {
  const { account } = useAccount();
  const setOwnCharacter = useSetOwnCharacter();
  const navigate = useNavigate();
  const character = account?.playerCharacter;
  if (!character || character.dead) return <Navigate to="/profile" replace />;
  return (
    <div className="page">
      <title>Edit Profile · Tales of Deeds</title>
      <h1>Edit Profile</h1>
      <EditProfileForm character={character} onSaved={setOwnCharacter} onDone={() => navigate('/profile')} />
    </div>
  );
}
