import { groupThousands, type OwnCharacter } from '@tod/contracts';
import { describeDuration, GameConstants } from '@tod/game';

const hours = (ms: number) => `${ms / GameConstants.time.hourMs} hours`;
/** Effort read to the minute: seconds say nothing about a rule counted in hours. */
const wholeMinutes = (ms: number) => Math.floor(ms / GameConstants.time.minuteMs) * GameConstants.time.minuteMs;

/** The fatigue rule in words, from the constants the server applies (docs/game-rules.md). */
const tiers = GameConstants.fatigue.tiers.map((tier) => `to x${tier.factor} after ${hours(tier.afterMs)}`);
export const FATIGUE_RULE = `Deed rewards drop ${tiers.slice(0, -1).join(', ')} and ${tiers.at(-1)} of deed cooldowns in a game day; rest until the next game day (midnight UTC at normal speed) to recover.`;

const RESTED_RULE = 'Banked while you were away: your deeds earn double experience until it is used up. Rest again to bank more.';

/**
 * Rested experience and fatigue for the header: each a short figure that opens its explanation
 * (a native disclosure, so keyboard and screen readers work without script). Nothing shows
 * while there is no rested experience and no fatigue.
 */
export function RestStatus({ character }: { character: Pick<OwnCharacter, 'restedExperience' | 'fatigue'> }) {
  const { restedExperience, fatigue } = character;
  const tired = fatigue.factor < 1;
  if (restedExperience <= 0 && !tired) return null;
  return (
    <span className="rest-status">
      {restedExperience > 0 && (
        <details className="rest-status__item rest-status__item--rested">
          <summary>Rested: {groupThousands(restedExperience)} XP</summary>
          <p className="rest-status__tip">{RESTED_RULE}</p>
        </details>
      )}
      {tired && (
        <details className="rest-status__item rest-status__item--fatigue">
          <summary>Fatigue: x{fatigue.factor}</summary>
          <p className="rest-status__tip">
            Deeds today: {describeDuration(wholeMinutes(fatigue.effortTodayMs))} of cooldowns. {FATIGUE_RULE}
          </p>
        </details>
      )}
    </span>
  );
}
