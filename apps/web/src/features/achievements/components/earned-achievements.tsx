import { useQuery } from '@tanstack/react-query';
import { StatusMessage } from '@/components/ui/status.tsx';
import { earnedAchievementsQuery } from '../api.ts';
import '../achievements.css';

/** A character's earned achievements on its profile, latest first; nothing while loading or on error. */
export function EarnedAchievements({ characterId }: { characterId: string }) {
  const query = useQuery(earnedAchievementsQuery(characterId));
  if (!query.data) return null;
  const list = query.data.achievements;
  return (
    <section className="panel" aria-labelledby={`earned-${characterId}`}>
      <h2 id={`earned-${characterId}`} className="panel__title">
        Achievements ({list.length})
      </h2>
      {list.length === 0 ? (
        <StatusMessage>No achievements yet.</StatusMessage>
      ) : (
        <ul className="achievement-chips">
          {list.map((a) => (
            <li key={a.key} title={a.description}>
              {a.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
