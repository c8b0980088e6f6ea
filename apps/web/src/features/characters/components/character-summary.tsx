import { groupThousands, type OwnCharacter } from '@tod/contracts';
import { AlignmentTitle } from './alignment.tsx';
import { RestStatus } from './rest-status.tsx';
import { XpBar } from './xp-bar.tsx';

/**
 * The header's user panel: who is playing and how they stand. Without a living character there is
 * no one to have a title yet, so it says what to do instead of 'True Neutral'.
 */
export function CharacterSummary({ character, email }: { character: OwnCharacter | null; email: string }) {
  const living = character && !character.dead ? character : null;
  return (
    <div className="character-summary">
      <div className="character-summary__line">
        <span className="character-summary__name">{living ? living.username : email}</span>
        {living && (
          <>
            <span className="character-summary__stat">
              Level <strong>{living.level}</strong>
            </span>
            <span className="character-summary__stat">
              Gold <strong>{groupThousands(living.gold)}</strong>
            </span>
          </>
        )}
      </div>
      <div className="character-summary__line">
        {living ? (
          <>
            <AlignmentTitle scores={living} />
            <XpBar experience={living.experience} compact />
            <RestStatus character={living} />
          </>
        ) : (
          <span className="character-summary__stat">No character yet</span>
        )}
      </div>
    </div>
  );
}
