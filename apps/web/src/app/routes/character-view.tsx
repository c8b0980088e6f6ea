import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useAccount } from '../../features/accounts/api.ts';
import { characterQuery } from '../../features/characters/api.ts';
import { GiftForm } from '../../features/bank/components/gift-form.tsx';
import { EarnedAchievements } from '../../features/achievements/components/earned-achievements.tsx';
import { CharacterView } from '../../features/characters/components/character-view.tsx';
import { ContactActions } from '../../features/contacts/components/contact-actions.tsx';
import { MessageComposer } from '../../features/messages/components/message-composer.tsx';
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

/** Contacts and a message box on another living player's page, for a player with a living character. */
function Contacts({ id }: { id: string }) {
  const { account } = useAccount();
  const character = useQuery(characterQuery(id));
  const navigate = useNavigate();
  const mine = account?.playerCharacter;
  if (!mine || mine.dead || mine.id === id || !character.data || character.data.dead) return null;
  return (
    <>
      <ContactActions characterId={id} name={character.data.username} />
      <MessageComposer to={id} name={character.data.username} onSent={(conversation) => navigate(`/messages/${conversation}`)} />
      <GiftForm to={id} />
    </>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="page">
      <CharacterView key={id} id={id} />
      <EarnedAchievements key={`achievements-${id}`} characterId={id} />
      <Contacts key={`contacts-${id}`} id={id} />
      <Moderation key={`moderation-${id}`} id={id} />
    </div>
  );
}
