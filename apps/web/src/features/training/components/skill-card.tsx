import type { Skill } from '@tod/contracts';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';

/** One skill in the training grid: name, description, level and completion towards the next. */
export function SkillCard({ skill, busy, onTrain }: { skill: Skill; busy: boolean; onTrain: (skill: Skill) => void }) {
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
      <button type="button" className="button button--primary button--small" onClick={() => onTrain(skill)} disabled={busy}>
        Train <span className="visually-hidden">{skill.name}</span>
      </button>
    </article>
  );
}
