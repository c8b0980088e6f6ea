import { alignmentValue } from './alignment.ts';

/**
 * Colour of an alignment reading: green good, red evil, yellow neutral, gray unknown.
 *
 * @example
 * ```ts
 * const tone: AlignmentTone = alignmentTone(-5); // 'red'
 * ```
 */
export type AlignmentTone = 'green' | 'red' | 'yellow' | 'gray';

/**
 * The numeric title table (profile and header title), lowest threshold first. A value gets
 * the title of the highest threshold at or below it. Steps are finer near zero, where most
 * characters live, and wider towards the ±100000 ends.
 *
 * @example
 * ```ts
 * ALIGNMENT_TITLES[0]; // { min: -100000, title: 'Absolutely Diabolical' }
 * ALIGNMENT_TITLES.length; // 21
 * ```
 */
export const ALIGNMENT_TITLES = [
  { min: -100_000, title: 'Absolutely Diabolical' },
  { min: -50_000, title: 'Harbinger of Ruin' },
  { min: -20_000, title: 'Dread Tyrant' },
  { min: -10_000, title: 'Servant of Evil' },
  { min: -5_000, title: 'Vile Fiend' },
  { min: -3_500, title: 'Cruel Villain' },
  { min: -2_000, title: 'Malevolent Schemer' },
  { min: -1_000, title: 'Scoundrel' },
  { min: -500, title: 'Troublemaker' },
  { min: -100, title: 'Mischief Maker' },
  { min: 0, title: 'True Neutral' },
  { min: 100, title: 'Well-Meaning Soul' },
  { min: 500, title: 'Kind Heart' },
  { min: 1_000, title: 'Honourable' },
  { min: 2_000, title: 'Noble Spirit' },
  { min: 3_500, title: 'Defender of the Weak' },
  { min: 5_000, title: 'Paragon of Virtue' },
  { min: 10_000, title: 'Servant of Good' },
  { min: 20_000, title: 'Blessed Champion' },
  { min: 50_000, title: 'Living Saint' },
  { min: 100_000, title: 'Divine Embodiment' },
] as const satisfies readonly { min: number; title: string }[];

/**
 * The default title shown before a character is known.
 *
 * @example
 * ```ts
 * DEFAULT_ALIGNMENT_TITLE; // 'True Neutral'
 * ```
 */
export const DEFAULT_ALIGNMENT_TITLE = 'True Neutral';

/**
 * Title for a numeric alignment value (see {@link ALIGNMENT_TITLES}); values below the table
 * read 'Absolutely Diabolical', a non-finite value reads 'True Neutral'.
 *
 * @example
 * ```ts
 * alignmentTitle(0); // 'True Neutral'
 * alignmentTitle(-101); // 'Troublemaker'
 * alignmentTitle(12_345); // 'Servant of Good'
 * alignmentTitle(100_000); // 'Divine Embodiment'
 * ```
 */
export function alignmentTitle(value: number): string {
  if (!Number.isFinite(value)) return DEFAULT_ALIGNMENT_TITLE;
  let title: string = ALIGNMENT_TITLES[0].title;
  for (const step of ALIGNMENT_TITLES) {
    if (value >= step.min) title = step.title;
  }
  return title;
}

/**
 * The neutral title track, lowest threshold first: for characters whose neutral score is at
 * least good + evil, reached by the neutral score itself.
 *
 * @example
 * ```ts
 * NEUTRAL_TITLES[0]; // { min: 100, title: 'Wanderer' }
 * ```
 */
export const NEUTRAL_TITLES = [
  { min: 100, title: 'Wanderer' },
  { min: 1_000, title: 'Arbiter' },
  { min: 10_000, title: 'Keeper of the Balance' },
] as const satisfies readonly { min: number; title: string }[];

