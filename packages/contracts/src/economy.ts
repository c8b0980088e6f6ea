import { z } from 'zod';

/**
 * Why a character's gold changed: every line of the gold ledger (docs/economy.md) names one.
 * A source creates gold (a deed's reward, interest, a casino win), a sink destroys it (fares,
 * fees, bail, a lost bet), a transfer (a gift, a crew purse) moves it between two characters.
 * A system that moves gold adds its kind here.
 */
export const LEDGER_KINDS = [
  'deed',
  'bail',
  'travel',
  'training',
  'shop',
  'repair',
  'quest',
  'crew',
  'bank',
  'gift',
  'casino',
  'staff',
  'rescue',
] as const;
export const LedgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof LedgerKindSchema>;
