import { groupThousands, type OwnCharacter } from '@tod/contracts';
import { characterAgeDays } from '@tod/game';
import { Link } from 'react-router';
import { Markdown } from '@/components/markdown/markdown.tsx';
import { AlignmentTitle } from './alignment.tsx';
import { Portrait } from './portrait.tsx';
import { XpBar } from './xp-bar.tsx';
import '../characters.css';

export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The player's own profile (docs/product-rules.md#profile-edit-profile-create-character-search-character-view). */
export function ProfileCard({ character, now = Date.now() }: { character: OwnCharacter | null; now?: number }) {
  if (!character) return <p className="empty-state">No Profile Data</p>;
  return (
    <article className="character-sheet" aria-labelledby="profile-name">
      <Portrait icon={character.icon} name={character.username} size="large" />
      <div className="character-sheet__details">
        <h1 id="profile-name" className="character-sheet__name">
          {character.username} <span className="character-sheet__level">(Level {character.level})</span>
        </h1>
        <dl className="stat-list">
          <div>
            <dt>Gold</dt>
            <dd>{groupThousands(character.gold)}</dd>
          </div>
          <div>
            <dt>Alignment</dt>
            <dd>
              <AlignmentTitle scores={character} />
            </dd>
          </div>
          <div>
            <dt>Player Age</dt>
            <dd>{daysText(characterAgeDays(character.createdAt, now))}</dd>
          </div>
          <div>
            <dt>Child Code</dt>
            <dd>
              <code>{character.childCode}</code>
            </dd>
          </div>
        </dl>
        <XpBar experience={character.experience} />
        <Link className="button button--primary" to="/edit-profile">
          Edit Profile
        </Link>
      </div>
      <section className="character-sheet__bio" aria-labelledby="profile-bio">
        <h2 id="profile-bio">Bio</h2>
        <Markdown>{character.bio}</Markdown>
      </section>
    </article>
  );
}
