import type { Deed } from '@tod/contracts';
import { alignmentAxis, describeDuration } from '@tod/game';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** What a deed pays on success and what a failure risks (spec §3 labels). */
export function DeedRewards({ deed }: { deed: Pick<Deed, 'alignment' | 'reward'> }) {
  const { gold, experience, alignment, jailTime } = deed.reward;
  return (
    <dl className="deed-rewards">
      <div>
        <dt>Max Gold</dt>
        <dd>{gold.toLocaleString()}</dd>
      </div>
      <div>
        <dt>Max Experience</dt>
        <dd>{experience.toLocaleString()}</dd>
      </div>
      <div>
        <dt>Alignment</dt>
        <dd>
          {signed(alignment)} {alignmentAxis(deed.alignment)}
        </dd>
      </div>
      {jailTime > 0 && (
        <div className="deed-rewards__risk">
          <dt>Jail risk</dt>
          <dd>{describeDuration(jailTime * 1000)}</dd>
        </div>
      )}
    </dl>
  );
}
