import { describe, expect, it } from 'vitest';
import { makePlayerDeed } from '@/testing/fixtures.ts';
import {
  equipmentText,
  alignmentRequirementText,
  bestDeedForExperience,
  deedBlockedReason,
  percentText,
  perMinuteText,
} from './deed-insights.ts';

describe('deed insight texts', () => {
  it.each([
    [0.625, '63%'],
    [0.05, '5%'],
    [0.95, '95%'],
    [1.2, '100%'],
  ])('reads chance %s as %s', (chance, text) => expect(percentText(chance)).toBe(text));

  it.each([
    [12, '12'],
    [12.3, '12.3'],
    [0.04, '0'],
    [1234.5, '1,234.5'],
    [0.05, '0.1'],
    [999.96, '1,000'],
    [1_000_000, '1,000,000'],
    [-2.5, '-2.5'],
  ])('reads %s per minute as %s', (value, text) => expect(perMinuteText(value)).toBe(text));

  it('words each alignment requirement', () => {
    expect(alignmentRequirementText({ kind: 'none' })).toBeNull();
    expect(alignmentRequirementText({ kind: 'atLeast', value: 10 })).toBe('Alignment 10 or higher');
    expect(alignmentRequirementText({ kind: 'atMost', value: -10 })).toBe('Alignment -10 or lower');
    expect(alignmentRequirementText({ kind: 'within', value: 40 })).toBe('Alignment between -40 and 40');
  });

  it('explains a refusal only when the requirement is not met', () => {
    const requirement = { kind: 'atLeast', value: 10 } as const;
    expect(deedBlockedReason({ alignmentRequirement: requirement, meetsAlignment: true })).toBeNull();
    expect(deedBlockedReason({ alignmentRequirement: requirement, meetsAlignment: false })).toBe(
      'Your alignment does not qualify: this deed needs alignment 10 or higher.',
    );
  });
});

describe('bestDeedForExperience', () => {
  it('picks the most experience per minute among the deeds the character may attempt', () => {
    const small = makePlayerDeed({ name: 'Small', expectedExperiencePerMinute: 4.1 });
    const big = makePlayerDeed({ name: 'Big', expectedExperiencePerMinute: 9.5 });
    const barred = makePlayerDeed({ name: 'Barred', expectedExperiencePerMinute: 30, meetsAlignment: false });
    expect(bestDeedForExperience([small, barred, big])?.name).toBe('Big');
  });

  it('breaks a tie by the higher level and names none when nothing pays', () => {
    const low = makePlayerDeed({ name: 'Low', level: 2, expectedExperiencePerMinute: 5 });
    const high = makePlayerDeed({ name: 'High', level: 3, expectedExperiencePerMinute: 5 });
    expect(bestDeedForExperience([low, high])?.name).toBe('High');
    expect(bestDeedForExperience([makePlayerDeed({ expectedExperiencePerMinute: 0 })])).toBeNull();
    expect(bestDeedForExperience([])).toBeNull();
  });
});

describe('equipmentText', () => {
  it.each([
    [{ successBonus: 0, jailFactor: 1, items: [] }, null],
    [
      { successBonus: 0.02, jailFactor: 1, items: [{ name: 'Bent Lockpick', usesLeft: 59 }] },
      'Bent Lockpick (59 uses left): +2% success',
    ],
    [
      {
        successBonus: 0.03,
        jailFactor: 0.9,
        items: [
          { name: 'Quiet Knife', usesLeft: 1 },
          { name: 'Raven Feather Charm', usesLeft: 8 },
        ],
      },
      'Quiet Knife (1 use left), Raven Feather Charm (8 uses left): +3% success, 10% less jail time',
    ],
  ])('%j → %s', (equipment, text) => {
    expect(equipmentText(equipment)).toBe(text);
  });
});
