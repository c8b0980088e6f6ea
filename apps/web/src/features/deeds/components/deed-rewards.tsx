import { groupThousands, type PlayerDeed } from '@tod/contracts';
import { alignmentAxis, describeDuration } from '@tod/game';
import { useDeedPay } from '../pay-context.ts';
import { experienceFactors, goldFactors, multipliedText, restedText } from '../pay-factors.ts';
import '../deeds.css';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * What a deed pays on success and what a failure risks: the sentence the server will give,
 * which outlasts the cooldown (docs/game-rules.md), not the deed's stored jail time. Each maximum
 * names the multipliers that change it for this character ('10 (x3 apprentice bonus: 30)').
 */
export function DeedRewards({ deed }: { deed: Pick<PlayerDeed, 'alignment' | 'level' | 'cityId' | 'reward' | 'sentenceMs'> }) {
  const { gold, experience, alignment } = deed.reward;
  const pay = useDeedPay();
  const rested = pay ? restedText(pay) : null;
  return (
    <dl className="deed-rewards">
      <div>
        <dt>Max Gold</dt>
        <dd>{pay ? multipliedText(gold, goldFactors(pay), 'gold') : groupThousands(gold)}</dd>
      </div>
      <div>
        <dt>Max Experience</dt>
        <dd>
          {pay ? multipliedText(experience, experienceFactors(deed.level, pay), 'experience') : groupThousands(experience)}
          {deed.cityId !== null && <span className="deed-rewards__note"> (local deed: x1.25 included)</span>}
        </dd>
      </div>
      {rested && experience > 0 && (
        <div>
          <dt>Rested</dt>
          <dd>{rested}</dd>
        </div>
      )}
      <div>
        <dt>Alignment</dt>
        <dd>
          {signed(alignment)} {alignmentAxis(deed.alignment)}
        </dd>
      </div>
      {deed.sentenceMs > 0 && (
        <div className="deed-rewards__risk">
          <dt>Jail risk</dt>
          <dd>{describeDuration(deed.sentenceMs)}</dd>
        </div>
      )}
    </dl>
  );
}
