import { describe, expect, it } from 'vitest';
import { cityChanceText, experienceFactors, goldFactors, multipliedText, restedText } from './pay-factors.ts';

const fresh = { level: 1, fatigueFactor: 1, restedExperience: 0 };

describe('pay factors', () => {
  it('names the apprentice bonus at levels 1-4 and what the maximum becomes', () => {
    expect(multipliedText(10, experienceFactors(1, fresh), 'experience')).toBe('10 (x3 apprentice bonus: 30)');
    expect(multipliedText(10, experienceFactors(2, { ...fresh, level: 2 }), 'experience')).toBe('10 (x2.5 apprentice bonus: 25)');
    expect(multipliedText(18, experienceFactors(5, { ...fresh, level: 5 }), 'experience')).toBe('18');
  });

  it('names trivial decay and fatigue, in the order the server applies them', () => {
    const tired = { level: 16, fatigueFactor: 0.5, restedExperience: 0 };
    expect(multipliedText(29, experienceFactors(10, tired), 'experience')).toBe(
      '29 (x0.85 trivial for your level, x0.5 fatigue: 12)',
    );
    expect(multipliedText(29, goldFactors(tired), 'gold')).toBe('29 (x0.5 fatigue: 14)');
    expect(multipliedText(29, goldFactors(fresh), 'gold')).toBe('29');
  });

  it("names the city's pull on the success chance, both ways, and nothing where it is none", () => {
    const silverbrook = { ...fresh, city: { name: 'Silverbrook', alignment: 42 } };
    expect(cityChanceText(1, silverbrook)).toBe('+8.4% in Silverbrook');
    expect(cityChanceText(-1, silverbrook)).toBe('-8.4% in Silverbrook');
    expect(cityChanceText(0, { ...fresh, city: { name: 'Thornwick', alignment: 0 } })).toBe('+2% in Thornwick');
    expect(cityChanceText(1, { ...fresh, city: { name: 'Thornwick', alignment: 0 } })).toBeNull();
    expect(cityChanceText(1, fresh)).toBeNull();
  });

  it('tells of the rested bank only when there is one', () => {
    expect(restedText(fresh)).toBeNull();
    expect(restedText({ ...fresh, restedExperience: 40 })).toBe('x2 for the next 40 experience');
  });
});
