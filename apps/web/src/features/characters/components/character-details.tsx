import { groupThousands, type PublicCharacter } from '@tod/contracts';
import { characterAgeDays } from '@tod/game';
import { Markdown } from '@/components/markdown/markdown.tsx';
import { AlignmentBandLabel } from './alignment.tsx';
import { Portrait } from './portrait.tsx';
import { daysText } from './profile-card.tsx';
import '../characters.css';

/** Another player's public page (docs/product-rules.md#profile-edit-profile-create-character-search-character-view). */
export function CharacterDetails({ character, now = Date.now() }: { character: PublicCharacter; now?: number }) {
  return (
    <article className={character.dead ? 'character-sheet character-sheet--dead' : 'character-sheet'} aria-labelledby="view-name">
      <title>{`${character.username} · Tales of Deeds`}</title>
      <Portrait icon={character.icon} name={character.username} size="large" placeholder="No User Image" />
      <div className="character-sheet__details">
        <h1 id="view-name" className="character-sheet__name">
          {character.username} <span className="character-sheet__level">(Level {character.level})</span>
        </h1>
        {character.dead && <p className="badge badge--dead">Deceased: this character has died.</p>}
        <dl className="stat-list">
          <div>
            <dt>Gold</dt>
            <dd>{groupThousands(character.gold)}</dd>
          </div>
          <div>
            <dt>Alignment</dt>
            <dd>
              <AlignmentBandLabel alignment={character.alignment} />
            </dd>
          </div>
          <div>
            <dt>Character Age</dt>
            <dd>{daysText(characterAgeDays(character.createdAt, now))}</dd>
          </div>
        </dl>
      </div>
      <section className="character-sheet__bio" aria-labelledby="view-bio">
        <h2 id="view-bio">Biography</h2>
        <Markdown>{character.bio}</Markdown>
      </section>
    </article>
  );
}
