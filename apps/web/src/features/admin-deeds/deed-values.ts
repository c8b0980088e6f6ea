import type { Deed, DeedInput } from '@tod/contracts';

/** docs/product-rules.md#input-rules: numeric fields parse as whole numbers and fall back to 0. */
export function parseWhole(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? 0 : value;
}

/** A deed's alignment as the admin form offers it: +1, 0 or -1. */
export type DeedAlignment = 1 | 0 | -1;

export function toDeedAlignment(value: number): DeedAlignment {
  if (value > 0) return 1;
  if (value < 0) return -1;
  return 0;
}

export const ALIGNMENT_LABEL: Record<DeedAlignment, string> = { 1: 'Good', 0: 'Neutral', [-1]: 'Evil' };

export const ALIGNMENT_OPTIONS: { value: DeedAlignment; label: string }[] = [
  { value: 1, label: 'Good (+1)' },
  { value: 0, label: 'Neutral (0)' },
  { value: -1, label: 'Evil (-1)' },
];

/** The PATCH body: the whole deed (docs/api.md#calls), without the fields the input schema does not take. */
export function deedInput(deed: Deed): DeedInput {
  return {
    name: deed.name,
    level: deed.level,
    alignment: toDeedAlignment(deed.alignment),
    content: deed.content,
    success: deed.success,
    failure: deed.failure,
    skills: numericSkills(deed.skills),
    cityId: deed.cityId,
    reward: { ...deed.reward },
  };
}

/** A deed's skills object with only whole, non-negative levels (the input schema takes nothing else). */
export function numericSkills(skills: Deed['skills']): Record<string, number> {
  const kept: Record<string, number> = {};
  for (const [name, level] of Object.entries(skills)) {
    if (typeof level === 'number' && Number.isInteger(level) && level >= 0) kept[name] = level;
  }
  return kept;
}
