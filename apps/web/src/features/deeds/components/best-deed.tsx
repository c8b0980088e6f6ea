import type { PlayerDeed } from '@tod/contracts';
import { Link } from 'react-router';
import { Countdown } from '@/components/ui/countdown.tsx';
import { percentText, perMinuteText } from '../deed-insights.ts';

/** ', tests Stealth (yours 2, needs 3)'; a deed that expects no training says so. */
function skillText(skill: PlayerDeed['skill']): string {
  if (!skill) return ', no skill needed';
  if (skill.required <= 0) return `, tests ${skill.name} (no training needed)`;
  return `, tests ${skill.name} (yours ${skill.yours}, needs ${skill.required})`;
}

/**
 * The deed that pays this character the most experience per minute now, with why (the odds and
 * the pay the server worked out for this character and city) and the one link that opens it.
 */
export function BestDeed({
  deed,
  loading,
  cooldown,
}: {
  deed: PlayerDeed | null;
  loading: boolean;
  cooldown: { endsAt: number } | null;
}) {
  return (
    <section className="panel home-section" aria-labelledby="home-best-title">
      <h2 id="home-best-title" className="panel__title">
        Best deed for you now
      </h2>
      {loading ? (
        <p className="muted">Loading deeds...</p>
      ) : deed ? (
        <>
          <p className="home-best__name">
            {/* During the cooldown /deeds sends a page opened for a deed home, so it is named, not linked. */}
            {cooldown ? deed.name : <Link to={`/deeds?deed=${deed.id}`}>{deed.name}</Link>}{' '}
            <span className="muted">(level {deed.level})</span>
          </p>
          {cooldown && (
            <p>
              Ready in <Countdown endsAt={cooldown.endsAt} />
            </p>
          )}
          <p>
            About {perMinuteText(deed.expectedExperiencePerMinute)} experience and {perMinuteText(deed.expectedGoldPerMinute)}{' '}
            gold a minute, {percentText(deed.successChance)} success chance
            {skillText(deed.skill)}.
          </p>
        </>
      ) : (
        <p className="muted">No deed pays you full experience here: see the deeds list or travel.</p>
      )}
    </section>
  );
}
