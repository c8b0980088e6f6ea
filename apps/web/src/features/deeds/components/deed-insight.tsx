import type { PlayerDeed } from '@tod/contracts';
import { describeDuration } from '@tod/game';
import { alignmentRequirementText, equipmentText, percentText, perMinuteText } from '../deed-insights.ts';
import { useDeedPay } from '../pay-context.ts';
import { cityChanceText } from '../pay-factors.ts';
import '../deeds.css';

type InsightDeed = Pick<
  PlayerDeed,
  | 'skill'
  | 'alignment'
  | 'successChance'
  | 'expectedExperiencePerMinute'
  | 'expectedGoldPerMinute'
  | 'cooldownMs'
  | 'alignmentRequirement'
  | 'meetsAlignment'
> &
  Partial<Pick<PlayerDeed, 'equipment'>>;

/**
 * The tested skill: the character's level against the deed's, marked short or ready. A deed
 * that tests none, or expects level 0, says so instead of '0 / 0'.
 */
function SkillValue({ skill }: { skill: PlayerDeed['skill'] }) {
  if (!skill) return <>No skill needed</>;
  if (skill.required <= 0) {
    return (
      <>
        {skill.name}: no training needed{skill.yours > 0 ? ` (yours ${skill.yours} helps)` : ''}
      </>
    );
  }
  const short = skill.yours < skill.required;
  return (
    <>
      {skill.name}{' '}
      <span className={short ? 'tone tone--red' : 'tone tone--green'}>
        {skill.yours} / {skill.required}
      </span>
      <span className="visually-hidden">
        {' '}
        (yours {skill.yours}, needs {skill.required})
      </span>
    </>
  );
}

/**
 * Why a deed suits this character (docs/game-rules.md): the skill it tests against theirs, the
 * success chance, what it is expected to pay per minute of its cooldown, the cooldown itself and
 * the alignment it asks for. Every figure comes from the server's list, which knows the city.
 * `showChance` false leaves the chance to a page that shows it larger.
 */
export function DeedInsight({ deed, showChance = true }: { deed: InsightDeed; showChance?: boolean }) {
  const requirement = alignmentRequirementText(deed.alignmentRequirement);
  const pay = useDeedPay();
  const city = pay ? cityChanceText(deed.alignment, pay) : null;
  const equipment = deed.equipment ? equipmentText(deed.equipment) : null;
  return (
    <dl className="deed-rewards deed-insight" aria-label="Your odds">
      <div className="deed-insight__skill">
        <dt>Skill</dt>
        <dd>
          <SkillValue skill={deed.skill} />
        </dd>
      </div>
      {showChance && (
        <div>
          <dt>Success chance</dt>
          <dd>{percentText(deed.successChance)}</dd>
        </div>
      )}
      {equipment && (
        <div className="deed-insight__equipment">
          <dt>Equipment</dt>
          <dd>{equipment}</dd>
        </div>
      )}
      {city && (
        <div>
          <dt>City</dt>
          <dd>{city} success</dd>
        </div>
      )}
      <div>
        <dt>Experience / min</dt>
        <dd>{perMinuteText(deed.expectedExperiencePerMinute)}</dd>
      </div>
      <div>
        <dt>Gold / min</dt>
        <dd>{perMinuteText(deed.expectedGoldPerMinute)}</dd>
      </div>
      <div>
        <dt>Cooldown</dt>
        <dd>{describeDuration(deed.cooldownMs)}</dd>
      </div>
      {requirement && (
        <div className={deed.meetsAlignment ? undefined : 'deed-insight__unmet'}>
          <dt>Requires</dt>
          <dd>
            {requirement}
            {!deed.meetsAlignment && <span className="visually-hidden"> (not met)</span>}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Marks a deed that only this city offers (its rewards are higher than the everywhere deeds'). */
export function LocalMark() {
  return (
    <span className="badge badge--local" title="Only offered in this city">
      Local<span className="visually-hidden"> deed, only offered in this city</span>
    </span>
  );
}
