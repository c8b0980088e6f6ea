import {
  type AlignmentTone,
  alignmentBand,
  alignmentTone,
  alignmentValue,
  characterTitle,
  DEFAULT_ALIGNMENT_TITLE,
  simpleAlignmentLabel,
} from '@tod/game';

const toneClass = (tone: AlignmentTone) => `tone tone--${tone}`;

/**
 * The character's title, coloured by the sign of its numeric value: the numeric table's title,
 * or the neutral track's (Wanderer, Arbiter, ...) for a mostly neutral character
 * (docs/game-rules.md); 'True Neutral' before a character exists.
 */
export function AlignmentTitle({ scores }: { scores: { good: number; neutral: number; evil: number } | null }) {
  if (!scores) return <span className={toneClass('yellow')}>{DEFAULT_ALIGNMENT_TITLE}</span>;
  const value = alignmentValue(scores.good, scores.neutral, scores.evil);
  return <span className={toneClass(alignmentTone(value))}>{characterTitle(scores)}</span>;
}

/** The band label of an alignment number, coloured (character view). */
export function AlignmentBandLabel({ alignment }: { alignment: number | null | undefined }) {
  const band = alignmentBand(alignment);
  return <span className={toneClass(band.tone)}>{band.label}</span>;
}

/** Search cards: Good, Evil or Neutral by comparing the good and evil scores. */
export function SimpleAlignmentLabel({ good, evil }: { good: number; evil: number }) {
  const label = simpleAlignmentLabel(good, evil);
  const tone: AlignmentTone = label === 'Good' ? 'green' : label === 'Evil' ? 'red' : 'yellow';
  return <span className={toneClass(tone)}>{label}</span>;
}
