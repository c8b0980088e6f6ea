import { groupThousands, type Skill } from '@tod/contracts';
import { useId } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import '../training.css';

/** The refusal as the server words it ("You need N gold ...; you have M.": docs/game-rules.md#training-trainingts-economyts). */
const cannotAffordText = (fee: number, gold: number) => `You need ${fee} gold to train; you have ${gold}.`;

/**
 * One skill in the training grid: name, description, level, completion towards the next and the
 * fee of the next session. `gold` null means the purse is not known yet (the server decides).
 */
export function SkillCard({
  skill,
  gold,
  busy,
  onTrain,
}: {
  skill: Skill;
  gold: number | null;
  busy: boolean;
  onTrain: (skill: Skill) => void;
}) {
  const reasonId = useId();
  const short = gold !== null && skill.fee > gold;
  return (
    <article className="skill-card">
      <header className="skill-card__header">
        <h3 className="skill-card__name">{skill.name}</h3>
        <span className="badge">Level {skill.level}</span>
      </header>
      <p className="skill-card__description">{skill.description}</p>
      <div className="skill-card__progress">
        <span className="skill-card__percent">{skill.completion}% complete</span>
        <ProgressBar
          value={skill.completion}
          label={`${skill.name} completion`}
          valueText={`${skill.completion}% towards level ${skill.level + 1}`}
        />
      </div>
      <p className="skill-card__fee">
        Fee: <strong>{groupThousands(skill.fee)} gold</strong>
      </p>
      {short && (
        <p id={reasonId} className="skill-card__short">
          {cannotAffordText(skill.fee, gold)}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => onTrain(skill)}
        disabled={busy || short}
        aria-describedby={short ? reasonId : undefined}
      >
        Train <span className="visually-hidden">{skill.name}</span>
      </button>
    </article>
  );
}
