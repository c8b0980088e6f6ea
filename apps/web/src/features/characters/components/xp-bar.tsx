import { levelProgress } from '@tod/game';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';

/** Experience towards the next level (docs/product-rules.md#client-limits: between the current and next threshold). */
export function XpBar({ experience, compact = false }: { experience: number; compact?: boolean }) {
  const progress = levelProgress(experience);
  const atMax = progress.neededForNext === 0;
  const text = atMax ? `${experience} XP (maximum level)` : `${experience} / ${progress.next} XP`;
  return (
    <div className={compact ? 'xp xp--compact' : 'xp'}>
      <ProgressBar
        value={progress.percent}
        label={atMax ? 'Experience' : `Experience to level ${progress.level + 1}`}
        valueText={`${text}, ${progress.percent}%`}
      />
      <span className="xp__text">{text}</span>
    </div>
  );
}
