import type { PublicCharacter } from '@tod/contracts';
import { Link } from 'react-router';
import { SimpleAlignmentLabel } from './alignment.tsx';
import { Portrait } from './portrait.tsx';
import '../characters.css';

/** One search result; the whole card links to the character. */
export function CharacterCard({ character }: { character: PublicCharacter }) {
  return (
    <Link className="character-card" to={`/character/view/${character.id}`}>
      <Portrait icon={character.icon} name={character.username} size="small" placeholder="No Image" decorative />
      <span className="character-card__body">
        <span className="character-card__name">{character.username}</span>
        <span className="character-card__stat">Level: {character.level ?? 1}</span>
        <span className="character-card__stat">
          Alignment: <SimpleAlignmentLabel good={character.good} evil={character.evil} />
        </span>
      </span>
    </Link>
  );
}
