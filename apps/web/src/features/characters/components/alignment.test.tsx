import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlignmentBandLabel, AlignmentTitle, SimpleAlignmentLabel } from './alignment.tsx';

describe('AlignmentTitle', () => {
  it("reads 'True Neutral' in yellow before a character exists", () => {
    render(<AlignmentTitle scores={null} />);
    expect(screen.getByText('True Neutral')).toHaveClass('tone--yellow');
  });

  it.each([
    [{ good: 0, neutral: 0, evil: 0 }, 'True Neutral', 'tone--yellow'],
    [{ good: 100, neutral: 0, evil: 0 }, 'Well-Meaning Soul', 'tone--green'],
    [{ good: 0, neutral: 0, evil: 500_000 }, 'Absolutely Diabolical', 'tone--red'],
    [{ good: 0, neutral: 0, evil: 101 }, 'Troublemaker', 'tone--red'],
    [{ good: 12_345, neutral: 0, evil: 0 }, 'Servant of Good', 'tone--green'],
    // The neutral track: neutral at least good + evil, from 100 neutral points.
    [{ good: 0, neutral: 99, evil: 0 }, 'True Neutral', 'tone--yellow'],
    [{ good: 60, neutral: 100, evil: 40 }, 'Wanderer', 'tone--green'],
    [{ good: 0, neutral: 1_000, evil: 0 }, 'Arbiter', 'tone--yellow'],
    [{ good: 61, neutral: 100, evil: 40 }, 'True Neutral', 'tone--green'],
  ])('titles %o as %s', (scores, title, tone) => {
    render(<AlignmentTitle scores={scores} />);
    expect(screen.getByText(title)).toHaveClass('tone', tone);
  });
});

describe('AlignmentBandLabel', () => {
  it.each([
    [31, 'Virtuous', 'tone--green'],
    [30, 'Good', 'tone--green'],
    [11, 'Good', 'tone--green'],
    [1, 'Slightly Good', 'tone--green'],
    [0, 'Neutral', 'tone--yellow'],
    [-1, 'Slightly Evil', 'tone--red'],
    [-10, 'Evil', 'tone--red'],
    [-30, 'Wicked', 'tone--red'],
    [null, 'Unknown', 'tone--gray'],
  ])('labels %s as %s', (alignment, label, tone) => {
    render(<AlignmentBandLabel alignment={alignment} />);
    expect(screen.getByText(label)).toHaveClass(tone);
  });
});

describe('SimpleAlignmentLabel', () => {
  it.each([
    [5, 2, 'Good', 'tone--green'],
    [2, 5, 'Evil', 'tone--red'],
    [3, 3, 'Neutral', 'tone--yellow'],
  ])('good %i and evil %i read %s', (good, evil, label, tone) => {
    render(<SimpleAlignmentLabel good={good} evil={evil} />);
    expect(screen.getByText(label)).toHaveClass(tone);
  });
});
