import { describe, expect, it } from 'vitest';
import {
  ALIGNMENT_TITLES,
  NEUTRAL_TITLES,
  alignmentBand,
  alignmentTitle,
  alignmentTone,
  characterTitle,
  simpleAlignmentLabel,
} from './alignment-titles.ts';
import { alignmentValue } from './alignment.ts';

describe('alignmentTitle', () => {
  it.each([
    [-200_000, 'Absolutely Diabolical'],
    [-100_000, 'Absolutely Diabolical'],
    [-50_001, 'Absolutely Diabolical'],
    [-50_000, 'Harbinger of Ruin'],
    [-501, 'Scoundrel'],
    [-101, 'Troublemaker'],
    [-100, 'Mischief Maker'],
    [-1, 'Mischief Maker'],
    [0, 'True Neutral'],
    [99, 'True Neutral'],
    [100, 'Well-Meaning Soul'],
    [2_000, 'Noble Spirit'],
    [3_500, 'Defender of the Weak'],
    [5_000, 'Paragon of Virtue'],
    [12_345, 'Servant of Good'],
    [99_999, 'Living Saint'],
    [100_000, 'Divine Embodiment'],
    [Number.NaN, 'True Neutral'],
  ])('%d reads %s', (value, title) => {
    expect(alignmentTitle(value)).toBe(title);
  });

  it('has ascending, unique thresholds and titles', () => {
    const mins = ALIGNMENT_TITLES.map((t) => t.min);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    expect(new Set(mins).size).toBe(mins.length);
    expect(new Set(ALIGNMENT_TITLES.map((t) => t.title)).size).toBe(ALIGNMENT_TITLES.length);
  });

  it('gives every threshold its own title', () => {
    for (const step of ALIGNMENT_TITLES) expect(alignmentTitle(step.min)).toBe(step.title);
  });
});

describe('alignmentTone', () => {
  it.each([
    [250, 'green'],
    [0.5, 'green'],
    [-1, 'red'],
    [0, 'yellow'],
  ])('%d is %s', (value, tone) => {
    expect(alignmentTone(value)).toBe(tone);
  });
});

describe('alignmentBand', () => {
  it.each([
    [100, 'Virtuous', 'green'],
    [31, 'Virtuous', 'green'],
    [30, 'Good', 'green'],
    [11, 'Good', 'green'],
    [10, 'Slightly Good', 'green'],
    [1, 'Slightly Good', 'green'],
    [0, 'Neutral', 'yellow'],
    [-1, 'Slightly Evil', 'red'],
    [-9, 'Slightly Evil', 'red'],
    [-10, 'Evil', 'red'],
    [-29, 'Evil', 'red'],
    [-30, 'Wicked', 'red'],
    [-500, 'Wicked', 'red'],
    [null, 'Unknown', 'gray'],
    [undefined, 'Unknown', 'gray'],
    [Number.NaN, 'Unknown', 'gray'],
  ])('%s reads %s (%s)', (value, label, tone) => {
    expect(alignmentBand(value)).toEqual({ label, tone });
  });
});

describe('simpleAlignmentLabel', () => {
  it.each([
    [5, 2, 'Good'],
    [2, 5, 'Evil'],
    [3, 3, 'Neutral'],
    [0, 0, 'Neutral'],
  ])('good %d, evil %d → %s', (good, evil, label) => {
    expect(simpleAlignmentLabel(good, evil)).toBe(label);
  });
});

describe('characterTitle', () => {
  it.each([
    ['TSDoc: neutral at least good + evil, 150', { good: 10, neutral: 150, evil: 5 }, 'Wanderer'],
    ['neutral 99 is below the first step', { good: 0, neutral: 99, evil: 0 }, 'True Neutral'],
    ['neutral exactly 100', { good: 0, neutral: 100, evil: 0 }, 'Wanderer'],
    ['neutral 999', { good: 0, neutral: 999, evil: 0 }, 'Wanderer'],
    ['neutral exactly 1,000', { good: 0, neutral: 1_000, evil: 0 }, 'Arbiter'],
    ['neutral exactly 10,000', { good: 0, neutral: 10_000, evil: 0 }, 'Keeper of the Balance'],
    ['neutral equal to good + evil still counts', { good: 600, neutral: 1_000, evil: 400 }, 'Arbiter'],
    [
      'neutral one below good + evil falls back to the numeric table',
      { good: 600, neutral: 1_000, evil: 401 },
      'Well-Meaning Soul',
    ],
    ['a good character', { good: 300, neutral: 150, evil: 0 }, alignmentTitle(alignmentValue(300, 150, 0))],
    ['nobody yet', { good: 0, neutral: 0, evil: 0 }, 'True Neutral'],
  ])('%s → %s', (_name, scores, title) => {
    expect(characterTitle(scores)).toBe(title);
  });

  it('has ascending thresholds starting at 100', () => {
    expect(NEUTRAL_TITLES.map((t) => t.min)).toEqual([100, 1_000, 10_000]);
  });
});
