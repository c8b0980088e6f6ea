import type { OwnCharacter } from '@tod/contracts';
import { Navigate, useNavigate } from 'react-router';
import { StatusMessage } from '../../components/ui/status.tsx';
import { useAccount, useSetOwnCharacter } from '../../features/accounts/api.ts';
import { CreateCharacterForm } from '../../features/characters/components/create-character-form.tsx';
import { createCharacterGuard } from '../guards/guard-decision.ts';

export function Component() {
  const { account, status } = useAccount();
  const setOwnCharacter = useSetOwnCharacter();
  const navigate = useNavigate();
  const decision = createCharacterGuard(status, account);
  if (decision.kind === 'loading') return <StatusMessage>Checking character status...</StatusMessage>;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  const previous = account?.playerCharacter?.dead ? account.playerCharacter : null;
  const created = (character: OwnCharacter) => {
    setOwnCharacter(character);
    navigate('/', { replace: true });
  };
  return (
    <div className="page page--narrow">
      <title>Create Character · Tales of Deeds</title>
      <h1>Create Character</h1>
      <p className="lead">Every legend starts with a name. Who will you be?</p>
      <CreateCharacterForm onCreated={created} previous={previous} />
    </div>
  );
}
