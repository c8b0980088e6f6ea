import { groupThousands, type PlayerDeed } from '@tod/contracts';
import { alignmentAxis, describeDuration } from '@tod/game';
import '../deeds.css';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * What a deed pays on success and what a failure risks: the sentence the server will give,
 * which outlasts the cooldown (docs/game-rules.md), not the deed's stored jail time.
 */
export function DeedRewards({ deed }: { deed: Pick<PlayerDeed, 'alignment' | 'reward' | 'sentenceMs'> }) {
  const { gold, experience, alignment } = deed.reward;
  return (
    <dl className="deed-rewards">
      <div>
        <dt>Max Gold</dt>
        <dd>{groupThousands(gold)}</dd>
      </div>
      <div>
        <dt>Max Experience</dt>
        <dd>{groupThousands(experience)}</dd>
      </div>
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
