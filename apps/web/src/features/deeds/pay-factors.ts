import { groupThousands } from '@tod/contracts';
import { apprenticeFactor, cityAlignmentTerm, trivialDeedFactor } from '@tod/game';

/** What of the character changes what a deed pays (docs/game-rules.md#outcome-rolldeedoutcome-resolvedeedattempt). */
export interface PayContext {
  level: number;
  /** Today's fatigue factor, as the account carries it (1, 0.5 or 0.2). */
  fatigueFactor: number;
  /** The rested bank: gains are doubled while it lasts. */
  restedExperience: number;
  /** The city the character is in, whose alignment moves the success chance; null when unknown. */
  city?: { name: string; alignment: number } | null;
}

export interface Factor {
  factor: number;
  label: string;
}

const times = (factor: number) => `x${Number(factor.toFixed(2))}`;

/**
 * The multipliers the server applies to a deed's experience, in its order: trivial decay, the
 * apprentice bonus (levels 1-4), fatigue. Factors of 1 change nothing and are left out.
 */
export function experienceFactors(deedLevel: number, pay: PayContext): Factor[] {
  const factors: Factor[] = [];
  const trivial = trivialDeedFactor(deedLevel, pay.level);
  if (trivial !== 1) factors.push({ factor: trivial, label: `${times(trivial)} trivial for your level` });
  const apprentice = apprenticeFactor(pay.level);
  if (apprentice !== 1) factors.push({ factor: apprentice, label: `${times(apprentice)} apprentice bonus` });
  if (pay.fatigueFactor !== 1) factors.push({ factor: pay.fatigueFactor, label: `${times(pay.fatigueFactor)} fatigue` });
  return factors;
}

/** Gold changes only with fatigue. */
export function goldFactors(pay: PayContext): Factor[] {
  return pay.fatigueFactor === 1 ? [] : [{ factor: pay.fatigueFactor, label: `${times(pay.fatigueFactor)} fatigue` }];
}

/**
 * A maximum with what it becomes for this character, naming every multiplier:
 * 'Max Experience 10 (x3 apprentice bonus: 30)'. Experience rounds and gold rounds down, as the
 * server does.
 */
export function multipliedText(max: number, factors: readonly Factor[], kind: 'experience' | 'gold'): string {
  if (factors.length === 0 || max <= 0) return groupThousands(max);
  const product = factors.reduce((total, f) => total * f.factor, 1);
  const result = kind === 'experience' ? Math.round(max * product) : Math.floor(max * product);
  return `${groupThousands(max)} (${factors.map((f) => f.label).join(', ')}: ${groupThousands(result)})`;
}

/**
 * How the city moves a deed's success chance (docs/game-rules.md#skills-and-success-odds):
 * '+8.4% in Silverbrook'; null without a city or when it changes nothing.
 */
export function cityChanceText(deedAlignment: number, pay: PayContext): string | null {
  if (!pay.city) return null;
  const points = Math.round(cityAlignmentTerm(deedAlignment, pay.city.alignment) * 1000) / 10;
  if (points === 0) return null;
  return `${points > 0 ? '+' : ''}${points}% in ${pay.city.name}`;
}

/** 'x2 for the next 40 experience' (the rested bank), or null with an empty bank. */
export function restedText(pay: PayContext): string | null {
  return pay.restedExperience > 0 ? `x2 for the next ${groupThousands(pay.restedExperience)} experience` : null;
}
