import { groupThousands, type OwnCharacter } from '@tod/contracts';
import { AlignmentTitle } from './alignment.tsx';
import { RestStatus } from './rest-status.tsx';
import { XpBar } from './xp-bar.tsx';

/** The header's user panel: who is playing and how they stand. */
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
        <AlignmentTitle scores={living} />
        {living && <XpBar experience={living.experience} compact />}
        {living && <RestStatus character={living} />}
      </div>
    </div>
  );
}
