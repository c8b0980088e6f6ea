import { converter, wcagContrast } from 'culori/fn';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, parseTagColor, readableOn, tagColors, tagStyle, THEME_BACKGROUNDS } from './readable-color.ts';

const toHsl = converter('hsl');
const hueOf = (hex: string) => toHsl(hex)?.h ?? 0;
const lightnessOf = (hex: string) => toHsl(hex)?.l ?? 0;
const worstContrast = (hex: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((background) => wcagContrast(hex, background)));

describe('parseTagColor', () => {
  it('reads a hex code with or without its hash, and a CSS colour name in any case', () => {
    expect(parseTagColor('ff8800')).toEqual({ mode: 'rgb', r: 1, g: 136 / 255, b: 0 });
    expect(parseTagColor('#abc')).toEqual(parseTagColor('aabbcc'));
    expect(parseTagColor('RebeccaPurple')).toEqual(parseTagColor('#663399'));
  });

  it('draws a see-through colour opaque, and is no colour for what CSS does not know', () => {
    expect(parseTagColor('#ff000080')).toEqual(parseTagColor('#ff0000'));
    expect(parseTagColor('transparent')).toEqual(parseTagColor('#000000'));
    expect(parseTagColor('blurple')).toBeUndefined();
    expect(parseTagColor('constructor')).toBeUndefined();
    expect(parseTagColor('currentColor')).toBeUndefined();
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reaches AA on every background of the theme', () => {
    // The colour button's own green (e2e journey and chat specs).
    expect(readableOn(parseTagColor('#1d6b2a')!, THEME_BACKGROUNDS.light)).toBe('#1d6b2a');
    expect(readableOn(parseTagColor('white')!, THEME_BACKGROUNDS.dark)).toBe('#ffffff');
  });

  it.each([
    'red',
    'yellow',
    'ff8800',
    'cyan',
    '#00ff00',
    'hotpink',
    'silver',
    'gold',
    'navy',
    'black',
    'white',
    'maroon',
    '#7f7f7f',
  ])('%s reaches AA in both themes, keeping its hue, and moves no further than AA needs', (value) => {
    const colors = tagColors(value)!;
    for (const theme of ['light', 'dark'] as const) {
      const drawn = colors[theme];
      const backgrounds = THEME_BACKGROUNDS[theme];
      expect(worstContrast(drawn, backgrounds)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      const own = parseTagColor(value)!;
      if (drawn === readableOn(own, [])) continue;
      // Hue kept (to a degree or two, after rounding to 8-bit channels) for a colour that has one.
      if ((toHsl(own)?.s ?? 0) > 0.05) expect(Math.abs(hueOf(drawn) - (toHsl(own)?.h ?? 0))).toBeLessThan(3);
      // Only as far as needed: one step less and it would fall under AA.
      expect(worstContrast(drawn, backgrounds)).toBeLessThan(AA_TEXT_CONTRAST + 0.15);
    }
  });

  it('darkens on the light theme and lightens on the dark one', () => {
    const red = tagColors('red')!;
    expect(lightnessOf(red.light)).toBeLessThan(0.5);
    expect(red.dark).not.toBe('#ff0000');
    expect(lightnessOf(red.dark)).toBeGreaterThan(0.5);
    expect(red.light).not.toBe(red.dark);
  });
});

describe('tagStyle', () => {
  it('gives the span both themes’ colours, and nothing for a value that is no colour', () => {
    expect(tagStyle('1d6b2a')).toEqual({ '--tag-light': '#1d6b2a', '--tag-dark': tagColors('1d6b2a')!.dark });
    expect(tagStyle('blurple')).toEqual({});
  });
});
