import { describe, expect, it } from 'vitest';
import { numericSkills } from './deeds.view.ts';

describe('numericSkills', () => {
  it('keeps the skills whose level is a number and drops the rest, as a row written by hand may hold', () => {
    expect(numericSkills({ Stealth: 3, Herbalism: '2', Lore: null, Riding: 0 })).toEqual({ Stealth: 3, Riding: 0 });
    expect(numericSkills({})).toEqual({});
  });
});
