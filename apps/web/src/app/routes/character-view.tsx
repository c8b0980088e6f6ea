import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useAccount } from '../../features/accounts/api.ts';
import { characterQuery } from '../../features/characters/api.ts';
import { CharacterView } from '../../features/characters/components/character-view.tsx';
import { CharacterModeration } from '../../features/moderation/components/character-moderation.tsx';

/** Reports, hiding and sanctions concern a living character's player (a dead one's account may be gone). */
function Moderation({ id }: { id: string }) {
  const { account } = useAccount();
  const character = useQuery(characterQuery(id));
  if (!account || !character.data || character.data.dead) return null;
  return (
    <CharacterModeration
      characterId={id}
      name={character.data.username}
      viewerRole={account.role}
      own={account.playerCharacter?.id === id}
    />
  );
}

export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="page">
      <CharacterView key={id} id={id} />
      <Moderation key={`moderation-${id}`} id={id} />
    </div>
  );
}
