import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { myAchievementsQuery, useBuyPerk } from '../api.ts';
import '../achievements.css';

const LOAD_ERROR = 'Failed to load your achievements. Please try again.';
const ACTION_FAILED = 'That did not work. Please try again.';

/**
 * Achievements, merits and perks (docs/quests.md, "Achievements"): merits first (what the
 * player can act on), then the perks, then every achievement, earned ones first.
 */
export function AchievementsPage() {
  const query = useQuery(myAchievementsQuery);
  const buy = useBuyPerk();
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  if (query.isPending) return <StatusMessage>Loading achievements...</StatusMessage>;
  if (query.isError) {
    return (
      <div className="retry">
        <ErrorMessage>{LOAD_ERROR}</ErrorMessage>
        <button type="button" className="button button--ghost button--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const data = query.data;
  const onBuy = (perk: string) => {
    setNotice(null);
    buy.mutate(perk, {
      onSuccess: (result) => setNotice({ text: result.message, error: false }),
      onError: (error) => setNotice({ text: (isApiError(error) && error.serverMessage) || ACTION_FAILED, error: true }),
    });
  };
  const sorted = [...data.achievements].sort((a, b) => Number(b.earnedAt !== null) - Number(a.earnedAt !== null));
  return (
    <>
      <div aria-live="polite">
        {notice && (notice.error ? <ErrorMessage>{notice.text}</ErrorMessage> : <StatusMessage>{notice.text}</StatusMessage>)}
      </div>
      <section className="panel" aria-labelledby="perks-title">
        <h2 id="perks-title" className="panel__title">
          Merits and perks
        </h2>
        <p>
          {data.earned} of {data.achievements.length} achievements earned. Every 5 achievements give a merit.{' '}
          {data.merits.available === 1 ? 'You have 1 merit to spend.' : `You have ${data.merits.available} merits to spend.`}
        </p>
        <ul className="perk-list">
          {data.perks.map((perk) => (
            <li key={perk.key} className="perk-card">
              <h3>{perk.name}</h3>
              <p>{perk.description}</p>
              <p className="perk-card__rank">
                Rank {perk.rank} of {perk.maxRank}
              </p>
              <button
                type="button"
                className="button button--small"
                disabled={buy.isPending || perk.rank >= perk.maxRank || data.merits.available < 1}
                aria-label={`Spend a merit on ${perk.name}`}
                onClick={() => onBuy(perk.key)}
              >
                {perk.rank >= perk.maxRank ? 'Highest rank' : 'Spend a merit'}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="achievements-title">
        <h2 id="achievements-title" className="panel__title">
          Achievements
        </h2>
        <ul className="achievement-list">
          {sorted.map((a) => (
            <li key={a.key} className={a.earnedAt ? 'achievement achievement--earned' : 'achievement'}>
              <h3>
                {a.name}
                {a.earnedAt && <span className="achievement__badge"> (earned)</span>}
              </h3>
              <p>{a.description}</p>
              {!a.earnedAt && a.target > 1 && (
                <ProgressBar
                  value={(a.value / a.target) * 100}
                  label={`${a.name} progress`}
                  valueText={`${a.value} of ${a.target}`}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