/**
 * The title a character shows: a neutral-track title when its neutral score is at least
 * good + evil and reaches a step of {@link NEUTRAL_TITLES}; otherwise the numeric table's title
 * for `alignmentValue(good, neutral, evil)`.
 *
 * @example
 * ```ts
 * characterTitle({ good: 10, neutral: 150, evil: 5 }); // 'Wanderer'
 * characterTitle({ good: 0, neutral: 50, evil: 0 }); // 'True Neutral'
 * characterTitle({ good: 300, neutral: 150, evil: 0 }); // alignmentTitle(alignmentValue(300, 150, 0))
 * ```
 */
export function characterTitle(scores: { good: number; neutral: number; evil: number }): string {
  const { good, neutral, evil } = scores;
  if (neutral >= good + evil) {
    let title: string | null = null;
    for (const step of NEUTRAL_TITLES) if (neutral >= step.min) title = step.title;
    if (title) return title;
  }
  return alignmentTitle(alignmentValue(good, neutral, evil));
}

/**
 * Colour of a number's sign: green positive, red negative, yellow zero (or not a number).
 *
 * @example
 * ```ts
 * alignmentTone(250); // 'green'
 * alignmentTone(-1); // 'red'
 * alignmentTone(0); // 'yellow'
 * ```
 */
export function alignmentTone(value: number): AlignmentTone {
  if (value > 0) return 'green';
  if (value < 0) return 'red';
  return 'yellow';
}

/**
 * A band label with its colour.
 *
 * @example
 * ```ts
 * const band: AlignmentBand = { label: 'Slightly Evil', tone: 'red' };
 * ```
 */
export interface AlignmentBand {
  label: string;
  tone: AlignmentTone;
}

/**
 * The band table on the alignment number (good − evil), highest first: a number above `above`
 * gets the label; exactly 0 reads 'Neutral' (checked first) and below every row reads 'Wicked'.
 *
 * @example
 * ```ts
 * ALIGNMENT_BANDS[0]; // { above: 30, label: 'Virtuous' }
 * ```
 */
export const ALIGNMENT_BANDS = [
  { above: 30, label: 'Virtuous' },
  { above: 10, label: 'Good' },
  { above: 0, label: 'Slightly Good' },
  { above: -10, label: 'Slightly Evil' },
  { above: -30, label: 'Evil' },
] as const satisfies readonly { above: number; label: string }[];

/**
 * Band label and colour for an alignment number (search, character view, city icon).
 * `null`/`undefined`/NaN read 'Unknown' in gray.
 *
 * @example
 * ```ts
 * alignmentBand(31); // { label: 'Virtuous', tone: 'green' }
 * alignmentBand(0); // { label: 'Neutral', tone: 'yellow' }
 * alignmentBand(-10); // { label: 'Evil', tone: 'red' }
 * alignmentBand(-30); // { label: 'Wicked', tone: 'red' }
 * alignmentBand(null); // { label: 'Unknown', tone: 'gray' }
 * ```
 */
export function alignmentBand(alignment: number | null | undefined): AlignmentBand {
  if (alignment === null || alignment === undefined || Number.isNaN(alignment)) {
    return { label: 'Unknown', tone: 'gray' };
  }
  const tone = alignmentTone(alignment);
  if (alignment === 0) return { label: 'Neutral', tone };
  for (const band of ALIGNMENT_BANDS) {
    if (alignment > band.above) return { label: band.label, tone };
  }
  return { label: 'Wicked', tone };
}

/**
 * The search-card label: 'Good' if good exceeds evil, 'Evil' if evil exceeds good, else 'Neutral'.
 *
 * @example
 * ```ts
 * simpleAlignmentLabel(5, 2); // 'Good'
 * simpleAlignmentLabel(2, 5); // 'Evil'
 * simpleAlignmentLabel(3, 3); // 'Neutral'
 * ```
 */
export function simpleAlignmentLabel(good: number, evil: number): 'Good' | 'Evil' | 'Neutral' {
  if (good > evil) return 'Good';
  if (evil > good) return 'Evil';
  return 'Neutral';
}
